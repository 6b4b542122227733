import { Command } from '@nestjs/cqrs';
import type { WalletOutcome } from '../../wallet.stream.js';

/** Expire a rental pass at its expiry time (a job or the sweep asks). */
export class ExpireRentalPassCommand extends Command<WalletOutcome> {
  constructor(
    readonly userId: string,
    readonly passId: string,
  ) {
    super();
  }
}
