import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { CatalogLookups, CatalogQueries, GetCatalogNamesQuery } from '../../../catalog/index.js';
import { GetUnlocksQuery } from '../../../wallet/index.js';
import { ReaderSharesPort } from '../../ports/community.ports.js';
import { GetPurchasedEpisodesQuery, type PurchasedEpisodesAnswer } from './get-purchased-episodes.query.js';

@QueryHandler(GetPurchasedEpisodesQuery)
export class GetPurchasedEpisodesHandler implements IQueryHandler<GetPurchasedEpisodesQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly catalog: CatalogQueries,
    private readonly lookups: CatalogLookups,
    private readonly pool: ReadPool,
  ) {}

  async execute({ userId, lang }: GetPurchasedEpisodesQuery): Promise<PurchasedEpisodesAnswer> {
    const [unlocks, shares] = await Promise.all([
      this.queries.execute(new GetUnlocksQuery(userId)),
      this.queries.execute(new ReaderSharesPort(userId)),
    ]);
    const comicIds = [...new Set(unlocks.map((u) => u.comicId))];
    const names = await this.queries.execute(
      new GetCatalogNamesQuery(
        comicIds,
        unlocks.map((u) => u.episodeId),
        lang,
      ),
    );
    const comics = await this.catalog.comicsByIds(comicIds, undefined, lang);
    const progress = await this.progressByComic(userId, comicIds);
    const episodeCounts = new Map<string, number>();
    for (const c of comicIds) episodeCounts.set(c, (await this.lookups.liveEpisodesOf(c)).length || 1);
    return {
      episodes: unlocks.map((u) => {
        const episode = names.episodes.get(u.episodeId);
        const comic = names.comics.get(u.comicId);
        return {
          episodeId: u.episodeId,
          title: episode?.title ?? '',
          episodeNumber: episode?.episodeNumber ?? null,
          comicId: u.comicId,
          comicSlug: comic?.slug ?? null,
          comicTitle: comic?.title ?? null,
          coin: u.coin,
          bonusCoin: u.bonusCoin,
          createdAt: u.createdAt,
        };
      }),
      comics: comics.map((c) => ({
        comic: c,
        totalPercentage: Math.min(100, Math.round((progress.get(c._id) ?? 0) / (episodeCounts.get(c._id) ?? 1))),
      })),
      shares,
    };
  }

  /** Summed progress per comic (percentage points over its episodes), for totalPercentage. */
  private async progressByComic(userId: string, comicIds: string[]): Promise<Map<string, number>> {
    const { rows } = await this.pool.query<{ comic_id: string; total: number }>(
      'SELECT comic_id, sum(percentage)::int AS total FROM rm.reading_progress WHERE user_id = $1 AND comic_id = ANY($2::text[]) GROUP BY comic_id',
      [userId, comicIds],
    );
    return new Map(rows.map((r) => [r.comic_id, r.total]));
  }
}
