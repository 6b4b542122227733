import type pg from 'pg';
import { createPool } from '../database/pg-pool.js';
import { FakeClock } from '../clock/clock.js';
import { freshTestDatabase } from '../testing/test-database.js';
import { EventStore } from '../event-store/event-store.js';
import type { StoredEvent } from '../event-store/event-store.types.js';
import { upcasters } from '../event-store/upcasters.js';
import { readAfter } from './event-feed.js';
import { HistoryProjection } from './account-projections.fixture.js';
import { ProjectionRegistry } from './projection-registry.js';
import { START } from './projection.types.js';

describe('Event feed: the fields a projection reads (PostgreSQL)', () => {
  let pool: pg.Pool;
  let store: EventStore;
  let written: StoredEvent[];

  beforeAll(async () => {
    pool = createPool(await freshTestDatabase(import.meta.url), 4);
    store = new EventStore(pool, new FakeClock());
    written = [
      ...(
        await store.append({
          streamId: 'feed-a',
          streamType: 'feed_test',
          expectedVersion: 0,
          metadata: { correlationId: 'c-1', userId: 'u-1' },
          events: [
            { type: 'FeedNoted', data: { n: 1 } },
            { type: 'FeedPriced', data: { coins: 5 } },
          ],
        })
      ).events,
      ...(
        await store.append({
          streamId: 'feed-b',
          streamType: 'other_test',
          expectedVersion: 0,
          metadata: { correlationId: 'c-2' },
          events: [{ type: 'FeedNoted', data: { n: 2 } }],
        })
      ).events,
    ];
  });
  afterAll(async () => {
    upcasters.clear('FeedPriced');
    await pool?.end();
  });

  // `bound: false` throughout: the xmin bound is cluster-wide, and other databases' transactions
  // may hold it back; the bound itself is exercised by projections.int.spec.ts.
  it('reads every field when none are named, exactly as the event store returns them', async () => {
    const r = await readAfter(pool, START, { limit: 10, bound: false });
    expect(r.events).toEqual(written);
    expect(r.events[0]!.createdAt).toBeInstanceOf(Date);
    expect(r).toMatchObject({ more: false, next: { txid: written[2]!.transactionId, position: written[2]!.globalPosition } });
  });

  it('reads only the named fields (with the ones ordering and checkpoints need), upcasting data', async () => {
    upcasters.register('FeedPriced', 1, (d: { coins: number }) => ({ price: { coin: d.coins } }));
    const r = await readAfter(pool, START, { limit: 10, bound: false, reads: ['data'] });
    expect(r.events).toEqual(
      written.map((e) => ({
        type: e.type,
        globalPosition: e.globalPosition,
        transactionId: e.transactionId,
        schemaVersion: e.type === 'FeedPriced' ? 2 : 1,
        data: e.type === 'FeedPriced' ? { price: { coin: 5 } } : e.data,
      })),
    );
    const some = await readAfter(pool, START, {
      limit: 2,
      bound: false,
      types: ['FeedNoted'],
      reads: ['streamType', 'createdAt', 'metadata'],
    });
    expect(some.events).toEqual(
      [written[0], written[2]].map((e) => ({
        type: e!.type,
        globalPosition: e!.globalPosition,
        transactionId: e!.transactionId,
        streamType: e!.streamType,
        createdAt: e!.createdAt,
        metadata: e!.metadata,
      })),
    );
    expect(some.more).toBe(true);
  });

  it('refuses a projection that names a field events do not have', () => {
    const r = new ProjectionRegistry();
    expect(() => r.register(Object.assign(new HistoryProjection(), { reads: { eventId: true, body: true } }) as never)).toThrow(
      /reads names "body"/,
    );
  });
});
