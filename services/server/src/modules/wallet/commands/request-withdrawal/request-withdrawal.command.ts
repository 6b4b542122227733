import { Command } from '@nestjs/cqrs';
import type { WithdrawOutcome } from '../withdraw-unlock-all/withdraw-unlock-all.command.js';

/**
 * The reader withdraws an unlock-all (docs/product.md: within 7 days; the episodes not opened are
 * relocked and their coins given back). The same compensating event as the operator's withdrawal.
 */
export class RequestWithdrawalCommand extends Command<WithdrawOutcome> {
  constructor(
    readonly userId: string,
    readonly unlockId: string,
  ) {
    super();
  }
}
