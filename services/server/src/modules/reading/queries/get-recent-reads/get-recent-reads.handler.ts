import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadPool } from '../../../../platform/database/read-pool.js';
import { CatalogQueries } from '../../../catalog/index.js';
import { GetRecentReadsQuery, type RecentRead } from './get-recent-reads.query.js';
import { recentReads } from './recent-reads.read.js';

/** get-comic-read's shelf is the latest 100 reads. */
const RECENT_READS_MAX = 100;

@QueryHandler(GetRecentReadsQuery)
export class GetRecentReadsHandler implements IQueryHandler<GetRecentReadsQuery> {
  constructor(
    private readonly pool: ReadPool,
    private readonly catalog: CatalogQueries,
  ) {}

  async execute({ userId }: GetRecentReadsQuery): Promise<RecentRead[]> {
    const recent = await recentReads(this.pool, userId, RECENT_READS_MAX);
    const comics = new Map((await this.catalog.comicsByIds(recent.map((r) => r.comicId))).map((c) => [c._id, c]));
    return recent
      .filter((r) => comics.has(r.comicId))
      .map((r) => ({
        comicId: r.comicId,
        episodeId: r.episodeId,
        readPercentage: r.percentage,
        comic: comics.get(r.comicId)!,
        readAt: r.readAt,
      }));
  }
}
