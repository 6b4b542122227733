import pg, { escapeLiteral } from 'pg';
import { prepared, withTransaction } from '../database/pg-pool.js';
import { logger } from '../logging/logger.js';
import { faults, onScrape, projectionRunnerActive, projectionRunnerIdle } from '../metrics/metrics.js';
import { EVENTS_CHANNEL } from '../event-store/event-store.js';
import { eventTypesOf } from '../event-store/subscriber-wake-up.js';
import { readAfter } from './event-feed.js';
import { DEFAULT_BATCH } from './projection-builder.js';
import { readsOf } from './projection-registry.js';
import { applyProjection, contextFor, LOCK, recordError, saveCheckpointSql } from './projection-store.js';
import type { Projection } from './projection.types.js';

/** Per loop: the event types that wake it (all when null), its wake-ups, how to end its sleep. */
interface LoopListener {
  handles: Set<string> | null;
  notified: number;
  wake?: () => void;
}

export interface RunnerTimings {
  pollMs: number;
  lockRetryMs: number;
  maxBackoffMs: number;
}
export const DEFAULT_TIMINGS: RunnerTimings = { pollMs: 500, lockRetryMs: 3000, maxBackoffMs: 30_000 };

/**
 * One batch of an async projection or reactor on its live generation, in one transaction with
 * its checkpoint. Returns whether more events are waiting. Five round trips: BEGIN with the
 * shared lock of the live generation; the read bound, the generation and its checkpoint (locked);
 * the events (see readAfter); the apply; the checkpoint with the COMMIT.
 */
export async function runBatch(pool: pg.Pool, p: Projection): Promise<boolean> {
  const done = await withTransaction(
    pool,
    async (tx) => {
      // After the lock (a switch holding it exclusively has committed its generation by then); the
      // bound is taken before this transaction writes anything, so its own id cannot hold it back.
      const {
        rows: [live],
      } = await tx.query(
        prepared(
          `SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS bound, g.generation, g.last_txid::text AS txid, g.last_position AS position
         FROM rm.projections p JOIN rm.projection_generations g ON g.name = p.name AND g.generation = p.generation
        WHERE p.name = $1 FOR UPDATE OF g`,
          [p.name],
        ),
      );
      if (!live) return { more: false };
      const cp = { txid: live.txid as string, position: Number(live.position) };
      const r = await readAfter(tx, cp, { limit: p.batchSize ?? DEFAULT_BATCH, types: p.handles, bound: live.bound, reads: readsOf(p) });
      if (r.events.length) await applyProjection(p, r.events, contextFor(p, tx, live.generation, false));
      const moved = r.next.txid !== cp.txid || r.next.position !== cp.position;
      return { more: r.more, checkpoint: moved ? saveCheckpointSql(p.name, live.generation, r.next, r.events.length) : undefined };
    },
    `BEGIN; SELECT pg_advisory_xact_lock_shared(${LOCK.live}, hashtext(${escapeLiteral(p.name)}))`,
    (d) => (d.checkpoint ? `${d.checkpoint}; COMMIT` : 'COMMIT'),
  );
  return done.more;
}

/**
 * The worker role's loops, one per async projection and reactor. A session advisory lock on a
 * dedicated connection makes one instance run each loop; LISTEN on the same connection wakes
 * the loops that handle an appended event type (the NOTIFY names them), and a short poll covers
 * events held back by an older open transaction and moves the others' checkpoints along.
 * Correctness does not rest on the advisory lock: each batch locks its checkpoint row.
 */
