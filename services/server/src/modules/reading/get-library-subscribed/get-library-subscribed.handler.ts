import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { CatalogQueries } from '../../catalog/index.js';
import { GetComicBellsQuery } from '../../inbox/index.js';
import { checkPaging, inFilter, pageOf, type ShelfPage } from '../library.shelf.js';
import { GetLibrarySubscribedQuery, type SubscribedEntry } from './get-library-subscribed.query.js';

/** Hidden comics are left out; a comic without a live episode yet comes after those with one. */
@QueryHandler(GetLibrarySubscribedQuery)
export class GetLibrarySubscribedHandler implements IQueryHandler<GetLibrarySubscribedQuery> {
  constructor(private readonly queries: QueryBus, private readonly catalog: CatalogQueries, private readonly clock: Clock) {}

  async execute({ userId, page, pageSize, filter }: GetLibrarySubscribedQuery): Promise<ShelfPage<SubscribedEntry>> {
    checkPaging(page, pageSize);
    const now = this.clock.now();
    const bells = await this.queries.execute(new GetComicBellsQuery(userId));
    const comics = (await this.catalog.comicsByIds(bells.map((b) => b.comicId), now)).filter((c) => inFilter(c, filter));
    const latest = new Map<string, SubscribedEntry['latest']>();
    for (const e of await this.catalog.episodesOf(comics.map((c) => c.id), now)) {
      const seen = latest.get(e.comicId);
      if (!seen || e.releaseDate > seen.releaseDate || (e.releaseDate === seen.releaseDate && e.episodeNumber > seen.episodeNumber)) {
        latest.set(e.comicId, { episodeNumber: e.episodeNumber, title: e.title, releaseDate: e.releaseDate });
      }
    }
    const since = new Map(bells.map((b) => [b.comicId, b.since]));
    const entries = comics.map((c) => ({ comic: c, since: since.get(c.id)!, latest: latest.get(c.id) ?? null }));
    entries.sort((a, b) => (b.latest?.releaseDate ?? '').localeCompare(a.latest?.releaseDate ?? '') || b.since.getTime() - a.since.getTime() || a.comic.id.localeCompare(b.comic.id));
    return pageOf(entries, page, pageSize);
  }
}
