import { afterEach, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { logger } from '../logging/logger.js';
import { eventTypesOf, SubscriberWakeUp, WAKE_UP_GAP_MS, wakeUpPayload } from './subscriber-wake-up.js';

describe('SubscriberWakeUp', () => {
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('sends nothing once the pool is ending: a wake-up pending at shutdown is dropped quietly', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const query = jest.spyOn(pool, 'query');
    const warn = jest.spyOn(logger, 'warn');
    await pool.end();
    const wakeUp = new SubscriberWakeUp(pool, 'koma_events');
    wakeUp.wake('wallet', ['EpisodePurchased']);
    wakeUp.wake('wallet', ['EpisodePurchased']);
    await new Promise((r) => setTimeout(r, WAKE_UP_GAP_MS + 50));
    expect(query).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });

  it('names the appended event types; appends during a wake-up share the next one, with every type they appended', async () => {
    const sent: string[] = [];
    const pool = {
      ending: false,
      query: jest.fn(async (_sql: string, values: string[]) => {
        sent.push(values[1]!);
      }),
    };
    const wakeUp = new SubscriberWakeUp(pool as unknown as pg.Pool, 'koma_events');
    wakeUp.wake('wallet', ['EpisodePurchased']);
    wakeUp.wake('wallet', ['CoinPackPurchased', 'EpisodePurchased']);
    wakeUp.wake('wallet', ['GiftClaimed']);
    wakeUp.wake('wallet', []); // nothing appended: adds nothing
    expect(sent).toEqual(['wallet:EpisodePurchased']);
    await new Promise((r) => setTimeout(r, WAKE_UP_GAP_MS + 50));
    expect(sent).toEqual(['wallet:EpisodePurchased', 'wallet:CoinPackPurchased,EpisodePurchased,GiftClaimed']);
    await new Promise((r) => setTimeout(r, WAKE_UP_GAP_MS + 50));
    expect(sent).toHaveLength(2); // nothing more was appended: no third NOTIFY
  });

  it('reads the types back from a payload; one without them (or too long to carry them) wakes everyone', () => {
    expect(eventTypesOf(wakeUpPayload('wallet', ['B', 'A', 'B']))).toEqual(new Set(['A', 'B']));
    expect(eventTypesOf('wallet')).toBeUndefined();
    expect(eventTypesOf(undefined)).toBeUndefined();
    expect(
      wakeUpPayload(
        'wallet',
        Array.from({ length: 200 }, (_, i) => `SomeRatherLongEventType${i}`),
      ),
    ).toBe('wallet');
  });
});
