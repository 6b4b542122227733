import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogLookups, CatalogQueries } from '../../catalog/index.js';
import { GetUnlocksQuery } from '../../wallet/index.js';
import { ReadingService } from '../reading.service.js';
import { GetPurchaseEpisodeQuery, type PurchasedComic, type PurchasedEpisode } from './get-purchase-episode.query.js';

@QueryHandler(GetPurchaseEpisodeQuery)
export class GetPurchaseEpisodeHandler implements IQueryHandler<GetPurchaseEpisodeQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly catalog: CatalogQueries,
    private readonly lookups: CatalogLookups,
    private readonly reading: ReadingService,
  ) {}

  async execute({ userId }: GetPurchaseEpisodeQuery): Promise<{ episodes: PurchasedEpisode[]; comics: PurchasedComic[] }> {
    const unlocks = await this.queries.execute(new GetUnlocksQuery(userId));
    const episodes = new Map((await this.lookups.episodesByIds(unlocks.map((u) => u.episodeId))).map((e) => [e.id, e]));
    const comicIds = [...new Set(unlocks.map((u) => u.comicId))];
    const comics = await this.catalog.comicsByIds(comicIds);
    const progress = await this.reading.progressByComic(userId, comicIds);
    const episodeCounts = new Map<string, number>();
    for (const c of comicIds) episodeCounts.set(c, (await this.lookups.liveEpisodesOf(c)).length || 1);
    return {
      episodes: unlocks.map((u) => ({
        episodeId: u.episodeId, title: episodes.get(u.episodeId)?.title ?? '', comicId: u.comicId, coin: u.coin, bonusCoin: u.bonusCoin, createdAt: u.createdAt,
      })),
      comics: comics.map((c) => ({
        comic: c, totalPercentage: Math.min(100, Math.round((progress.get(c._id) ?? 0) / (episodeCounts.get(c._id) ?? 1))),
      })),
    };
  }
}
