import pg from 'pg';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { komaCli } from '../fixtures/koma-cli.js';
import { newReader } from '../fixtures/readers.js';

const clock = new FakeClock(new Date());
let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];

const koma = (...args: string[]) => komaCli(t, ...args);

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock }));
});
afterAll(async () => {
  await t?.close();
});

describe('wallet operator commands', () => {
  it('ledger explains the balance line by line, as a table and as JSON', async () => {
    const r = await newReader(t, 'Ledger');
    await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: ids.pack } });
    await t.request('POST', '/api/purchase-episode', { token: r.token, body: { episodeId: ids.coin(1) } });
    const table = koma('ledger', r.email);
    expect(table.code).toBe(0);
    expect(table.out).toMatch(/CoinPackPurchased\s+\+20\s+\+10\s+\+5/);
    expect(table.out).toMatch(/EpisodePurchased\s+-6/);
    const json = koma('ledger', r.userId, '--json');
    expect(json.code).toBe(0);
    const lines = json.out
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(lines.map((l) => l.event)).toEqual(['CoinPackPurchased', 'EpisodePurchased']);
    expect(lines[1].lots).toEqual([expect.stringMatching(/:bonus -6$/)]);
    expect(lines.at(-1).balance).toEqual({ coin: 20, bonusCoin: 4, point: 5, freeRental: 0 });
    expect(koma('ledger', 'nobody@example.test').code).toBe(1);
  });

  it('refund: an untouched pack is refunded; a spent one is refused and nothing moves', async () => {
    const r = await newReader(t, 'Refund');
    const a = await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: ids.pack } });
    const b = await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: ids.pack } });
    await t.request('POST', '/api/purchase-episode', { token: r.token, body: { episodeId: ids.coin(1) } });
    // Both bonus lots expire at the same instant; the draws say which pack the purchase touched.
    const db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 1 });
    const { rows } = await db.query(`SELECT data FROM es.events WHERE stream_id = $1 AND event_type = 'EpisodePurchased'`, [
      `wallet-${r.userId}`,
    ]);
    await db.end();
    const touched = (rows[0].data.draws[0].lotId as string).replace(/:bonus$/, '');
    const [spent, untouched] = touched === a.body.order._id ? [a, b] : [b, a];
    const refused = koma('refund', r.email, spent.body.order._id, '--reason', 'test');
    expect(refused.code).toBe(1);
    expect(refused.err).toContain('refundable only if no coins or bonus coins were spent');
    const ok = koma('refund', r.email, untouched.body.order._id, '--reason', 'asked by the reader');
    expect(ok.code).toBe(0);
    const user = (await t.request('GET', `/api/get-user-data/${r.userId}`, { token: r.token })).body.user;
    expect(user).toMatchObject({ coin: 20, bonusCoin: 4, point: 5 });
  });

  it('withdraw: an unlock-all gives back the episodes not opened', async () => {
    const r = await newReader(t, 'Withdraw');
    for (let i = 0; i < 5; i++) await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: ids.pack } });
    await t.request('POST', '/api/purchase-all-episode', { token: r.token, body: { comicId: ids.comic } });
    await t.request('POST', '/api/open-episode', { token: r.token, body: { episodeId: ids.coin(1) } }); // opens one
    const db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 1 });
    const { rows } = await db.query(
      `SELECT data->>'unlockId' AS id FROM es.events WHERE stream_id = $1 AND event_type = 'AllEpisodesUnlocked'`,
      [`wallet-${r.userId}`],
    );
    await db.end();
    const id = rows[0].id as string;
    const res = koma('withdraw', r.userId, id, '--reason', 'changed mind');
    expect(res.code).toBe(0);
    expect(res.out).toContain('1 opened episode(s) kept');
    const lib = await t.request('GET', `/api/get-purchase-episode/${r.userId}`, { token: r.token });
    expect(lib.body.purchaseEpisode.map((p: { episodeId: { _id: string } }) => p.episodeId._id)).toEqual([ids.coin(1)]);
    const user = (await t.request('GET', `/api/get-user-data/${r.userId}`, { token: r.token })).body.user;
    expect(user.coin + user.bonusCoin).toBe(150 - 6);
  });
});
