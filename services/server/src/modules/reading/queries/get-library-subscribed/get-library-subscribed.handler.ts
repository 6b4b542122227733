import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogQueries } from '../../../catalog/index.js';
import { shelfPage, type ShelfPage } from '../../library/library.shelf.js';
import { LibraryShelfReads } from '../../library/library.shelf-reads.js';
import { GetLibrarySubscribedQuery, type SubscribedEntry } from './get-library-subscribed.query.js';

/** Hidden comics are left out; a comic without a live episode yet comes after those with one. */
@QueryHandler(GetLibrarySubscribedQuery)
export class GetLibrarySubscribedHandler implements IQueryHandler<GetLibrarySubscribedQuery> {
  constructor(
    private readonly shelves: LibraryShelfReads,
    private readonly catalog: CatalogQueries,
  ) {}

  async execute(q: GetLibrarySubscribedQuery): Promise<ShelfPage<SubscribedEntry>> {
    const keys = await this.shelves.subscribed(q);
    const [comics, latest] = await Promise.all([
      this.shelves.comics(keys, q.lang),
      this.catalog
        .latestEpisodes(
          keys.rows.map((r) => r.comicId),
          keys.now,
          q.lang,
        )
        .then((es) => new Map(es.map((e) => [e.comicId, e]))),
    ]);
    return shelfPage(q, keys, comics, (r, comic) => {
      const e = latest.get(r.comicId);
      return { comic, since: r.since, latest: e ? { episodeNumber: e.episodeNumber, title: e.title, releaseDate: e.releaseDate } : null };
    });
  }
}
