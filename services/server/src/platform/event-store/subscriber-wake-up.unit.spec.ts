import { afterEach, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { logger } from '../logging/logger.js';
import { SubscriberWakeUp, WAKE_UP_GAP_MS } from './subscriber-wake-up.js';

describe('SubscriberWakeUp', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sends nothing once the pool is ending: a wake-up pending at shutdown is dropped quietly', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://nobody@127.0.0.1:1/none' });
    const query = jest.spyOn(pool, 'query');
    const warn = jest.spyOn(logger, 'warn');
    await pool.end();
    const wakeUp = new SubscriberWakeUp(pool, 'koma_events');
    wakeUp.wake('wallet');
    wakeUp.wake('wallet');
    await new Promise((r) => setTimeout(r, WAKE_UP_GAP_MS + 50));
    expect(query).not.toHaveBeenCalled();
    expect(warn).not.toHaveBeenCalled();
  });
});
