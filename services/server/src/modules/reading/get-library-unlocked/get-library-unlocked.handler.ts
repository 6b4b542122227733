import { QueryBus, QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Clock } from '../../../platform/clock/clock.js';
import { CatalogLookups, CatalogQueries, GetCatalogNamesQuery } from '../../catalog/index.js';
import { GetGiftBoxQuery, GetUnlocksQuery } from '../../wallet/index.js';
import { byId, checkPaging, inFilter, pageOf, type ShelfPage } from '../library.shelf.js';
import { GetLibraryUnlockedQuery, type UnlockedEntry } from './get-library-unlocked.query.js';

interface Group { comicId: string; unlocks: Array<{ episodeId: string; via: string; at: Date }>; rentals: Array<{ episodeId: string; expiresAt: Date; used: boolean; at: Date }>; last: Date }

/** A rental pass shows until it expires; comics and episodes hidden since are left out. */
@QueryHandler(GetLibraryUnlockedQuery)
export class GetLibraryUnlockedHandler implements IQueryHandler<GetLibraryUnlockedQuery> {
  constructor(private readonly queries: QueryBus, private readonly catalog: CatalogQueries, private readonly lookups: CatalogLookups, private readonly clock: Clock) {}

  async execute({ userId, page, pageSize, filter, lang }: GetLibraryUnlockedQuery): Promise<ShelfPage<UnlockedEntry>> {
    checkPaging(page, pageSize);
    const now = this.clock.now();
    const [unlocks, gifts] = await Promise.all([this.queries.execute(new GetUnlocksQuery(userId)), this.queries.execute(new GetGiftBoxQuery(userId))]);
    const passes = gifts.filter((g) => g.type === 'rental' && g.episodeId && !g.passExpired && g.expiresAt && g.expiresAt.getTime() > now.getTime());
    const passEpisodes = new Map((await this.lookups.episodesByIds(passes.map((p) => p.episodeId!))).map((e) => [e.id, e]));

    const groups = new Map<string, Group>();
    const group = (comicId: string) => {
      let g = groups.get(comicId);
      if (!g) groups.set(comicId, (g = { comicId, unlocks: [], rentals: [], last: new Date(0) }));
      return g;
    };
    for (const u of unlocks) {
      const g = group(u.comicId);
      g.unlocks.push({ episodeId: u.episodeId, via: u.via, at: u.createdAt });
      if (u.createdAt > g.last) g.last = u.createdAt;
    }
    for (const p of passes) {
      const e = passEpisodes.get(p.episodeId!);
      if (!e) continue;
      const g = group(e.comicId);
      g.rentals.push({ episodeId: e.id, expiresAt: p.expiresAt!, used: p.spend > 0, at: p.claimedAt });
      if (p.claimedAt > g.last) g.last = p.claimedAt;
    }
    const keys = new Map((await this.catalog.shelfKeys([...groups.keys()], now)).map((k) => [k.id, k]));
    const shelf = [...groups.values()]
      .filter((g) => { const k = keys.get(g.comicId); return !!k && inFilter(k, filter); })
      .sort((a, b) => b.last.getTime() - a.last.getTime() || a.comicId.localeCompare(b.comicId));
    const onPage = pageOf(shelf, page, pageSize);
    const episodeIds = onPage.items.flatMap((g) => [...g.unlocks.map((u) => u.episodeId), ...g.rentals.map((r) => r.episodeId)]);
    const [comics, live, names] = await Promise.all([
      this.catalog.comicsByIds(onPage.items.map((g) => g.comicId), now, lang).then(byId),
      this.lookups.episodesByIds(episodeIds),
      // The lookup's titles are English; another language asks the catalog for its names.
      lang === 'en' ? undefined : this.queries.execute(new GetCatalogNamesQuery([], episodeIds, lang)),
    ]);
    const episodes = new Map(live.filter((e) => e.live).map((e) => [e.id, { ...e, title: names?.episodes.get(e.id)?.title ?? e.title }]));
    return {
      ...onPage,
      items: onPage.items.filter((g) => comics.has(g.comicId)).map((g) => ({
        comic: comics.get(g.comicId)!,
        episodes: g.unlocks.filter((u) => episodes.has(u.episodeId)).map((u) => {
          const e = episodes.get(u.episodeId)!;
          return { episodeId: e.id, episodeNumber: e.episodeNumber, title: e.title, via: u.via, unlockedAt: u.at };
        }).sort((a, b) => a.episodeNumber - b.episodeNumber),
        rentals: g.rentals.filter((r) => episodes.has(r.episodeId)).map((r) => {
          const e = episodes.get(r.episodeId)!;
          return { episodeId: e.id, episodeNumber: e.episodeNumber, title: e.title, expiresAt: r.expiresAt, used: r.used };
        }),
        lastUnlockedAt: g.last,
      })),
    };
  }
}
