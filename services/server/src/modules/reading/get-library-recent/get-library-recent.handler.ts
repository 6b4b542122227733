import { Inject } from '@nestjs/common';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type pg from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { PG_POOL } from '../../../platform/database/pg-pool.js';
import { CatalogLookups } from '../../catalog/index.js';
import { CatalogQueries } from '../../catalog/index.js';
import { byId, checkPaging, inFilter, pageOf, type ShelfPage } from '../library.shelf.js';
import { GetLibraryRecentQuery, type RecentEntry } from './get-library-recent.query.js';

/** The whole shelf is at most this long (the oldest reads drop off). */
const RECENT_MAX = 1000;

/** Comics hidden since they were read are left out. */
@QueryHandler(GetLibraryRecentQuery)
export class GetLibraryRecentHandler implements IQueryHandler<GetLibraryRecentQuery> {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly catalog: CatalogQueries,
    private readonly lookups: CatalogLookups,
    private readonly clock: Clock,
  ) {}

  async execute({ userId, page, pageSize, filter, lang }: GetLibraryRecentQuery): Promise<ShelfPage<RecentEntry>> {
    checkPaging(page, pageSize);
    const now = this.clock.now();
    const { rows } = await this.pool.query<{ comic_id: string; episode_id: string; percentage: number; read_at: Date }>(
      'SELECT comic_id, episode_id, percentage, read_at FROM rm.reading_recent WHERE user_id = $1 ORDER BY read_at DESC, comic_id LIMIT $2', [userId, RECENT_MAX]);
    const keys = new Map((await this.catalog.shelfKeys(rows.map((r) => r.comic_id), now)).map((k) => [k.id, k]));
    const onPage = pageOf(rows.filter((r) => { const k = keys.get(r.comic_id); return !!k && inFilter(k, filter); }), page, pageSize);
    const [comics, episodes] = await Promise.all([
      this.catalog.comicsByIds(onPage.items.map((r) => r.comic_id), now, lang).then(byId),
      this.lookups.episodesByIds(onPage.items.map((r) => r.episode_id)),
    ]);
    const numbers = new Map(episodes.map((e) => [e.id, e.episodeNumber]));
    return {
      ...onPage,
      items: onPage.items.filter((r) => comics.has(r.comic_id)).map((r) => ({
        comic: comics.get(r.comic_id)!, episodeId: r.episode_id, episodeNumber: numbers.get(r.episode_id) ?? null, percentage: r.percentage, readAt: r.read_at,
      })),
    };
  }
}
