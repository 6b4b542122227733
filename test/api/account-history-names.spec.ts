import type pg from 'pg';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { PG_POOL } from '../../services/server/src/platform/database/pg-pool.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { AccountsService } from '../../services/server/src/modules/identity/accounts.service.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof startWithMiniCatalog>>['ids'];

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, {
    clock,
    extend: (doc) => {
      (doc.coinPacks[0] as Record<string, unknown>).translations = { mn: { name: 'Уншигч' } };
      (doc.plans[0] as Record<string, unknown>).translations = { mn: { name: 'VIP 1 сар' } };
      (doc.gifts as Array<Record<string, unknown>>).find((g) => g.key === 'gift-point')!.translations = { mn: { title: '20 оноо' } };
      for (const e of doc.episodes as Array<Record<string, unknown>>) {
        if (e.key === 'ep-coin-1') e.translations = { mn: { title: 'Зоос 1' } };
        if (e.key === 'ep-coin-2') e.translations = { mn: { title: 'Зоос 2' } };
      }
    },
  }));
});
afterAll(async () => {
  await t?.close();
});

const pool = () => t.app.get<pg.Pool>(PG_POOL);
const PLAN = `query { userPlan { planId name } }`;
const PURCHASES = `query { coinPurchases(page: 1) { items { id packName } } }`;
const POINTS = (page: number) => `query { expirations(tab: point, page: ${page}) { items { detail } } }`;
const REFUNDS = `query { refundOptions { unlocks { episodes { episodeId title } } } }`;

/** Everything the reads could move: the log, and the wallet's and membership's read models. */
async function state() {
  const { rows } = await pool().query(`SELECT
    (SELECT count(*) FROM es.events) AS events,
    (SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM rm.wallet_lots t) AS lots,
    (SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM rm.membership_status t) AS plans`);
  return rows[0];
}

async function reads(r: { userId: string; token: string }, headers: Record<string, string> = {}) {
  const gql = async (q: string) => {
    const res = await t.request('POST', '/graphql', { token: r.token, headers, body: { query: q } });
    expect(res.body.errors).toBeUndefined();
    return res.body.data;
  };
  const restPlan = await t.request('GET', `/api/get-user-plan-data/${r.userId}`, { token: r.token, headers });
  const restCoins = await t.request('GET', `/api/get-user-coin-data/${r.userId}`, { token: r.token, headers });
  const userData = await t.request('GET', `/api/get-user-data/${r.userId}`, { token: r.token, headers });
  expect([restPlan.status, restCoins.status, userData.status]).toEqual([200, 200, 200]);
  return {
    restPlan: restPlan.body.userPlan.planId.name as string,
    userDataPlan: userData.body.plan.name as string,
    restPacks: restCoins.body.buyPack.map((p: any) => p.coinPackId.name) as string[],
    gqlPlan: (await gql(PLAN)).userPlan.name as string,
    gqlPacks: (await gql(PURCHASES)).coinPurchases.items.map((p: any) => p.packName) as string[],
    points: [...(await gql(POINTS(1))).expirations.items, ...(await gql(POINTS(2))).expirations.items]
      .map((e: any) => e.detail)
      .sort() as string[],
    withdrawable: (await gql(REFUNDS)).refundOptions.unlocks.flatMap((u: any) => u.episodes.map((e: any) => e.title)).sort() as string[],
  };
}

describe("account histories name catalog items in the reader's language", () => {
  it('the plan, coin packs, their lots and gifts, and withdrawable episodes are named as the catalog names them, Mongolian for a Mongolian reader, English otherwise; reads move nothing', async () => {
    const r = await newReader(t, 'Historian');
    expect(
      (await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { userId: r.userId, coinPackId: ids.pack } })).body.success,
    ).toBe(true);
    expect(
      (await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { userId: r.userId, coinPackId: ids.pack } })).body.success,
    ).toBe(true);
    expect(
      (
        await t.request('POST', '/api/buy-plan', {
          token: r.token,
          body: { userId: r.userId, planId: ids.plan, price: 7.99, method: 'qpay wallet' },
        })
      ).body.success,
    ).toBe(true);
    expect(
      (await t.request('POST', '/api/claim-gift', { token: r.token, body: { userId: r.userId, giftId: ids.giftPoint } })).body.success,
    ).toBe(true);
    // an unlock-all of the 20 coin episodes (120 coins) to offer back
    for (let i = 0; i < 4; i++)
      expect(
        (await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { userId: r.userId, coinPackId: ids.pack } })).body.success,
      ).toBe(true);
    expect(
      (await t.request('POST', '/api/purchase-all-episode', { token: r.token, body: { userId: r.userId, comicId: ids.comic } })).body
        .success,
    ).toBe(true);

    const before = await state();
    const english = await reads(r, { 'accept-language': 'en' });
    expect(english).toMatchObject({ restPlan: 'VIP Monthly', gqlPlan: 'VIP Monthly', userDataPlan: 'VIP Monthly' });
    expect(english.restPacks).toEqual(Array(6).fill('Starter'));
    expect(english.gqlPacks).toEqual(Array(5).fill('Starter'));
    // the point lots: one per pack and the gift's
    expect(english.points).toEqual(['20 points', ...Array(6).fill('Starter')]);
    expect(english.withdrawable).toEqual(expect.arrayContaining(['Coin 1', 'Coin 2']));

    // a Mongolian account reads them in Mongolian, whatever its Accept-Language
    await t.app.get(AccountsService).updateSettings(r.userId, undefined, { language: 'mongolian' });
    const mongolian = await reads(r, { 'accept-language': 'en' });
    expect(mongolian).toMatchObject({ restPlan: 'VIP 1 сар', gqlPlan: 'VIP 1 сар', userDataPlan: 'VIP 1 сар' });
    expect(mongolian.restPacks).toEqual(Array(6).fill('Уншигч'));
    expect(mongolian.gqlPacks).toEqual(Array(5).fill('Уншигч'));
    expect(mongolian.points).toEqual(['20 оноо', ...Array(6).fill('Уншигч')]);
    expect(mongolian.withdrawable).toEqual(expect.arrayContaining(['Зоос 1', 'Зоос 2']));
    expect(mongolian.withdrawable).not.toContain('Coin 1');

    // an item gone from the catalog keeps the name stored with the purchase
    await pool().query('DELETE FROM catalog_plans WHERE id = $1', [ids.plan]);
    await pool().query('DELETE FROM catalog_coin_packs WHERE id = $1', [ids.pack]);
    const gone = await reads(r);
    expect(gone).toMatchObject({ restPlan: 'VIP Monthly', gqlPlan: 'VIP Monthly', userDataPlan: 'VIP Monthly' });
    expect(gone.restPacks).toEqual(Array(6).fill('Starter'));
    expect(gone.gqlPacks).toEqual(Array(5).fill('Starter'));
    expect(gone.points).toEqual(['20 оноо', ...Array(6).fill('Starter')]);

    expect(await state()).toEqual(before);
  });
});
