import type pg from 'pg';
import { requestContext } from '../context/request-context.js';
import { conflict } from '../errors/domain-error.js';
import { freshTestDatabase } from '../testing/test-database.js';
import { advisoryKey, createPool } from './pg-pool.js';
import { TransactionBatcher } from './transaction-batcher.js';

describe('TransactionBatcher (group commit under advisory locks, on PostgreSQL)', () => {
  let pool: pg.Pool;
  let other: pg.Pool; // a second server process's pool
  const lock = (name: string) => advisoryKey(4242, name);
  /** A unit: records its row with the id of the transaction it ran in. */
  const insert = (id: string) => async (tx: pg.PoolClient) => {
    const { rows } = await tx.query('INSERT INTO t_batch (id, txid) VALUES ($1, pg_current_xact_id()::text) RETURNING txid', [id]);
    return rows[0].txid as string;
  };
  const rows = async () => (await pool.query('SELECT id, txid FROM t_batch ORDER BY id')).rows as Array<{ id: string; txid: string }>;
  /** A unit that holds its transaction for `ms` first, so later units queue behind it. */
  const slow = (id: string, ms: number) => async (tx: pg.PoolClient) => {
    await tx.query('SELECT pg_sleep($1)', [ms / 1000]);
    return insert(id)(tx);
  };

  beforeAll(async () => {
    const url = await freshTestDatabase(import.meta.url);
    pool = createPool(url, 10);
    other = createPool(url, 10);
  });
  beforeEach(async () => {
    await pool.query('DROP TABLE IF EXISTS t_batch; CREATE TABLE t_batch (id text PRIMARY KEY, txid text NOT NULL)');
  });
  afterAll(async () => {
    await pool?.end();
    await other?.end();
  });

  it('runs a lone unit at once, in a transaction of its own', async () => {
    const b = new TransactionBatcher(pool, { concurrent: 2, units: 16 });
    const t1 = await b.run(lock('a'), insert('1'));
    const t2 = await b.run(lock('a'), insert('2'));
    expect(t1).not.toBe(t2);
    expect(await rows()).toEqual([
      { id: '1', txid: t1 },
      { id: '2', txid: t2 },
    ]);
  });

  it('puts the units that arrive while the slots are busy in one transaction, each with its own result', async () => {
    const b = new TransactionBatcher(pool, { concurrent: 1, units: 16 });
    const first = b.run(lock('x'), slow('0', 200));
    const rest = ['1', '2', '3', '4', '5'].map((id) => b.run(lock(`w${id}`), insert(id)));
    const [t0, ...ts] = await Promise.all([first, ...rest]);
    expect(new Set(ts).size).toBe(1); // one transaction for the five
    expect(ts[0]).not.toBe(t0);
    expect((await rows()).map((r) => r.id)).toEqual(['0', '1', '2', '3', '4', '5']);
    // The batch's statements were pipelined on its connection; it went back to the pool in the
    // ordinary mode, as every other pooled connection is.
    const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
    expect(clients.map((c) => (c as unknown as { pipeline: boolean }).pipeline)).toEqual(clients.map(() => false));
    clients.forEach((c) => c.release());
  });

  it('caps a batch at `units`', async () => {
    const b = new TransactionBatcher(pool, { concurrent: 1, units: 2 });
    const first = b.run(lock('x'), slow('0', 200));
    const txids = await Promise.all(['1', '2', '3', '4', '5'].map((id) => b.run(lock(`w${id}`), insert(id))));
    await first;
    expect(new Set(txids).size).toBe(3); // 2 + 2 + 1
  });

  it('lets a unit refused with a DomainError fail alone; the others commit', async () => {
    const b = new TransactionBatcher(pool, { concurrent: 1, units: 16 });
    const first = b.run(lock('x'), slow('0', 200));
    const refused = b.run(lock('r'), async () => {
      throw conflict('TEST.REFUSED', 'Not now');
    });
    const ok = ['1', '2'].map((id) => b.run(lock(`w${id}`), insert(id)));
    await expect(refused).rejects.toMatchObject({ code: 'TEST.REFUSED' });
    const [t1, t2] = await Promise.all(ok);
    await first;
    expect(t1).toBe(t2);
    expect((await rows()).map((r) => r.id)).toEqual(['0', '1', '2']);
  });

  it('rolls the batch back when a statement fails, and runs every unit again alone: only the failing one fails', async () => {
    await pool.query("INSERT INTO t_batch (id, txid) VALUES ('taken', '0')");
    const b = new TransactionBatcher(pool, { concurrent: 1, units: 16 });
    const first = b.run(lock('x'), slow('0', 200));
    const runs: string[] = [];
    const counted = (id: string) => async (tx: pg.PoolClient) => {
      runs.push(id);
      return insert(id)(tx);
    };
    const units = [b.run(lock('w1'), counted('1')), b.run(lock('dup'), counted('taken')), b.run(lock('w2'), counted('2'))];
    const [r1, dup, r2] = await Promise.allSettled(units);
    await first;
    expect(dup).toMatchObject({ status: 'rejected', reason: { code: '23505' } });
    expect(b.stats).toEqual({ shared: 1, rolledBack: 1 });
    expect(r1.status).toBe('fulfilled');
    expect(r2.status).toBe('fulfilled');
    // the batch ran all three side by side, rolled back, then each ran alone
    expect(runs).toHaveLength(6);
    expect(runs.slice(0, 3).sort()).toEqual(['1', '2', 'taken']);
    expect(runs.slice(3).sort()).toEqual(['1', '2', 'taken']);
    const after = await rows();
    expect(after.map((r) => r.id)).toEqual(['0', '1', '2', 'taken']);
    expect(after.find((r) => r.id === '1')!.txid).not.toBe(after.find((r) => r.id === '2')!.txid); // committed alone
  });

  it('rolls back a unit that wrote and then threw something other than a DomainError', async () => {
    const b = new TransactionBatcher(pool, { concurrent: 1, units: 16 });
    const first = b.run(lock('x'), slow('0', 200));
    const broken = b.run(lock('b'), async (tx) => {
      await insert('half')(tx);
      throw new TypeError('a bug after a write');
    });
    const ok = b.run(lock('w1'), insert('1'));
    await expect(broken).rejects.toThrow('a bug after a write');
    await ok;
    await first;
    expect((await rows()).map((r) => r.id)).toEqual(['0', '1']); // the half-done unit left nothing
  });

  it('runs units of one lock one after another in a batch, each seeing the writes of the one before', async () => {
    const b = new TransactionBatcher(pool, { concurrent: 1, units: 16 });
    const first = b.run(lock('x'), slow('0', 200));
    const next = (tx: pg.PoolClient) =>
      tx.query("SELECT count(*)::int AS n FROM t_batch WHERE id LIKE 'seq-%'").then(async ({ rows: [r] }) => {
        await tx.query('SELECT pg_sleep(0.01)'); // room for a unit beside it to interleave
        return insert(`seq-${r.n}`)(tx);
      });
    const txids = await Promise.all([
      b.run(lock('one'), next),
      b.run(lock('other'), insert('o1')),
      b.run(lock('one'), next),
      b.run(lock('one'), next),
    ]);
    await first;
    expect(new Set(txids).size).toBe(1);
    expect((await rows()).map((r) => r.id)).toEqual(['0', 'o1', 'seq-0', 'seq-1', 'seq-2']);
  });

  it('keeps units of a lock a running batch holds waiting, then runs them in one batch after it', async () => {
    const b = new TransactionBatcher(pool, { concurrent: 4, units: 16 });
    const first = b.run(lock('hot'), slow('0', 200));
    await new Promise((r) => setTimeout(r, 50)); // the first batch holds 'hot'
    const hot = ['1', '2', '3', '4'].map((id) => b.run(lock('hot'), insert(id)));
    const t0 = await first;
    const ts = await Promise.all(hot);
    expect(new Set(ts).size).toBe(1); // not four batches queuing on the lock one by one
    expect(ts[0]).not.toBe(t0);
  });

  it('runs each unit in the async context it was submitted in', async () => {
    const b = new TransactionBatcher(pool, { concurrent: 1, units: 16 });
    const first = b.run(lock('x'), slow('0', 100));
    const seen = await Promise.all(
      ['a', 'b', 'c'].map((c) =>
        requestContext.run({ correlationId: `corr-${c}` }, () => b.run(lock(c), async () => requestContext.get()?.correlationId)),
      ),
    );
    await first;
    expect(seen).toEqual(['corr-a', 'corr-b', 'corr-c']);
  });

  it('never deadlocks two processes whose batches take the same locks in opposite orders', async () => {
    // A third session holds q: each process's batch takes what it can of p, q, r, s and waits
    // for q. Taken in submission order, one would hold p and the other s and r when q frees.
    const one = new TransactionBatcher(pool, { concurrent: 1, units: 16 });
    const two = new TransactionBatcher(other, { concurrent: 1, units: 16 });
    const q = lock('q');
    const holder = await pool.connect();
    await holder.query('SELECT pg_advisory_lock($1, $2)', [q.namespace, q.key]);
    const hold = async (tx: pg.PoolClient) => {
      await tx.query('SELECT pg_sleep(0.01)');
      return 'ok';
    };
    const firsts = [
      one.run(lock('first-1'), async (tx) => {
        await tx.query('SELECT pg_sleep(0.1)');
        return 'ok';
      }),
      two.run(lock('first-2'), async (tx) => {
        await tx.query('SELECT pg_sleep(0.1)');
        return 'ok';
      }),
    ];
    const jobs = [...['p', 'q', 'r', 's'].map((k) => one.run(lock(k), hold)), ...['s', 'r', 'q', 'p'].map((k) => two.run(lock(k), hold))];
    await new Promise((r) => setTimeout(r, 400)); // both batches are waiting for q
    await holder.query('SELECT pg_advisory_unlock($1, $2)', [q.namespace, q.key]);
    holder.release();
    const done = await Promise.all([...firsts, ...jobs]);
    expect(done.every((x) => x === 'ok')).toBe(true);
    // a deadlock would have been broken by PostgreSQL (40P01), rolling a batch back to run alone
    expect(one.stats).toEqual({ shared: 1, rolledBack: 0 });
    expect(two.stats).toEqual({ shared: 1, rolledBack: 0 });
  });

  it('refuses limits below one', () => {
    expect(() => new TransactionBatcher(pool, { concurrent: 0, units: 4 })).toThrow();
    expect(() => new TransactionBatcher(pool, { concurrent: 2, units: 0 })).toThrow();
  });
});
