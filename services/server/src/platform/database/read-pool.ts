import type pg from 'pg';
import { requestContext, type RequestContext } from '../context/request-context.js';
import { logger } from '../logging/logger.js';
import { readFallbacks, readsRouted } from '../metrics/replica-metrics.js';
import type { Queryable } from './pg-pool.js';
import { PrimaryPositions, Replica } from './replica.js';
import { laterPosition, parseWalPosition, type WalPosition } from './wal-position.js';

export type FallbackReason = 'lag' | 'down' | 'ryw' | 'error';

/** How often the replicas are probed (ms). */
export const PROBE_EVERY_MS = 500;

/**
 * Where reads go: the read router of the query handlers and read models (docs/adr/0066). It
 * queries like a pool (`query(text, values)`, one statement, never a transaction). A read goes to
 * a streaming replica (round robin) only when all of these hold, else to the primary:
 * - its request allows it (`replicaReads`: a GET or a GraphQL query; writes, jobs, projections
 *   and the CLI read the primary);
 * - the replica is in rotation: it answered its last probe and its lag is within
 *   REPLICA_MAX_LAG_MS;
 * - it has replayed the reader's last write (`readAfter`, the position the reader's last write
 *   response carried).
 * A replica's query that fails is asked once more of the primary; a lost connection also takes
 * the replica out of rotation until a probe answers. With no replicas every read is the
 * primary's, as if the handlers held the primary pool.
 */
export class ReadPool implements Queryable {
  readonly query: Queryable['query'];
  private readonly positions: PrimaryPositions;
  private next = 0;
  private timer?: NodeJS.Timeout;
  private probing?: Promise<void>;

  constructor(
    readonly primary: pg.Pool,
    readonly replicas: readonly Replica[],
    private readonly clock: () => number = Date.now,
  ) {
    // Long enough to date any lag up to a few REPLICA_MAX_LAG_MS; older, the replay age bounds it.
    this.positions = new PrimaryPositions(60_000);
    this.query = ((text: string | pg.QueryConfig, values?: unknown[]) => this.read(text, values)) as Queryable['query'];
  }

  get hasReplicas(): boolean {
    return this.replicas.length > 0;
  }

  /** Starts probing the replicas every `everyMs` (none: nothing to do). */
  start(everyMs = PROBE_EVERY_MS): void {
    if (!this.hasReplicas || this.timer) return;
    void this.probe();
    this.timer = setInterval(() => void this.probe(), everyMs);
    this.timer.unref();
  }

  /** Stops probing and closes the replicas' pools (the primary's is the app's). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.probing?.catch(() => undefined);
    await Promise.all(this.replicas.map((r) => r.pool.end().catch(() => undefined)));
  }

  /**
   * One probe round: the primary's position first, then each due replica's replay position, so a
   * replica is never thought ahead of where it is. A primary that does not answer leaves every
   * replica's state as it was (reads then fail or succeed on the primary as they would alone).
   */
  probe(): Promise<void> {
    this.probing ??= (async () => {
      let position: WalPosition | undefined;
      try {
        position = parseWalPosition((await this.primary.query('SELECT pg_current_wal_insert_lsn()::text AS lsn')).rows[0]?.lsn);
      } catch (err) {
        logger.debug({ err: String(err) }, 'read router: the primary did not answer its position');
      }
      if (position === undefined) return;
      this.positions.record(position, this.clock());
      const now = this.clock();
      await Promise.all(this.replicas.filter((r) => r.due(now)).map((r) => r.probe(this.positions, this.clock)));
    })().finally(() => {
      this.probing = undefined;
    });
    return this.probing;
  }

  /**
   * The primary's WAL position now: at or after the end of every commit made before the call.
   * The insert position, not the written one (pg_current_wal_lsn): with synchronous_commit off a
   * commit returns before its record is written out, and a replica that has replayed up to the
   * written position may still lack it.
   */
  async writePosition(): Promise<WalPosition | undefined> {
    const { rows } = await this.primary.query('SELECT pg_current_wal_insert_lsn()::text AS lsn');
    return parseWalPosition(rows[0]?.lsn);
  }

  /** The replica that should serve a read in `ctx`, or undefined for the primary (counting why). */
  route(ctx: RequestContext | undefined): Replica | undefined {
    if (!this.hasReplicas || !ctx?.replicaReads) return undefined;
    const choice = chooseReplica(this.replicas, ctx.readAfter, this.next);
    if (typeof choice === 'string') {
      readFallbacks.inc({ reason: choice });
      return undefined;
    }
    this.next = choice + 1;
    return this.replicas[choice];
  }

  private async read(text: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    const replica = this.route(requestContext.get());
    if (replica) {
      readsRouted.inc({ target: 'replica' });
      try {
        return await replica.pool.query(text as string, values);
      } catch (err) {
        if (lostConnection(err)) replica.down(this.clock(), err);
        readFallbacks.inc({ reason: 'error' });
      }
    }
    readsRouted.inc({ target: 'primary' });
    return this.primary.query(text as string, values);
  }
}

/**
 * The index of the replica (from `start`, round robin) that may serve a read after `after`, or
 * why none may: every replica is down; those up are all behind REPLICA_MAX_LAG_MS (lag); those in
 * rotation have not all replayed the reader's last write (ryw).
 */
export function chooseReplica(
  replicas: readonly Replica[],
  after: WalPosition | undefined,
  start: number,
): number | Exclude<FallbackReason, 'error'> {
  let inRotation = false;
  for (let k = 0; k < replicas.length; k++) {
    const i = (start + k) % replicas.length;
    const r = replicas[i]!;
    if (!r.inRotation) continue;
    inRotation = true;
    if (after === undefined || r.state.replayed >= after) return i;
  }
  if (inRotation) return 'ryw';
  return replicas.some((r) => r.state.up) ? 'lag' : 'down';
}

/** The connection failed or was cut (the replica stopped, restarted or is unreachable), rather than the statement. */
function lostConnection(err: unknown): boolean {
  const e = err as { severity?: unknown; code?: unknown } | null;
  if (!e || typeof e !== 'object' || e.severity === undefined) return true; // not an answer of the server's
  const code = String(e.code ?? '');
  return code.startsWith('08') || code.startsWith('57P');
}

/** Runs `fn` reading data at least as new as `position` (besides the reader's own last write). */
export function readingAfter<T>(position: WalPosition | undefined, fn: () => T): T {
  const ctx = requestContext.get();
  if (!ctx || position === undefined) return fn();
  return requestContext.run({ ...ctx, readAfter: laterPosition(ctx.readAfter, position) }, fn);
}
