import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { Clock } from '../../../platform/clock/clock.js';
import { PG_POOL, prepared } from '../../../platform/database/pg-pool.js';
import { CatalogQueries, COMIC_PUBLIC, EPISODE_PUBLIC, type CatalogLanguage, type ComicOut } from '../../catalog/index.js';
import { shelfWindow, type LibraryFilter, type LibraryShelfQuery, type ShelfKeys, type ShelfWindow } from './library.shelf.js';

/** The whole Recent shelf is at most this long (the oldest reads drop off). */
export const RECENT_MAX = 1000;

export interface RecentKey {
  comicId: string;
  episodeId: string;
  percentage: number;
  readAt: Date;
}
export interface SubscribedKey {
  comicId: string;
  since: Date;
  latestRelease: Date | null;
}
export interface UnlockedKey {
  comicId: string;
  last: Date;
}
export interface UnlockedLine {
  comicId: string;
  episodeId: string;
  via: string | null;
  at: Date;
  expiresAt: Date | null;
  used: boolean;
}

const FILTER: Record<LibraryFilter, string> = {
  all: 'true',
  manga: 'c.team_assignment IS NULL',
  vendor: 'c.team_assignment IS NOT NULL',
};

/**
 * Which comics a shelf holds, in its order, one page of them and how many in all: one statement
 * per shelf over the reader's entries and the catalog's publication state (ADR 0049). A shelf of
 * a thousand comics is filtered, ordered and cut in PostgreSQL, so only the page crosses to the
 * server. These are the only reads of other contexts' tables the library makes, all read-only:
 * the inbox's bells (`rm.inbox_bells`), the wallet's unlocks, gift claims and rental passes, and
 * the catalog's comics and episodes under its publication rules. Each shelf takes the query's page
 * (checked by shelfWindow); $1 is always now (the Clock), and the page's comics (`comics`) are read
 * at that same instant. Named statements, parsed and planned once per connection.
 */
