import pg from 'pg';
import { withTransaction } from '../database/pg-pool.js';
import { logger } from '../logging/logger.js';
import { EVENTS_CHANNEL } from '../event-store/event-store.js';
import { readAfter, snapshotXmin } from './event-feed.js';
import { DEFAULT_BATCH } from './projection-builder.js';
import { readsOf } from './projection-registry.js';
import { contextFor, lockCheckpoint, LOCK, recordError, saveCheckpoint } from './projection-store.js';
import type { Projection } from './projection.types.js';

export interface RunnerTimings { pollMs: number; lockRetryMs: number; maxBackoffMs: number }
export const DEFAULT_TIMINGS: RunnerTimings = { pollMs: 500, lockRetryMs: 3000, maxBackoffMs: 30_000 };

/**
 * One batch of an async projection or reactor on its live generation, in one transaction with
 * its checkpoint. Returns whether more events are waiting.
 */
export async function runBatch(pool: pg.Pool, p: Projection): Promise<boolean> {
  return withTransaction(pool, async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock_shared($1, hashtext($2))', [LOCK.live, p.name]);
    // Taken before this transaction writes anything, so its own id cannot hold the bound back.
    const bound = await snapshotXmin(tx);
    const { rows } = await tx.query('SELECT generation FROM rm.projections WHERE name = $1', [p.name]);
    if (!rows[0]) return false;
    const generation: number = rows[0].generation;
    const cp = await lockCheckpoint(tx, p.name, generation);
    if (!cp) return false;
    const r = await readAfter(tx, cp, { limit: p.batchSize ?? DEFAULT_BATCH, types: p.handles, bound, reads: readsOf(p) });
    if (r.events.length) await p.apply(r.events, contextFor(p, tx, generation, false));
    if (r.next.txid !== cp.txid || r.next.position !== cp.position) await saveCheckpoint(tx, p.name, generation, r.next, r.events.length);
    return r.more;
  });
}

/**
 * The worker role's loops, one per async projection and reactor. A session advisory lock on a
 * dedicated connection makes one instance run each loop; LISTEN on the same connection wakes
 * them after each append, and a short poll covers events held back by an older open transaction.
 * Correctness does not rest on the advisory lock: each batch locks its checkpoint row.
 */
export class ProjectionRunners {
  private client?: pg.Client;
  private connecting?: Promise<pg.Client>;
  private epoch = 0;
  private stopping = false;
  private loops: Promise<void>[] = [];
  private waiters = new Set<() => void>();
  /** Bumped by every notification, so a loop that was busy when one came does not sleep. */
  private notified = 0;
  /** The lease connection's query chain: loops asking at once take turns (pg 9 refuses overlapping queries). */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly databaseUrl: string,
    private readonly timings: RunnerTimings = DEFAULT_TIMINGS,
  ) {}

  start(projections: Projection[]): void {
    if (!projections.length) return;
    this.loops = projections.map((p) => this.loop(p));
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeAll();
    await Promise.allSettled(this.loops);
    await this.connecting?.catch(() => undefined); // a connect in flight must not outlive stop()
    const c = this.client;
    this.client = undefined;
    await c?.end().catch(() => undefined);
  }

  /**
   * The one connection that holds the runner leases and LISTENs. Loops that ask at the same time
   * share the same pending connect: one client each would leak all but the last (and their leases).
   */
  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => { this.connecting = undefined; });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5000 });
    const lost = () => {
      if (this.client !== c) return;
      this.client = undefined;
      this.epoch++; // every loop must win its lock again
      c.end().catch(() => undefined);
    };
    c.on('error', (err) => { logger.warn({ err }, 'projection runner connection lost'); lost(); });
    c.on('end', lost);
    c.on('notification', () => { this.notified++; this.wakeAll(); });
    await c.connect();
    await c.query(`LISTEN ${EVENTS_CHANNEL}`);
    this.client = c;
    return c;
  }

  private async tryOwn(p: Projection): Promise<number | undefined> {
    const c = await this.connection();
    const epoch = this.epoch;
    const ask = () => c.query('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [LOCK.runner, p.name]);
    const asked = this.turn.then(ask, ask);
    this.turn = asked.catch(() => undefined);
    const { rows } = await asked;
    return rows[0].ok ? epoch : undefined;
  }

  private async loop(p: Projection): Promise<void> {
    let owned: number | undefined;
    let failures = 0;
    let failing = false;
    while (!this.stopping) {
      try {
        if (owned !== this.epoch) owned = await this.tryOwn(p);
        if (owned === undefined) { await this.sleep(this.timings.lockRetryMs); continue; }
        const seen = this.notified;
        const more = await runBatch(this.pool, p);
        if (failing) { failing = false; await recordError(this.pool, p.name, null); }
        failures = 0;
        if (!more && seen === this.notified) await this.sleep(this.timings.pollMs, true);
      } catch (err) {
        if (this.stopping) break;
        failures++;
        failing = true;
        logger.error({ err, projection: p.name, failures }, 'projection batch failed; retrying');
        await recordError(this.pool, p.name, (err as Error).message ?? String(err)).catch(() => undefined);
        await this.sleep(Math.min(this.timings.maxBackoffMs, 200 * 2 ** Math.min(failures, 10)));
      }
    }
  }

  private sleep(ms: number, wakeable = false): Promise<void> {
    return new Promise((resolve) => {
      const done = () => { clearTimeout(timer); this.waiters.delete(wake); resolve(); };
      const wake = () => { if (wakeable || this.stopping) done(); };
      const timer = setTimeout(done, ms);
      this.waiters.add(wake);
    });
  }

  private wakeAll(): void {
    for (const w of [...this.waiters]) w();
  }
}
