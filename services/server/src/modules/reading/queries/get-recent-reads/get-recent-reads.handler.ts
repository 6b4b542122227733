import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../../catalog/index.js';
import { ReadingService } from '../../reading.service.js';
import { GetRecentReadsQuery, type RecentRead } from './get-recent-reads.query.js';

@QueryHandler(GetRecentReadsQuery)
export class GetRecentReadsHandler implements IQueryHandler<GetRecentReadsQuery> {
  constructor(
    private readonly reading: ReadingService,
    private readonly catalog: CatalogQueries,
  ) {}

  async execute({ userId }: GetRecentReadsQuery): Promise<RecentRead[]> {
    const recent = await this.reading.recent(userId);
    const comics = new Map((await this.catalog.comicsByIds(recent.map((r) => r.comic_id))).map((c) => [c._id, c]));
    return recent
      .filter((r) => comics.has(r.comic_id))
      .map((r) => ({
        comicId: r.comic_id,
        episodeId: r.episode_id,
        readPercentage: r.percentage,
        comic: comics.get(r.comic_id)!,
        readAt: r.read_at,
      }));
  }
}
