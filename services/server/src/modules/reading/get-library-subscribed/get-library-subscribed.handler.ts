import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { CatalogQueries } from '../../catalog/index.js';
import { GetComicBellsQuery } from '../../inbox/index.js';
import { byId, checkPaging, inFilter, pageOf, type ShelfPage } from '../library.shelf.js';
import { GetLibrarySubscribedQuery, type SubscribedEntry } from './get-library-subscribed.query.js';

/** Hidden comics are left out; a comic without a live episode yet comes after those with one. */
@QueryHandler(GetLibrarySubscribedQuery)
export class GetLibrarySubscribedHandler implements IQueryHandler<GetLibrarySubscribedQuery> {
  constructor(private readonly queries: QueryBus, private readonly catalog: CatalogQueries, private readonly clock: Clock) {}

  async execute({ userId, page, pageSize, filter, lang }: GetLibrarySubscribedQuery): Promise<ShelfPage<SubscribedEntry>> {
    checkPaging(page, pageSize);
    const now = this.clock.now();
    const bells = await this.queries.execute(new GetComicBellsQuery(userId));
    const since = new Map(bells.map((b) => [b.comicId, b.since]));
    const keys = (await this.catalog.shelfKeys(bells.map((b) => b.comicId), now, true)).filter((k) => inFilter(k, filter));
    keys.sort((a, b) => (b.latestRelease?.getTime() ?? 0) - (a.latestRelease?.getTime() ?? 0)
      || since.get(b.id)!.getTime() - since.get(a.id)!.getTime() || a.id.localeCompare(b.id));
    const onPage = pageOf(keys, page, pageSize);
    const ids = onPage.items.map((k) => k.id);
    const [comics, latest] = await Promise.all([
      this.catalog.comicsByIds(ids, now, lang).then(byId),
      this.catalog.latestEpisodes(ids, now, lang).then((es) => new Map(es.map((e) => [e.comicId, e]))),
    ]);
    return {
      ...onPage,
      items: onPage.items.filter((k) => comics.has(k.id)).map((k) => {
        const e = latest.get(k.id);
        return { comic: comics.get(k.id)!, since: since.get(k.id)!, latest: e ? { episodeNumber: e.episodeNumber, title: e.title, releaseDate: e.releaseDate } : null };
      }),
    };
  }
}
