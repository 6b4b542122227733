import { Command } from '@nestjs/cqrs';
import type { WalletOutcome } from '../../wallet.stream.js';

/** Refund a coin pack bought within 7 days when none of its coins or bonus coins were spent (operator). */
export class RefundCoinPackCommand extends Command<WalletOutcome> {
  constructor(
    readonly userId: string,
    readonly orderId: string,
    readonly reason: string,
  ) {
    super();
  }
}
