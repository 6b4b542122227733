import { Command } from '@nestjs/cqrs';
import type { WalletOutcome } from '../../wallet.stream.js';

/** Buy one coin episode with coins and bonus coins (docs/product.md); `coin` is the price the reader saw. */
export class PurchaseEpisodeCommand extends Command<WalletOutcome> {
  constructor(
    readonly userId: string,
    readonly episodeId: string,
    readonly comicId?: string,
    readonly coin?: number,
  ) {
    super();
  }
}
