import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { EventStreams } from '../../../../platform/event-store/event-streams.js';
import { GetCatalogNamesQuery } from '../../../catalog/index.js';
import { REFUND_WINDOW_MS } from '../../wallet.decider.js';
import { walletStream } from '../../wallet.stream.js';
import { OpenedEpisodesQuery } from '../../ports/opened-episodes.query.js';
import { GetRefundOptionsQuery, type RefundOptions } from './get-refund-options.query.js';

const until = (at: string) => new Date(new Date(at).getTime() + REFUND_WINDOW_MS).toISOString();

@QueryHandler(GetRefundOptionsQuery)
export class GetRefundOptionsHandler implements IQueryHandler<GetRefundOptionsQuery> {
  constructor(
    private readonly streams: EventStreams,
    private readonly queries: QueryBus,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, lang }: GetRefundOptionsQuery): Promise<RefundOptions> {
    const state = await this.streams.load(walletStream, userId);
    const now = this.clock.now().toISOString();
    const open = (at: string) => until(at) >= now;
    const packs = Object.values(state.packs)
      .filter((p) => open(p.at))
      .map((p) => ({ orderId: p.orderId, coin: p.coin, bonusCoin: p.bonusCoin, point: p.point, boughtAt: p.at, until: until(p.at) }));

    const unlocks: RefundOptions['unlocks'] = [];
    for (const u of Object.values(state.unlocks).filter((x) => open(x.at))) {
      const left = u.episodes.filter((e) => !u.withdrawn.includes(e.episodeId));
      const opened = new Set(
        await this.queries.execute(
          new OpenedEpisodesQuery(
            userId,
            left.map((e) => e.episodeId),
          ),
        ),
      );
      const unopened = left.filter((e) => !opened.has(e.episodeId));
      if (!unopened.length) continue;
      const info = (
        await this.queries.execute(
          new GetCatalogNamesQuery(
            [],
            unopened.map((e) => e.episodeId),
            lang,
          ),
        )
      ).episodes;
      unlocks.push({
        unlockId: u.unlockId,
        comicId: u.comicId,
        boughtAt: u.at,
        until: until(u.at),
        coins: unopened.reduce((n, e) => n + e.price, 0),
        episodes: unopened
          .map((e) => ({
            episodeId: e.episodeId,
            title: info.get(e.episodeId)?.title ?? '',
            episodeNumber: info.get(e.episodeId)?.episodeNumber ?? 0,
            price: e.price,
          }))
          .sort((a, b) => a.episodeNumber - b.episodeNumber),
      });
    }
    return {
      packs: packs.sort((a, b) => b.boughtAt.localeCompare(a.boughtAt)),
      unlocks: unlocks.sort((a, b) => b.boughtAt.localeCompare(a.boughtAt)),
    };
  }
}
