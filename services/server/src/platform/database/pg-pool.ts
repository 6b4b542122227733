import { createHash } from 'node:crypto';
import pg from 'pg';
import { advisoryXactLockSql, type AdvisoryKey } from './advisory-locks.js';
import { faults } from '../metrics/metrics.js';

// bigint (int8) columns come back as JS numbers: positions and versions stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric comes back as a number too (prices with two decimals).
pg.types.setTypeParser(1700, (v) => Number(v));

export const PG_POOL = Symbol('PG_POOL');

export function createPool(connectionString: string, max = 10, connectionTimeoutMillis = 5_000): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis });
  pool.on('error', () => {
    /* an idle client died; the pool replaces it */
  });
  // A client checked out but between queries (a held transaction, a lock holder) has no listener
  // of the pool's: without its own, PostgreSQL ending the session (a restart, a terminated
  // backend) would be an unhandled 'error' event and end the process. Its next query fails
  // instead, and the pool drops it on release (it is no longer queryable).
  pool.on('connect', (client) => {
    client.on('error', () => {
      faults.inc({ fault: 'postgres_connection_lost' });
    });
  });
  return pool;
}

export type Queryable = Pick<pg.PoolClient, 'query'>;

/**
 * Runs fn in one transaction on a pooled client; rolls back on any throw. `begin` and `commit`
 * (given fn's result) may carry statements of their own, sent in the same round trip.
 */
export async function withTransaction<T>(
  pool: pg.Pool,
  fn: (client: pg.PoolClient) => Promise<T>,
  begin = 'BEGIN',
  commit: (result: T) => string = () => 'COMMIT',
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query(begin);
    const result = await fn(client);
    await client.query(commit(result));
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}

const statementNames = new Map<string, string>();

/**
 * A named statement for one that runs on every request: the server parses it once per connection
 * and may reuse its plan, where an unnamed one is parsed and planned each time (the CTE-heavy
 * statements of a purchase cost more to plan than to run). Same text, same name.
 */
export function prepared(text: string, values: unknown[]): pg.QueryConfig {
  let name = statementNames.get(text);
  if (!name) {
    name = `k_${createHash('sha1').update(text).digest('base64url').slice(0, 24)}`;
    if (statementNames.size >= 1000) statementNames.clear(); // texts are few; this only bounds a leak
    statementNames.set(text, name);
  }
  return { name, text, values };
}

/** shiftParams' answers by shift and text: a statement's pieces are the same texts call after call. */
const shifted = new Map<number, Map<string, string>>();

/**
 * A subquery written with its own $1…$n, renumbered to follow `by` parameters of the statement it
 * is embedded in. Only for SQL written in this code base (no `$n` inside literals or dollar quotes).
 */
export function shiftParams(sql: string, by: number): string {
  let texts = shifted.get(by);
  if (!texts) shifted.set(by, (texts = new Map()));
  let out = texts.get(sql);
  if (out === undefined) {
    out = sql.replace(/\$(\d+)/g, (_, n: string) => `$${Number(n) + by}`);
    if (texts.size >= 1000) texts.clear(); // texts are few (one per statement shape); this only bounds a leak
    texts.set(sql, out);
  }
  return out;
}

export { advisoryKey, advisoryXactLockSql, type AdvisoryKey } from './advisory-locks.js';

/**
 * The start of a transaction under advisory locks, as one simple-query string (one round trip).
 * It also makes this transaction's prepared statements use their generic plans. Those statements
 * find rows by key, which a generic plan does by index whatever the key, planned once per
 * connection. A custom plan is made again on every execution, and for a stream holding much of
 * es.events it may choose a sequential scan (docs/performance.md, "Generic plans").
 */
export function lockedBegin(locks: AdvisoryKey[]): string {
  return ['BEGIN', 'SET LOCAL plan_cache_mode = force_generic_plan', ...locks.map(advisoryXactLockSql)].join('; ');
}

/**
 * withTransaction under a transaction-scoped advisory lock, begun by `lockedBegin`: one round
 * trip where two would be, on the path of every hot-row writer.
 */
export function withLockedTransaction<T>(pool: pg.Pool, lock: AdvisoryKey, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return withTransaction(pool, fn, lockedBegin([lock]));
}
