import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { createPool } from '../database/pg-pool.js';
import { FakeClock } from '../clock/clock.js';
import { requestContext } from '../context/request-context.js';
import { freshTestDatabase } from '../testing/test-database.js';
import { fastPathUnderTest } from '../testing/write-fast-path.js';
import { accountDecider, accountSnapshots, type AccountState } from './account.fixture.js';
import { CommandExecutor, stableJson } from './command-executor.js';
import { ConcurrencyError } from './event-store.errors.js';
import { EventStore } from './event-store.js';

describe('CommandExecutor (decide + append on PostgreSQL)', () => {
  let pool: pg.Pool;
  let store: EventStore;
  let exec: CommandExecutor;
  const count = async (sql: string, params: unknown[] = []) => Number((await pool.query(sql, params)).rows[0].n);

  beforeAll(async () => {
    pool = createPool(await freshTestDatabase(import.meta.url), 20);
    store = new EventStore(pool, new FakeClock(), undefined, fastPathUnderTest);
    exec = new CommandExecutor(store);
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('decides from the stream state and appends what was decided', async () => {
    await exec.execute(accountDecider, 'acc-1', { type: 'Deposit', account: 'acc-1', amount: 10 });
    const out = await exec.execute(
      accountDecider,
      'acc-1',
      { type: 'Withdraw', account: 'acc-1', amount: 4 },
      { result: (o) => ({ balance: o.state.balance }) },
    );
    expect(out).toMatchObject({ result: { balance: 6 }, replayed: false, version: 2 });
    expect(out.events.map((e) => e.type)).toEqual(['Withdrawn']);
    expect((await exec.load(accountDecider, 'acc-1')).state).toEqual({ balance: 6, operations: 2 });
  });

  it('lets a refused command move nothing', async () => {
    await expect(exec.execute(accountDecider, 'acc-1', { type: 'Withdraw', account: 'acc-1', amount: 7 })).rejects.toMatchObject({
      code: 'ACCOUNT.INSUFFICIENT',
      status: 409,
    });
    expect(await store.streamVersion('acc-1')).toBe(2);
  });

  it('retries conflicting concurrent commands on a reloaded stream so none is lost', async () => {
    const n = 10;
    await Promise.all(
      Array.from({ length: n }, () =>
        exec.execute(accountDecider, 'acc-2', { type: 'Deposit', account: 'acc-2', amount: 1 }, { maxRetries: 20 }),
      ),
    );
    expect((await exec.load(accountDecider, 'acc-2')).state.balance).toBe(n);
  });

  it('gives up after the retry budget with a concurrency conflict', async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () =>
        exec.execute(accountDecider, 'acc-3', { type: 'Deposit', account: 'acc-3', amount: 1 }, { maxRetries: 0 }),
      ),
    );
    const failed = results.filter((r) => r.status === 'rejected');
    expect(failed.length).toBeGreaterThan(0);
    for (const f of failed) expect((f as PromiseRejectedResult).reason).toBeInstanceOf(ConcurrencyError);
    expect(await store.streamVersion('acc-3')).toBe(results.length - failed.length);
  });

  it('never lets concurrent withdrawals overdraw (decisions see the latest state)', async () => {
    await exec.execute(accountDecider, 'acc-4', { type: 'Deposit', account: 'acc-4', amount: 5 });
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        exec.execute(accountDecider, 'acc-4', { type: 'Withdraw', account: 'acc-4', amount: 1 }, { maxRetries: 30 }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect((await exec.load(accountDecider, 'acc-4')).state.balance).toBe(0);
  });

  it('answers a repeat with the same Idempotency-Key with the first answer and moves nothing', async () => {
    const ctx = { correlationId: 'c', userId: 'u-1', idempotencyKey: 'pay-1' };
    const body = { amount: 3, note: 'x' };
    const run = () =>
      requestContext.run({ ...ctx }, () =>
        exec.execute(
          accountDecider,
          'acc-5',
          { type: 'Deposit', account: 'acc-5', amount: 3 },
          { idempotency: { request: body }, result: (o) => ({ balance: o.state.balance }) },
        ),
      );
    const first = await run();
    const again = await run();
    expect(first).toMatchObject({ replayed: false, result: { balance: 3 } });
    expect(again).toMatchObject({ replayed: true, result: { balance: 3 }, events: [] });
    expect(await store.streamVersion('acc-5')).toBe(1);
    // same key, another payload: refused with 422, and nothing moves
    await expect(
      requestContext.run({ ...ctx }, () =>
        exec.execute(
          accountDecider,
          'acc-5',
          { type: 'Deposit', account: 'acc-5', amount: 9 },
          { idempotency: { request: { amount: 9 } } },
        ),
      ),
    ).rejects.toMatchObject({ code: 'IDEMPOTENCY.KEY_REUSED', category: 'unprocessable', status: 422 });
    expect(await store.streamVersion('acc-5')).toBe(1);
    // the same key of another user is theirs
    const other = await requestContext.run({ ...ctx, userId: 'u-2' }, () =>
      exec.execute(accountDecider, 'acc-5', { type: 'Deposit', account: 'acc-5', amount: 3 }, { idempotency: { request: body } }),
    );
    expect(other.replayed).toBe(false);
    expect(await store.streamVersion('acc-5')).toBe(2);
  });

  it('applies concurrent repeats of one Idempotency-Key once', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        requestContext.run({ correlationId: 'c', userId: 'u-9', idempotencyKey: 'burst' }, () =>
          exec.execute(
            accountDecider,
            'acc-6',
            { type: 'Deposit', account: 'acc-6', amount: 2 },
            { maxRetries: 20, result: (o) => ({ balance: o.state.balance }) },
          ),
        ),
      ),
    );
    expect(await store.streamVersion('acc-6')).toBe(1);
    for (const r of results) expect(r.result).toEqual({ balance: 2 });
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
  });

  it('treats a re-run with a deterministic event id as already done', async () => {
    const eventId = randomUUID();
    const cmd = { type: 'Deposit' as const, account: 'acc-7', amount: 1, eventId };
    await exec.execute(accountDecider, 'acc-7', cmd);
    const rerun = await exec.execute(accountDecider, 'acc-7', cmd);
    expect(rerun.replayed).toBe(true);
    expect(await store.streamVersion('acc-7')).toBe(1);
  });

  it('hashes payloads independently of key order', () => {
    expect(stableJson({ b: 1, a: [{ y: 2, x: 1 }] })).toBe(stableJson({ a: [{ x: 1, y: 2 }], b: 1 }));
    expect(stableJson({ a: 1 })).not.toBe(stableJson({ a: 2 }));
  });

  it('decides on a 10 000-event stream as fast as on a 10-event one (snapshots)', async () => {
    const d = accountDecider;
    const policy = accountSnapshots;
    // 10 000 events written in bulk, then one command takes the first snapshot.
    for (let v = 0; v < 10_000; v += 1000) {
      await store.append({
        streamId: 'long',
        streamType: 'account',
        expectedVersion: v,
        events: Array.from({ length: 1000 }, () => ({ type: 'Deposited', data: { account: 'long', amount: 1 } })),
      });
    }
    await exec.execute(d, 'long', { type: 'Deposit', account: 'long', amount: 1 }, { policy });
    expect(await count("SELECT version n FROM es.snapshots WHERE stream_id = 'long'")).toBe(10_001);
    for (let i = 0; i < 10; i++) await exec.execute(d, 'short', { type: 'Deposit', account: 'short', amount: 1 }, { policy });

    // Interleaved rounds, compared by median, so load spikes on the machine hit both sides alike.
    const once = async (stream: string) => {
      const t0 = performance.now();
      await exec.execute(d, stream, { type: 'Deposit', account: stream, amount: 1 }, { policy });
      return performance.now() - t0;
    };
    const short: number[] = [];
    const long: number[] = [];
    for (let i = 0; i < 170; i++) {
      const s1 = await once('short');
      const l1 = await once('long');
      if (i >= 20) {
        short.push(s1);
        long.push(l1);
      } // the first 20 rounds warm up
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const shortMs = median(short);
    const longMs = median(long);
    process.stdout.write(`decide+append (median): 10-event stream ${shortMs.toFixed(2)} ms, 10 000-event stream ${longMs.toFixed(2)} ms\n`);
    expect(longMs).toBeLessThan(shortMs * 2 + 1);
    // and structurally: a load reads the snapshot plus fewer than `every` events
    const loaded = await exec.load(d, 'long', { policy });
    expect(loaded.version - loaded.snapshotVersion).toBeLessThan(100);
    const state = (await exec.load(d, 'long', { policy })).state;
    expect(state.balance).toBe(10_000 + 1 + 20 + 150); // bulk, first command, warm-up, timed
    // the snapshot agrees with a full fold of the log
    expect((await exec.load(accountDecider, 'long')).state).toEqual(state);
  });

  it('snapshots a small state often, so a load reads few rows; a large state less often', async () => {
    // {"balance":5,"operations":5}: 26 bytes, snapshots √(2·20·26/400) ≈ 2 events apart.
    const d = accountDecider;
    const policy = accountSnapshots;
    for (let i = 0; i < 5; i++) await exec.execute(d, 'small', { type: 'Deposit', account: 'small', amount: 1 }, { policy });
    const small = await exec.load(d, 'small', { policy });
    expect(small).toMatchObject({ version: 5, snapshotVersion: 4, state: { balance: 5, operations: 5 } });
    expect(small.snapshotBytes).toBeGreaterThan(0);

    // A state of ~40 KB (toJSON pads it): snapshots come √(2·20·40 000/400) ≈ 63 events apart.
    const fromJSON = (j: unknown) => {
      const { balance, operations } = j as { balance: number; operations: number };
      return { balance, operations };
    };
    const big: typeof policy = {
      snapshot: { schemaVersion: 1, every: 100, toJSON: (s: AccountState) => ({ ...s, pad: 'x'.repeat(40_000) }), fromJSON },
    };
    for (let i = 0; i < 140; i++) await exec.execute(d, 'big', { type: 'Deposit', account: 'big', amount: 1 }, { policy: big });
    const { rows } = await pool.query("SELECT version FROM es.snapshots WHERE stream_id = 'big'");
    const loaded = await exec.load(d, 'big', { policy: big });
    expect(loaded.state).toEqual({ balance: 140, operations: 140 });
    // sized by its JSON (before the first: by the state about to be stored): taken at 63 and 126
    expect(Number(rows[0].version)).toBe(126);
    expect(loaded).toMatchObject({ version: 140, snapshotVersion: 126 });
    expect(loaded.snapshotBytes).toBeGreaterThan(40_000);
  });
});
