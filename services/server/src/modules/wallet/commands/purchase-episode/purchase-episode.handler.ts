import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { validationError } from '../../../../platform/errors/domain-error.js';
import { CatalogLookups } from '../../../catalog/index.js';
import { PriceChangedError } from '../../../payments/index.js';
import { WALLET_MESSAGES } from '../../wallet.messages.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { walletStream, type WalletOutcome } from '../../wallet.stream.js';
import { PurchaseEpisodeCommand } from './purchase-episode.command.js';

/** Only a live coin episode is sold, at the server's price; buying an owned episode charges nothing. */
@CommandHandler(PurchaseEpisodeCommand)
export class PurchaseEpisodeHandler implements ICommandHandler<PurchaseEpisodeCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly catalog: CatalogLookups,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, episodeId, comicId, coin }: PurchaseEpisodeCommand): Promise<WalletOutcome> {
    const ep = await this.catalog.episode(episodeId);
    if (!ep.live) throw validationError(WALLET_MESSAGES.episodeNotLive, undefined, 'CATALOG.EPISODE_NOT_LIVE');
    if (comicId && comicId.toLowerCase() !== ep.comicId) throw validationError(WALLET_MESSAGES.notOfThisComic);
    if (ep.monetization !== 'coin' || ep.coinPrice <= 0)
      throw validationError(WALLET_MESSAGES.notForSale, undefined, 'WALLET.NOT_FOR_SALE');
    if (coin !== undefined && coin !== ep.coinPrice) throw new PriceChangedError(ep.coinPrice);
    const at = this.clock.now().toISOString();
    return this.streams.run(
      walletStream,
      userId,
      { type: 'PurchaseEpisode', episodeId: ep.id, comicId: ep.comicId, price: ep.coinPrice, at },
      { idempotency: { request: { episodeId: ep.id } } },
    );
  }
}
