import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { CatalogLookups, CatalogQueries } from '../../../catalog/index.js';
import { byId, checkPaging, type ShelfPage } from '../../library/library.shelf.js';
import { LibraryShelfReads } from '../../library/library.shelf-reads.js';
import { GetLibraryRecentQuery, type RecentEntry } from './get-library-recent.query.js';

/** Comics hidden since they were read are left out. */
@QueryHandler(GetLibraryRecentQuery)
export class GetLibraryRecentHandler implements IQueryHandler<GetLibraryRecentQuery> {
  constructor(
    private readonly shelves: LibraryShelfReads,
    private readonly catalog: CatalogQueries,
    private readonly lookups: CatalogLookups,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, page, pageSize, filter, lang }: GetLibraryRecentQuery): Promise<ShelfPage<RecentEntry>> {
    checkPaging(page, pageSize);
    const now = this.clock.now();
    const { rows, total } = await this.shelves.recent(userId, filter, now, (page - 1) * pageSize, pageSize);
    const [comics, episodes] = await Promise.all([
      this.catalog
        .comicsByIds(
          rows.map((r) => r.comicId),
          now,
          lang,
        )
        .then(byId),
      this.lookups.episodesByIds(rows.map((r) => r.episodeId)),
    ]);
    const numbers = new Map(episodes.map((e) => [e.id, e.episodeNumber]));
    return {
      total,
      page,
      pageSize,
      items: rows
        .filter((r) => comics.has(r.comicId))
        .map((r) => ({
          comic: comics.get(r.comicId)!,
          episodeId: r.episodeId,
          episodeNumber: numbers.get(r.episodeId) ?? null,
          percentage: r.percentage,
          readAt: r.readAt,
        })),
    };
  }
}
