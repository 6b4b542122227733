import { Command } from '@nestjs/cqrs';
import type { WalletOutcome } from '../../wallet.stream.js';

export interface WithdrawOutcome extends WalletOutcome {
  kept: number;
}

/** Withdraw an unlock-all within 7 days: episodes not opened are relocked and their coins given back (operator). */
export class WithdrawUnlockAllCommand extends Command<WithdrawOutcome> {
  constructor(
    readonly userId: string,
    readonly unlockId: string,
    readonly reason: string,
  ) {
    super();
  }
}
