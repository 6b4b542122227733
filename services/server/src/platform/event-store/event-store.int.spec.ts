import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPool } from '../database/pg-pool.js';
import { FakeClock } from '../clock/clock.js';
import { requestContext } from '../context/request-context.js';
import { freshTestDatabase } from '../testing/test-database.js';
import { fastPathUnderTest } from '../testing/write-fast-path.js';
import { EVENTS_CHANNEL, EventStore } from './event-store.js';
import { ConcurrencyError, DuplicateEventError, IdempotencyKeyTakenError } from './event-store.errors.js';
import { upcasters } from './upcasters.js';

describe('EventStore (PostgreSQL)', () => {
  let url: string;
  let pool: pg.Pool;
  let store: EventStore;
  const clock = new FakeClock(new Date('2026-03-01T10:00:00Z'));
  const count = async (sql: string, params: unknown[] = []) => Number((await pool.query(sql, params)).rows[0].n);

  beforeAll(async () => {
    url = await freshTestDatabase(import.meta.url);
    pool = createPool(url, 20);
    store = new EventStore(pool, clock, undefined, fastPathUnderTest);
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('appends a new stream and reads it back in order with positions, time and request metadata', async () => {
    const r = await requestContext.run({ correlationId: 'corr-1', userId: 'user-1', idempotencyKey: 'k-1' }, () =>
      store.append({
        streamId: 'account-a',
        streamType: 'account',
        expectedVersion: 0,
        events: [
          { type: 'Deposited', data: { amount: 5 } },
          { type: 'Withdrawn', data: { amount: 2 } },
        ],
        metadata: { causationId: 'cmd-1' },
      }),
    );
    expect(r.version).toBe(2);
    const read = await store.readStream('account-a');
    expect(read.map((e) => [e.type, e.streamPosition, e.data])).toEqual([
      ['Deposited', 1, { amount: 5 }],
      ['Withdrawn', 2, { amount: 2 }],
    ]);
    expect(read[0].globalPosition).toBeLessThan(read[1].globalPosition);
    expect(read[0].transactionId).toBe(read[1].transactionId);
    expect(read[0].metadata).toEqual({ correlationId: 'corr-1', userId: 'user-1', idempotencyKey: 'k-1', causationId: 'cmd-1' });
    expect(read[0].createdAt.toISOString()).toBe('2026-03-01T10:00:00.000Z');
    expect(read[0].streamType).toBe('account');
    expect(await store.readStream('account-a', 1)).toHaveLength(1);
    expect(r.events).toEqual(read); // what the append answers is what is stored (it is not read back)
    expect(await store.streamVersion('account-a')).toBe(2);
    expect(await store.streamVersion('nobody')).toBe(0);
  });

  it('refuses a stale expected version, and a second creation of the same stream, moving nothing', async () => {
    await store.append({ streamId: 'account-b', streamType: 'account', expectedVersion: 0, events: [{ type: 'Deposited', data: {} }] });
    await expect(
      store.append({ streamId: 'account-b', streamType: 'account', expectedVersion: 0, events: [{ type: 'Deposited', data: {} }] }),
    ).rejects.toBeInstanceOf(ConcurrencyError);
    await expect(
      store.append({ streamId: 'account-b', streamType: 'account', expectedVersion: 5, events: [{ type: 'Deposited', data: {} }] }),
    ).rejects.toMatchObject({ code: 'ES.CONCURRENCY', status: 409 });
    expect(await store.streamVersion('account-b')).toBe(1);
    expect(await count("SELECT count(*) n FROM es.events WHERE stream_id = 'account-b'")).toBe(1);
  });

  it('lets exactly one of many concurrent writers with the same expected version win', async () => {
    await store.append({ streamId: 'account-c', streamType: 'account', expectedVersion: 0, events: [{ type: 'Deposited', data: {} }] });
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, (_, i) =>
        store.append({ streamId: 'account-c', streamType: 'account', expectedVersion: 1, events: [{ type: 'Deposited', data: { i } }] }),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results) if (r.status === 'rejected') expect(r.reason).toBeInstanceOf(ConcurrencyError);
    expect(await store.streamVersion('account-c')).toBe(2);
  });

  it('appends without a version check when asked (any), keeping positions gap-free', async () => {
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.append({
          streamId: 'account-d',
          streamType: 'account',
          expectedVersion: 'any',
          events: [{ type: 'Deposited', data: { i } }],
        }),
      ),
    );
    const read = await store.readStream('account-d');
    expect(read.map((e) => e.streamPosition)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const more = await store.append({
      streamId: 'account-d',
      streamType: 'account',
      expectedVersion: 'any',
      events: [{ type: 'Deposited', data: { i: 10 } }],
    });
    expect(more.events).toEqual(await store.readStream('account-d', 10));
    expect(more.version).toBe(11);
  });

  it('refuses an event id already in the log and rolls the whole append back', async () => {
    const id = randomUUID();
    await store.append({
      streamId: 'account-e',
      streamType: 'account',
      expectedVersion: 'any',
      events: [{ type: 'Deposited', data: {}, id }],
    });
    await expect(
      store.append({
        streamId: 'account-e',
        streamType: 'account',
        expectedVersion: 1,
        events: [
          { type: 'Deposited', data: {} },
          { type: 'Deposited', data: {}, id },
        ],
      }),
    ).rejects.toBeInstanceOf(DuplicateEventError);
    expect(await store.streamVersion('account-e')).toBe(1);
  });

  it('records an idempotency claim with the events and refuses a second claim of the key', async () => {
    const idem = { scope: 'u1:account:Deposit', key: 'same-key', response: { ok: 1 } };
    await store.append({
      streamId: 'account-f',
      streamType: 'account',
      expectedVersion: 0,
      events: [{ type: 'Deposited', data: {} }],
      idempotency: idem,
    });
    expect(await store.findIdempotent(idem.scope, idem.key)).toEqual({ requestHash: null, response: { ok: 1 } });
    await expect(
      store.append({
        streamId: 'account-f',
        streamType: 'account',
        expectedVersion: 1,
        events: [{ type: 'Deposited', data: {} }],
        idempotency: idem,
      }),
    ).rejects.toBeInstanceOf(IdempotencyKeyTakenError);
    expect(await store.streamVersion('account-f')).toBe(1);
  });

  it('rejects malformed appends with a validation error and writes nothing', async () => {
    const before = await count('SELECT count(*) n FROM es.events');
    const bad = [
      { streamId: '', streamType: 'account', expectedVersion: 0, events: [{ type: 'Deposited', data: {} }] },
      { streamId: 'x'.repeat(201), streamType: 'account', expectedVersion: 0, events: [{ type: 'Deposited', data: {} }] },
      { streamId: 's', streamType: 'Account Type', expectedVersion: 0, events: [{ type: 'Deposited', data: {} }] },
      { streamId: 's', streamType: 'account', expectedVersion: -1, events: [{ type: 'Deposited', data: {} }] },
      { streamId: 's', streamType: 'account', expectedVersion: 1.5, events: [{ type: 'Deposited', data: {} }] },
      { streamId: 's', streamType: 'account', expectedVersion: 0, events: [{ type: 'deposited; DROP TABLE x', data: {} }] },
      { streamId: 's', streamType: 'account', expectedVersion: 0, events: [{ type: 'Deposited', data: {}, id: 'not-a-uuid' }] },
      {
        streamId: 's',
        streamType: 'account',
        expectedVersion: 0,
        events: [{ type: 'Deposited', data: {} }],
        idempotency: { scope: 'a', key: 'k'.repeat(201), response: null },
      },
    ];
    for (const req of bad) {
      await expect(store.append(req as never)).rejects.toMatchObject({ category: 'validation', status: 400 });
    }
    expect(await count('SELECT count(*) n FROM es.events')).toBe(before);
  });

  it('keeps the log append-only: updates, deletes and truncation are refused', async () => {
    await expect(pool.query("UPDATE es.events SET data = '{}' WHERE stream_id = 'account-a'")).rejects.toThrow(/append-only/);
    await expect(pool.query("DELETE FROM es.events WHERE stream_id = 'account-a'")).rejects.toThrow(/append-only/);
    await expect(pool.query('TRUNCATE es.events CASCADE')).rejects.toThrow(/append-only/);
    expect(await count("SELECT count(*) n FROM es.events WHERE stream_id = 'account-a'")).toBe(2);
  });

  it('upcasts old event shapes on read and writes new events at the latest schema version', async () => {
    await store.append({
      streamId: 'renamed-1',
      streamType: 'account',
      expectedVersion: 0,
      events: [{ type: 'PriceSet', data: { coins: 3 } }],
    });
    upcasters.register('PriceSet', 1, (d: { coins: number }) => ({ price: { coin: d.coins } }));
    try {
      await store.append({
        streamId: 'renamed-1',
        streamType: 'account',
        expectedVersion: 1,
        events: [{ type: 'PriceSet', data: { price: { coin: 4 } } }],
      });
      const read = await store.readStream('renamed-1');
      expect(read.map((e) => e.data)).toEqual([{ price: { coin: 3 } }, { price: { coin: 4 } }]);
      expect(read.map((e) => e.schemaVersion)).toEqual([2, 2]);
      const raw = await pool.query("SELECT schema_version, data FROM es.events WHERE stream_id = 'renamed-1' ORDER BY stream_position");
      expect(raw.rows).toEqual([
        { schema_version: 1, data: { coins: 3 } },
        { schema_version: 2, data: { price: { coin: 4 } } },
      ]);
    } finally {
      upcasters.clear('PriceSet');
    }
  });

  it('wakes subscribers after the commit, sharing wake-ups between concurrent appends without losing the last', async () => {
    // A subscriber that reads the log on each wake-up: what it read after the last one must be
    // everything (a wake-up came after the last commit). The narrow race a coalesced wake-up
    // guards against (a commit landing while a NOTIFY is in flight) is not forced here.
    const listener = new pg.Client({ connectionString: url });
    await listener.connect();
    let wakeUps = 0;
    let seen = 0;
    let reads = Promise.resolve();
    listener.on('notification', () => {
      wakeUps++;
      reads = reads.then(async () => {
        seen = Number((await listener.query("SELECT count(*) n FROM es.events WHERE stream_id LIKE 'wake-%'")).rows[0].n);
      });
    });
    try {
      await listener.query(`LISTEN ${EVENTS_CHANNEL}`);
      const appends = 60;
      for (let round = 0; round < 3; round++) {
        await Promise.all(
          Array.from({ length: appends / 3 }, (_, i) =>
            store.append({
              streamId: `wake-${i % 4}`,
              streamType: 'account',
              expectedVersion: 'any',
              events: [{ type: 'Deposited', data: { i } }],
            }),
          ),
        );
      }
      const t0 = Date.now();
      while (seen < appends && Date.now() - t0 < 3000) {
        await new Promise((r) => setTimeout(r, 20));
        await reads;
      }
      expect(seen).toBe(appends);
      expect(wakeUps).toBeGreaterThan(0);
      expect(wakeUps).toBeLessThan(appends); // concurrent appends shared wake-ups
    } finally {
      await listener.end();
    }
  });

  it('orders subscribers by transaction id: a stream write is the first write of its transaction', async () => {
    // Many writers without a version check on two streams: the race that orders them by lock
    // acquisition rather than by transaction id shows up within a few rounds when unguarded.
    for (let round = 0; round < 5; round++) {
      await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          store.append({
            streamId: `order-${i % 2}`,
            streamType: 'account',
            expectedVersion: 'any',
            events: [{ type: 'Deposited', data: { i } }],
          }),
        ),
      );
    }
    const rows = (
      await pool.query('SELECT stream_id, stream_position, transaction_id::text t FROM es.events ORDER BY transaction_id, global_position')
    ).rows;
    const last = new Map<string, number>();
    for (const r of rows) {
      expect(r.stream_position).toBeGreaterThan(last.get(r.stream_id) ?? 0);
      last.set(r.stream_id, r.stream_position);
    }
  });

  it("reads a command's facts in the load statement, or with the write fast path off in a statement of its own, alike", async () => {
    await store.append({
      streamId: 'account-facts',
      streamType: 'account',
      expectedVersion: 0,
      events: [
        { type: 'Deposited', data: { amount: 3 } },
        { type: 'Deposited', data: { amount: 4 } },
      ],
    });
    const facts = {
      sql: 'SELECT count(*)::int FROM es.events WHERE stream_id = $1 AND event_type = $2',
      params: ['account-facts', 'Deposited'],
    };
    const read = async (fast: boolean) => {
      const sent: string[] = [];
      const counting = {
        query: (...args: Parameters<pg.Pool['query']>) => {
          sent.push(String((args[0] as { text?: string }).text ?? args[0]));
          return pool.query(...args);
        },
      } as unknown as pg.PoolClient;
      const out = await new EventStore(pool, clock, undefined, { fast }).readFromSnapshot(
        'account-facts',
        'account',
        null,
        counting,
        facts,
      );
      return { statements: sent.length, facts: out.facts, events: out.events.map((e) => [e.type, e.streamPosition]) };
    };
    const events = [
      ['Deposited', 1],
      ['Deposited', 2],
    ];
    expect(await read(true)).toEqual({ statements: 1, facts: 2, events });
    expect(await read(false)).toEqual({ statements: 2, facts: 2, events });
  });
});
