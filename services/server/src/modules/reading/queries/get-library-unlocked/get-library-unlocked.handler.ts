import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../platform/clock/clock.js';
import { CatalogLookups, CatalogQueries, GetCatalogNamesQuery } from '../../../catalog/index.js';
import { byId, checkPaging, type ShelfPage } from '../../library/library.shelf.js';
import { LibraryShelfReads } from '../../library/library.shelf-reads.js';
import { GetLibraryUnlockedQuery, type UnlockedEntry } from './get-library-unlocked.query.js';

/** A rental pass shows until it expires; comics and episodes hidden since are left out. */
@QueryHandler(GetLibraryUnlockedQuery)
export class GetLibraryUnlockedHandler implements IQueryHandler<GetLibraryUnlockedQuery> {
  constructor(
    private readonly queries: QueryBus,
    private readonly shelves: LibraryShelfReads,
    private readonly catalog: CatalogQueries,
    private readonly lookups: CatalogLookups,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, page, pageSize, filter, lang }: GetLibraryUnlockedQuery): Promise<ShelfPage<UnlockedEntry>> {
    checkPaging(page, pageSize);
    const now = this.clock.now();
    const { rows, total, lines } = await this.shelves.unlocked(userId, filter, now, (page - 1) * pageSize, pageSize);
    const episodeIds = lines.map((l) => l.episodeId);
    const [comics, live, names] = await Promise.all([
      this.catalog
        .comicsByIds(
          rows.map((r) => r.comicId),
          now,
          lang,
        )
        .then(byId),
      this.lookups.episodesByIds(episodeIds),
      // The lookup's titles are English; another language asks the catalog for its names.
      lang === 'en' ? undefined : this.queries.execute(new GetCatalogNamesQuery([], episodeIds, lang)),
    ]);
    const episodes = new Map(live.filter((e) => e.live).map((e) => [e.id, { ...e, title: names?.episodes.get(e.id)?.title ?? e.title }]));
    const held = (comicId: string) => lines.filter((l) => l.comicId === comicId && episodes.has(l.episodeId));
    return {
      total,
      page,
      pageSize,
      items: rows
        .filter((r) => comics.has(r.comicId))
        .map((r) => ({
          comic: comics.get(r.comicId)!,
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
        })),
    };
  }
}
