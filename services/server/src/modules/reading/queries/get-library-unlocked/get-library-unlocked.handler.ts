import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { CatalogLookups, GetCatalogNamesQuery } from '../../../catalog/index.js';
import { shelfPage, type ShelfPage } from '../../library/library.shelf.js';
import { LibraryShelfReads } from '../../library/library.shelf-reads.js';
import { GetLibraryUnlockedQuery, type UnlockedEntry } from './get-library-unlocked.query.js';

/** A rental pass shows until it expires; comics and episodes hidden since are left out. */
@QueryHandler(GetLibraryUnlockedQuery)
export class GetLibraryUnlockedHandler implements IQueryHandler<GetLibraryUnlockedQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly shelves: LibraryShelfReads,
    private readonly lookups: CatalogLookups,
  ) {}

  async execute(q: GetLibraryUnlockedQuery): Promise<ShelfPage<UnlockedEntry>> {
    const keys = await this.shelves.unlocked(q);
    const episodeIds = keys.lines.map((l) => l.episodeId);
    const [comics, live, names] = await Promise.all([
      this.shelves.comics(keys, q.lang),
      this.lookups.episodesByIds(episodeIds),
      // The lookup's titles are English; another language asks the catalog for its names.
      q.lang === 'en' ? undefined : this.queries.execute(new GetCatalogNamesQuery([], episodeIds, q.lang)),
    ]);
    const episodes = new Map(live.filter((e) => e.live).map((e) => [e.id, { ...e, title: names?.episodes.get(e.id)?.title ?? e.title }]));
    const held = (comicId: string) => keys.lines.filter((l) => l.comicId === comicId && episodes.has(l.episodeId));
    return shelfPage(q, keys, comics, (r, comic) => ({
      comic,
      episodes: held(r.comicId)
        .filter((l) => !l.expiresAt)
        .map((l) => {
          const e = episodes.get(l.episodeId)!;
          return { episodeId: e.id, episodeNumber: e.episodeNumber, title: e.title, via: l.via!, unlockedAt: l.at };
        })
        .sort((a, b) => a.episodeNumber - b.episodeNumber),
      rentals: held(r.comicId)
        .filter((l) => l.expiresAt)
        .map((l) => {
          const e = episodes.get(l.episodeId)!;
          return { episodeId: e.id, episodeNumber: e.episodeNumber, title: e.title, expiresAt: l.expiresAt!, used: l.used };
        }),
      lastUnlockedAt: r.last,
    }));
  }
}
