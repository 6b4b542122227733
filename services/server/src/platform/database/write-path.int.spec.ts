import type pg from 'pg';
import { conflict } from '../errors/domain-error.js';
import { freshTestDatabase } from '../testing/test-database.js';
import { advisoryKey, createPool } from './pg-pool.js';
import { WritePath } from './write-path.js';

describe('WritePath (the write fast path switch, on PostgreSQL)', () => {
  let pool: pg.Pool;
  let other: pg.Pool; // another session, to probe the locks a unit holds
  const lock = (name: string, namespace = 4343) => advisoryKey(namespace, name);
  /** A unit: records its row with the id of the transaction it ran in, after holding it `ms`. */
  const unit =
    (id: string, ms = 0) =>
    async (tx: pg.PoolClient) => {
      if (ms) await tx.query('SELECT pg_sleep($1)', [ms / 1000]);
      const { rows } = await tx.query('INSERT INTO t_path (id, txid) VALUES ($1, pg_current_xact_id()::text) RETURNING txid', [id]);
      return rows[0].txid as string;
    };
  const rows = async () => (await pool.query('SELECT id, txid FROM t_path ORDER BY id')).rows as Array<{ id: string; txid: string }>;
  /** Whether another session could take `key` now (false: a unit holds it). */
  const free = async (key: { namespace: number; key: number }) => {
    const c = await other.connect();
    try {
      await c.query('BEGIN');
      return (await c.query('SELECT pg_try_advisory_xact_lock($1, $2) AS ok', [key.namespace, key.key])).rows[0].ok as boolean;
    } finally {
      await c.query('ROLLBACK');
      c.release();
    }
  };
  /** One slow unit, then `n` units of other locks queued behind it; their transaction ids. */
  const burst = async (path: WritePath, n: number) => {
    const first = path.runUnderLock(lock('slow'), unit('0', 150));
    await new Promise((r) => setTimeout(r, 30));
    const rest = await Promise.all(Array.from({ length: n }, (_, i) => path.runUnderLock(lock(`w${i}`), unit(String(i + 1)))));
    return { first: await first, rest };
  };

  beforeAll(async () => {
    const url = await freshTestDatabase(import.meta.url);
    pool = createPool(url, 10);
    other = createPool(url, 2);
  });
  beforeEach(async () => {
    await pool.query('DROP TABLE IF EXISTS t_path; CREATE TABLE t_path (id text PRIMARY KEY, txid text NOT NULL)');
  });
  afterAll(async () => {
    await pool?.end();
    await other?.end();
  });

  it('on: units that queue while the batches are busy share one transaction, each with its own answer', async () => {
    const path = new WritePath(pool, true, { concurrent: 1, units: 16 });
    const { first, rest } = await burst(path, 4);
    expect(new Set(rest).size).toBe(1);
    expect(rest[0]).not.toBe(first);
    expect((await rows()).map((r) => r.txid)).toEqual([first, ...rest]);
    expect(path.stats).toEqual({ shared: 1, rolledBack: 0 });
  });

  it('off: every unit runs in a transaction of its own, whatever the load', async () => {
    const path = new WritePath(pool, false, { concurrent: 1, units: 16 });
    const { first, rest } = await burst(path, 4);
    expect(new Set([first, ...rest]).size).toBe(5);
    expect((await rows()).map((r) => r.txid)).toEqual([first, ...rest]);
    expect(path.stats).toEqual({ shared: 0, rolledBack: 0 });
  });

  it.each([true, false])(
    'fast=%s: a unit holds its lock to the end of its transaction; units of one lock run one after another',
    async (fast) => {
      const path = new WritePath(pool, fast);
      let heldInside: boolean | undefined;
      await path.runUnderLock(lock('held'), async (tx) => {
        heldInside = !(await free(lock('held')));
        return unit('a')(tx);
      });
      expect(heldInside).toBe(true);
      expect(await free(lock('held'))).toBe(true);
      // Ten units of one lock at once: each sees every row the ones before it committed.
      const seen = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          path.runUnderLock(lock('one'), async (tx) => {
            const n = Number((await tx.query("SELECT count(*) n FROM t_path WHERE id LIKE 'one-%'")).rows[0].n);
            await new Promise((r) => setTimeout(r, 5)); // a racing unit would read the same count meanwhile
            await unit(`one-${i}`)(tx);
            return n;
          }),
        ),
      );
      expect([...seen].sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    },
  );

  it.each([true, false])(
    'fast=%s: a refused unit moves nothing and fails alone; a failing one rolls back only its own writes',
    async (fast) => {
      const path = new WritePath(pool, fast, { concurrent: 1, units: 16 });
      const slow = path.runUnderLock(lock('slow'), unit('0', 150));
      await new Promise((r) => setTimeout(r, 30));
      const outcomes = await Promise.allSettled([
        path.runUnderLock(lock('a'), unit('a')),
        path.runUnderLock(lock('b'), async () => {
          throw conflict('REFUSED', 'no');
        }),
        path.runUnderLock(lock('c'), async (tx) => {
          await unit('c')(tx);
          await tx.query('SELECT 1/0');
        }),
        path.runUnderLock(lock('d'), unit('d')),
      ]);
      await slow;
      expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'rejected', 'fulfilled']);
      expect((outcomes[1] as PromiseRejectedResult).reason).toMatchObject({ code: 'REFUSED' });
      expect((outcomes[2] as PromiseRejectedResult).reason).toMatchObject({ code: '22012' }); // division_by_zero
      expect((await rows()).map((r) => r.id)).toEqual(['0', 'a', 'd']);
    },
  );

  it('on: each lock namespace has batches of its own, so one user of the door never waits for another', async () => {
    const path = new WritePath(pool, true, { concurrent: 1, units: 16 });
    const done: string[] = [];
    const slow = path.runUnderLock(lock('slow', 1), unit('0', 300)).then(() => done.push('slow'));
    await new Promise((r) => setTimeout(r, 30));
    await path.runUnderLock(lock('x', 2), unit('x')).then(() => done.push('x'));
    await slow;
    expect(done).toEqual(['x', 'slow']);
  });
});