export class ProjectionRunners {
  private client?: pg.Client;
  private connecting?: Promise<pg.Client>;
  private epoch = 0;
  private stopping = false;
  private loops: Promise<void>[] = [];
  private readonly listeners = new Map<string, LoopListener>();
  /** The lease connection's query chain: loops asking at once take turns (pg 9 refuses overlapping queries). */
  private turn: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly pool: pg.Pool,
    private readonly databaseUrl: string,
    private readonly timings: RunnerTimings = DEFAULT_TIMINGS,
  ) {}

  /** When each loop of this process last finished a batch, and whether it holds its lease (for /metrics). */
  private readonly lastBatch = new Map<string, number>();
  private readonly owning = new Set<string>();
  private unscrape?: () => void;

  start(projections: Projection[]): void {
    if (!projections.length) return;
    this.loops = projections.map((p) => this.loop(p));
    this.unscrape = onScrape(async () => {
      for (const p of projections) {
        const owns = this.owning.has(p.name);
        projectionRunnerActive.set({ projection: p.name }, owns ? 1 : 0);
        if (owns) projectionRunnerIdle.set({ projection: p.name }, (Date.now() - (this.lastBatch.get(p.name) ?? Date.now())) / 1000);
        else projectionRunnerIdle.remove({ projection: p.name });
      }
    });
  }

  async stop(): Promise<void> {
    this.stopping = true;
    this.unscrape?.();
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
    this.connecting ??= this.connect().finally(() => {
      this.connecting = undefined;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const c = new pg.Client({ connectionString: this.databaseUrl, connectionTimeoutMillis: 5000 });
    const lost = () => {
      if (this.client !== c) return;
      this.client = undefined;
      this.epoch++; // every loop must win its lock again
      this.owning.clear();
      c.end().catch(() => undefined);
    };
    c.on('error', (err) => {
      logger.warn({ err }, 'projection runner connection lost');
      faults.inc({ fault: 'projection_runner_connection_lost' });
      lost();
    });
    c.on('end', lost);
    c.on('notification', (n) => this.notify(eventTypesOf(n.payload)));
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
    const listener: LoopListener = { handles: p.handles ? new Set(p.handles) : null, notified: 0 };
    this.listeners.set(p.name, listener);
    let owned: number | undefined;
    let failures = 0;
    let failing = false;
    while (!this.stopping) {
      try {
        if (owned !== this.epoch) owned = await this.tryOwn(p);
        if (owned === undefined) {
          this.owning.delete(p.name);
          await this.sleep(listener, this.timings.lockRetryMs);
          continue;
        }
        this.owning.add(p.name);
        const seen = listener.notified; // a wake-up that comes while the batch runs: no sleep after it
        const more = await runBatch(this.pool, p);
        this.lastBatch.set(p.name, Date.now());
        if (failing) {
          failing = false;
          await recordError(this.pool, p.name, null);
        }
        failures = 0;
        if (!more && seen === listener.notified) await this.sleep(listener, this.timings.pollMs, true);
      } catch (err) {
        if (this.stopping) break;
        failures++;
        failing = true;
        faults.inc({ fault: 'projection_batch_failed' });
        logger.error({ err, projection: p.name, failures }, 'projection batch failed; retrying');
        await recordError(this.pool, p.name, (err as Error).message ?? String(err)).catch(() => undefined);
        await this.sleep(listener, Math.min(this.timings.maxBackoffMs, 200 * 2 ** Math.min(failures, 10)));
      }
    }
  }

  /** Sleeps `ms`; a wake-up for the loop's events ends it early when `wakeable`, a stop always. */
  private sleep(listener: LoopListener, ms: number, wakeable = false): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        listener.wake = undefined;
        resolve();
      }, ms);
      listener.wake = () => {
        if (!wakeable && !this.stopping) return;
        clearTimeout(timer);
        listener.wake = undefined;
        resolve();
      };
    });
  }

  /** A NOTIFY: wakes the loops that handle one of its event types (every loop when it names none). */
  private notify(types: Set<string> | undefined): void {
    for (const l of this.listeners.values()) {
      if (types && l.handles && ![...types].some((t) => l.handles!.has(t))) continue;
      l.notified++;
      l.wake?.();
    }
  }

  private wakeAll(): void {
    for (const l of this.listeners.values()) l.wake?.();
  }
}
