import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogLookups } from '../../../catalog/index.js';
import { shelfPage, type ShelfPage } from '../../library/library.shelf.js';
import { LibraryShelfReads } from '../../library/library.shelf-reads.js';
import { GetLibraryRecentQuery, type RecentEntry } from './get-library-recent.query.js';

/** Comics hidden since they were read are left out. */
@QueryHandler(GetLibraryRecentQuery)
export class GetLibraryRecentHandler implements IQueryHandler<GetLibraryRecentQuery> {
  constructor(
    private readonly shelves: LibraryShelfReads,
    private readonly lookups: CatalogLookups,
  ) {}

  async execute(q: GetLibraryRecentQuery): Promise<ShelfPage<RecentEntry>> {
    const keys = await this.shelves.recent(q);
    const [comics, episodes] = await Promise.all([
      this.shelves.comics(keys, q.lang),
      this.lookups.episodesByIds(keys.rows.map((r) => r.episodeId)),
    ]);
    const numbers = new Map(episodes.map((e) => [e.id, e.episodeNumber]));
    return shelfPage(q, keys, comics, (r, comic) => ({
      comic,
      episodeId: r.episodeId,
      episodeNumber: numbers.get(r.episodeId) ?? null,
      percentage: r.percentage,
      readAt: r.readAt,
    }));
  }
}
