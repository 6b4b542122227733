import { randomUUID } from 'node:crypto';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { CatalogLookups } from '../../../catalog/index.js';
import { PriceChangedError } from '../../../payments/index.js';
import { WalletReadModel } from '../../wallet.read-model.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { walletStream } from '../../wallet.stream.js';
import { UnlockAllCommand, type UnlockAllOutcome } from './unlock-all.command.js';

/**
 * Charges only the live coin episodes not yet owned; a no-op when none are left. The price the
 * reader saw is checked against what is owned now; the decider re-reads ownership under the lock.
 */
@CommandHandler(UnlockAllCommand)
export class UnlockAllHandler implements ICommandHandler<UnlockAllCommand> {
  constructor(
    private readonly streams: EventStreams,
    private readonly readModel: WalletReadModel,
    private readonly catalog: CatalogLookups,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, comicId, coin }: UnlockAllCommand): Promise<UnlockAllOutcome> {
    const [episodes, owned] = await Promise.all([
      this.catalog.liveEpisodesOf(comicId).then((all) => all.filter((e) => e.monetization === 'coin' && e.coinPrice > 0)),
      this.readModel.ownedEpisodeIds(userId, comicId),
    ]);
    const toUnlock = episodes.filter((e) => !owned.has(e.id));
    const total = toUnlock.reduce((n, e) => n + e.coinPrice, 0);
    if (coin !== undefined && toUnlock.length && coin !== total) throw new PriceChangedError(total);
    const result = await this.streams.run(
      walletStream,
      userId,
      {
        type: 'UnlockAllEpisodes',
        unlockId: randomUUID(),
        comicId: comicId.toLowerCase(),
        episodes: episodes.map((e) => ({ episodeId: e.id, price: e.coinPrice })),
        at: this.clock.now().toISOString(),
      },
      { idempotency: { request: { comicId: comicId.toLowerCase(), total } } },
    );
    return { ...result, unlocked: result.changed ? toUnlock.length : 0 };
  }
}
