import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { CatalogQueries } from '../../../catalog/index.js';
import { byId, checkPaging, type ShelfPage } from '../../library/library.shelf.js';
import { LibraryShelfReads } from '../../library/library.shelf-reads.js';
import { GetLibrarySubscribedQuery, type SubscribedEntry } from './get-library-subscribed.query.js';

/** Hidden comics are left out; a comic without a live episode yet comes after those with one. */
@QueryHandler(GetLibrarySubscribedQuery)
export class GetLibrarySubscribedHandler implements IQueryHandler<GetLibrarySubscribedQuery> {
  constructor(
    private readonly shelves: LibraryShelfReads,
    private readonly catalog: CatalogQueries,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, page, pageSize, filter, lang }: GetLibrarySubscribedQuery): Promise<ShelfPage<SubscribedEntry>> {
    checkPaging(page, pageSize);
    const now = this.clock.now();
    const { rows, total } = await this.shelves.subscribed(userId, filter, now, (page - 1) * pageSize, pageSize);
    const ids = rows.map((r) => r.comicId);
    const [comics, latest] = await Promise.all([
      this.catalog.comicsByIds(ids, now, lang).then(byId),
      this.catalog.latestEpisodes(ids, now, lang).then((es) => new Map(es.map((e) => [e.comicId, e]))),
    ]);
    return {
      total,
      page,
      pageSize,
      items: rows
        .filter((r) => comics.has(r.comicId))
        .map((r) => {
          const e = latest.get(r.comicId);
          return {
            comic: comics.get(r.comicId)!,
            since: r.since,
            latest: e ? { episodeNumber: e.episodeNumber, title: e.title, releaseDate: e.releaseDate } : null,
          };
        }),
    };
  }
}
