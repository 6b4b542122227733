import pg from 'pg';

// bigint (int8) columns come back as JS numbers: positions and versions stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));
// numeric comes back as a number too (prices with two decimals).
pg.types.setTypeParser(1700, (v) => Number(v));

export const PG_POOL = Symbol('PG_POOL');

export function createPool(connectionString: string, max = 10): pg.Pool {
  const pool = new pg.Pool({ connectionString, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
  pool.on('error', () => { /* an idle client died; the pool replaces it */ });
  return pool;
}

export type Queryable = Pick<pg.PoolClient, 'query'>;

/** Runs fn in one transaction on a pooled client; rolls back on any throw. */
export async function withTransaction<T>(pool: pg.Pool, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await fn(client);
    await client.query('COMMIT');
    return result;
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    client.release();
  }
}
