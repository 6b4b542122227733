import { Command } from '@nestjs/cqrs';
import type { WalletOutcome } from '../../wallet.stream.js';

/** Claim a gift from the gift box: coins, points or a free rental pass (docs/product.md), once. */
export class ClaimGiftCommand extends Command<WalletOutcome> {
  constructor(
    readonly userId: string,
    readonly giftId: string,
  ) {
    super();
  }
}
