import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import type pg from 'pg';
import { PG_POOL } from '../../../platform/database/pg-pool.js';
import { readingAfter } from '../../../platform/database/read-pool.js';
import { parseWalPosition, type WalPosition } from '../../../platform/database/wal-position.js';
import { Clock, DAY } from '../../../platform/clock/clock.js';

export interface CachedBody {
  etag: string;
  json: Buffer;
  gzip?: Buffer;
}
interface State {
  revision: number;
  validFrom: number;
  validUntil: number;
  checkedAt: number;
  /** The primary's WAL position when the revision was read: bodies of this state are built from data at least this new. */
  position?: WalPosition;
}

const REVISION_CHECK_MS = 1000;
const MAX_ENTRIES = 5000;

/**
 * Serialised content responses, cached per catalog state. The state is the catalog revision
 * (bumped by every import that changed something) plus the time window in which no publication
 * rule flips (next episode release, banner/slide/promo window edge, notification schedule, UTC
 * midnight for gift expiry). A response built in one state is never served in another, so
 * neither an import nor the clock passing a release date can leave a stale body behind.
 * Other instances notice an import within REVISION_CHECK_MS.
 */
@Injectable()
export class CatalogCache {
  private state?: State;
  private refreshing?: Promise<State>;
  private readonly entries = new Map<string, { token: string; at: number; value: CachedBody }>();
  /** Unserialised lookups (see `value`), same state rule. */
  private readonly values = new Map<string, { token: string; value: Promise<unknown> }>();
  /** Builds in flight, so a burst of misses on one key runs the queries once. */
  private readonly building = new Map<string, Promise<CachedBody>>();

  constructor(
    @Inject(PG_POOL) private readonly pool: pg.Pool,
    private readonly clock: Clock,
  ) {}

  /** Called in-process after an import so the next read rebuilds at once. */
  invalidate(): void {
    this.state = undefined;
    this.entries.clear();
    this.values.clear();
  }

  private async currentState(): Promise<State> {
    const now = this.clock.now().getTime();
    const s = this.state;
    if (s && now >= s.validFrom && now < s.validUntil && performance.now() - s.checkedAt < REVISION_CHECK_MS) return s;
    this.refreshing ??= this.refresh(now, s).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async refresh(now: number, prev: State | undefined): Promise<State> {
    const { rows } = await this.pool.query('SELECT revision, pg_current_wal_insert_lsn()::text AS position FROM catalog_meta WHERE id = 1');
    const revision = Number(rows[0]?.revision ?? 0);
    const position = parseWalPosition(rows[0]?.position);
    if (prev && prev.revision === revision && now >= prev.validFrom && now < prev.validUntil) {
      prev.checkedAt = performance.now();
      return prev;
    }
    const at = new Date(now);
    const {
      rows: [t],
    } = await this.pool.query(
      `SELECT LEAST(
        (SELECT min(release_date) FROM catalog_episodes WHERE release_date > $1),
        (SELECT min(start_date) FROM catalog_banners WHERE start_date > $1),
        (SELECT min(end_date) + interval '1 millisecond' FROM catalog_banners WHERE end_date >= $1),
        (SELECT min(start_date) FROM catalog_slides WHERE start_date > $1),
        (SELECT min(end_date) + interval '1 millisecond' FROM catalog_slides WHERE end_date >= $1),
        (SELECT min(valid_from) FROM catalog_promos WHERE valid_from > $1),
        (SELECT min(valid_to) + interval '1 millisecond' FROM catalog_promos WHERE valid_to >= $1),
        (SELECT min(schedule) FROM catalog_notifications WHERE schedule > $1)) AS next`,
      [at],
    );
    const midnight = Math.floor(now / DAY) * DAY + DAY;
    const next = t?.next ? Math.min(new Date(t.next).getTime(), midnight) : midnight;
    const state = { revision, validFrom: now, validUntil: next, checkedAt: performance.now(), position };
    this.state = state;
    return state;
  }

  /** The revision now in force (part of every ETag). */
  async revision(): Promise<number> {
    return (await this.currentState()).revision;
  }

  /**
   * A value built once per catalog state, e.g. an episode's price and publication for a purchase:
   * like `get`, it is never served in another state, so an import or a release date passing is
   * seen at once in this instance (within REVISION_CHECK_MS in others). A failed build (a 404) is
   * not kept. Callers must not mutate what they get.
   */
  async value<T>(key: string, build: () => Promise<T>): Promise<T> {
    const s = await this.currentState();
    const token = `${s.revision}:${s.validFrom}`;
    const hit = this.values.get(key);
    if (hit && hit.token === token) return hit.value as Promise<T>;
    // A replica serves the build only once it has replayed the revision (docs/adr/0066).
    const value = readingAfter(s.position, build);
    if (this.state === s) {
      if (this.values.size >= MAX_ENTRIES) this.values.delete(this.values.keys().next().value!);
      this.values.delete(key);
      this.values.set(key, { token, value });
      value.catch(() => {
        if (this.values.get(key)?.value === value) this.values.delete(key);
      });
    }
    return value;
  }

  /**
   * The cached serialised body for `key`, built once per catalog state. With `maxAgeMs`, a body
   * older than that in the same state is still answered while one rebuild runs beside it (its
   * counts may then lag by one rebuild); a body of another state never is.
   */
  async get(key: string, build: () => Promise<unknown>, opts: { gzip?: boolean; maxAgeMs?: number } = {}): Promise<CachedBody> {
    const s = await this.currentState();
    const token = `${s.revision}:${s.validFrom}`;
    const hit = this.entries.get(key);
    if (hit && hit.token === token) {
      if (opts.maxAgeMs !== undefined && performance.now() - hit.at >= opts.maxAgeMs) {
        // A failed refresh leaves the body as it is; the next request past its age tries again.
        this.rebuild(key, token, s, build, opts).catch(() => undefined);
      }
      return hit.value;
    }
    return this.rebuild(key, token, s, build, opts);
  }

  /** Builds `key`'s body in state `s` and keeps it; concurrent calls for one key and state share one build. */
  private rebuild(key: string, token: string, s: State, build: () => Promise<unknown>, opts: { gzip?: boolean }): Promise<CachedBody> {
    const flightKey = `${token}|${key}`;
    const inFlight = this.building.get(flightKey);
    if (inFlight) return inFlight;
    const p = (async () => {
      const json = Buffer.from(JSON.stringify(await readingAfter(s.position, build)));
      const etag = `"r${s.revision}-${createHash('sha1').update(json).digest('base64url').slice(0, 20)}"`;
      const value: CachedBody = { etag, json, gzip: (opts.gzip ?? json.length > 1024) ? gzipSync(json, { level: 6 }) : undefined };
      if (this.state === s) {
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
        this.entries.delete(key);
        this.entries.set(key, { token, at: performance.now(), value });
      }
      return value;
    })().finally(() => this.building.delete(flightKey));
    this.building.set(flightKey, p);
    return p;
  }
}