@Injectable()
export class LibraryShelfReads {
  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly catalog: CatalogQueries,
    private readonly clock: Clock,
  ) {}

  /** The public comics of a shelf page, texts in `lang`, by id (read at the page's now). */
  async comics({ rows, now }: ShelfKeys<{ comicId: string }>, lang: CatalogLanguage): Promise<Map<string, ComicOut>> {
    const comics = await this.catalog.comicsByIds(
      rows.map((r) => r.comicId),
      now,
      lang,
    );
    return new Map(comics.map((c) => [c.id, c]));
  }

  /** The comics read, last read first (of the latest RECENT_MAX reads), hidden comics left out. */
  recent(q: LibraryShelfQuery<unknown>): Promise<ShelfKeys<RecentKey>> {
    const w = shelfWindow(q, this.clock.now());
    return this.page(
      `
      SELECT r.comic_id AS "comicId", r.episode_id AS "episodeId", coalesce(p.percentage, 0) AS percentage, r.read_at AS "readAt"
      FROM (SELECT * FROM rm.reading_recent WHERE user_id = $2 ORDER BY read_at DESC, comic_id LIMIT ${RECENT_MAX}) r
      JOIN catalog_comics c ON c.id = r.comic_id::uuid AND ${COMIC_PUBLIC} AND ${FILTER[w.filter]}
      LEFT JOIN rm.reading_progress p ON p.user_id = r.user_id AND p.episode_id = r.episode_id
      WHERE $1::timestamptz IS NOT NULL`,
      '"readAt" DESC, "comicId"',
      w,
    );
  }

  /** The belled comics, the newest live episode first (none yet: last), then the latest bell. */
  subscribed(q: LibraryShelfQuery<unknown>): Promise<ShelfKeys<SubscribedKey>> {
    const w = shelfWindow(q, this.clock.now());
    return this.page(
      `
      SELECT b.comic_id::text AS "comicId", b.since,
        (SELECT max(e.release_date) FROM catalog_episodes e WHERE e.comic_id = b.comic_id AND ${EPISODE_PUBLIC}) AS "latestRelease"
      FROM rm.inbox_bells b JOIN catalog_comics c ON c.id = b.comic_id AND ${COMIC_PUBLIC} AND ${FILTER[w.filter]}
      WHERE b.user_id = $2::uuid`,
      '"latestRelease" DESC NULLS LAST, since DESC, "comicId"',
      w,
    );
  }

  /**
   * The comics with an unlocked episode or a live rental pass, the latest unlock or claim first,
   * with what the reader holds of the page's comics: each unlocked episode (`via`) and each live
   * rental pass (`expiresAt`), latest first.
   */
  async unlocked(q: LibraryShelfQuery<unknown>): Promise<ShelfKeys<UnlockedKey> & { lines: UnlockedLine[] }> {
    const w = shelfWindow(q, this.clock.now());
    const {
      rows: [r],
    } = await this.pool.query<{
      total: number;
      keys: Array<{ comicId: string; last: string }>;
      lines: Array<Omit<UnlockedLine, 'at' | 'expiresAt'> & { at: string; expiresAt: string | null }>;
    }>(
      prepared(
        `
      WITH held AS (
        SELECT comic_id::uuid, episode_id, via, created_at AS at, NULL::timestamptz AS expires_at, false AS used FROM rm.wallet_unlocks WHERE user_id = $2
        UNION ALL SELECT comic_id, episode_id, NULL, at, expires_at, used FROM (${LIVE_RENTALS}) p),
      shelf AS MATERIALIZED (
        SELECT h.comic_id, max(h.at) AS last FROM held h JOIN catalog_comics c ON c.id = h.comic_id AND ${COMIC_PUBLIC} AND ${FILTER[w.filter]}
        GROUP BY h.comic_id),
      page AS (SELECT * FROM shelf ORDER BY last DESC, comic_id OFFSET $3 LIMIT $4)
      SELECT (SELECT count(*) FROM shelf)::int AS total,
        (SELECT coalesce(json_agg(json_build_object('comicId', comic_id, 'last', last) ORDER BY last DESC, comic_id), '[]') FROM page) AS keys,
        (SELECT coalesce(json_agg(json_build_object('comicId', h.comic_id, 'episodeId', h.episode_id, 'via', h.via, 'at', h.at, 'expiresAt', h.expires_at, 'used', h.used)
           ORDER BY h.at DESC, h.episode_id), '[]') FROM held h WHERE h.comic_id IN (SELECT comic_id FROM page)) AS lines`,
        [w.now, w.userId, w.offset, w.limit],
      ),
    );
    return {
      now: w.now,
      total: r!.total,
      rows: r!.keys.map((k) => ({ comicId: k.comicId, last: new Date(k.last) })),
      lines: r!.lines.map((l) => ({ ...l, at: new Date(l.at), expiresAt: l.expiresAt ? new Date(l.expiresAt) : null })),
    };
  }

  /** One page of `shelf` (a statement over $1 now and $2 the reader) in `order`, with the count of all its rows. */
  private async page<T>(shelf: string, order: string, w: ShelfWindow): Promise<ShelfKeys<T>> {
    const { rows } = await this.pool.query<T & { total: number }>(
      prepared(
        `
      WITH shelf AS MATERIALIZED (${shelf})
      SELECT p.*, t.total FROM (SELECT count(*)::int AS total FROM shelf) t
      LEFT JOIN LATERAL (SELECT * FROM shelf ORDER BY ${order} OFFSET $3 LIMIT $4) p ON true`,
        [w.now, w.userId, w.offset, w.limit],
      ),
    );
    const keys = rows
      .filter((r) => (r as { comicId?: unknown }).comicId != null)
      .map((row) => {
        const { total: _t, ...key } = row;
        return key as T;
      });
    return { rows: keys, total: rows[0]?.total ?? 0, now: w.now };
  }
}

/** The reader's ($2) rental passes from gifts that are not expired, with their episode's comic (passes of hidden episodes are dropped later). */
const LIVE_RENTALS = `
  SELECT e.comic_id, g.episode_id, g.claimed_at AS at, g.expires_at, p.used_at IS NOT NULL AS used
  FROM rm.wallet_gift_claims g
  LEFT JOIN rm.wallet_rental_passes p ON p.user_id = g.user_id AND p.pass_id = g.pass_id
  JOIN catalog_episodes e ON e.id = g.episode_id::uuid
  WHERE g.user_id = $2 AND g.gift_type = 'rental' AND g.episode_id IS NOT NULL AND NOT coalesce(p.expired, false) AND g.expires_at > $1`;
