import { Command } from '@nestjs/cqrs';
import type { WalletOutcome } from '../../wallet.stream.js';

export interface UnlockAllOutcome extends WalletOutcome {
  unlocked: number;
}

/** Unlock every live coin episode of a comic not yet owned, for their summed price (docs/product.md). */
export class UnlockAllCommand extends Command<UnlockAllOutcome> {
  constructor(
    readonly userId: string,
    readonly comicId: string,
    readonly coin?: number,
  ) {
    super();
  }
}
