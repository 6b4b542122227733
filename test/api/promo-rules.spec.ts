// Promo rules (issue #19 finding 3, docs/catalog.md) and the Idempotency-Key bound (finding 6): a fixed
// promo applies only to items in its own currency; every promo is limited per account (1 unless
// the catalog says perUserLimit); an Idempotency-Key over 200 characters is refused, never ignored.
import pg from 'pg';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { catalogId } from '../../services/server/src/modules/catalog/catalog.ids.js';
import { CatalogImportError } from '../../services/server/src/modules/catalog/import/catalog-importer.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

type Reader = { userId: string; token: string };

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
let db: pg.Pool;

const mntPack = catalogId('coinPack', 'pack-mnt');
const promo = {
  usd1: catalogId('promo', 'usd-1'),
  mnt2000: catalogId('promo', 'mnt-2000'),
  thrice: catalogId('promo', 'usd-thrice'),
  pct: catalogId('promo', 'pct-20'),
};

const buyPack = (r: Reader, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { userId: r.userId, method: 'qpay wallet', ...body }, headers });
const buyPlan = (r: Reader, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.request('POST', '/api/buy-plan', { token: r.token, body: { userId: r.userId, planId: ids.plan, method: 'card', ...body }, headers });
const withPromo = (promoId: string) => ({ isPromo: 'true', promoid: promoId, promoId });
const orders = async (r: Reader) =>
  (await db.query('SELECT amount, currency, promo_id, status FROM payment_orders WHERE user_id = $1', [r.userId])).rows;
const coins = async (r: Reader) => (await t.request('GET', `/api/get-user-data/${r.userId}`, { token: r.token })).body.user.coin as number;

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, {
    clock,
    extend: (doc) => {
      doc.coinPacks.push({
        key: 'pack-mnt',
        name: 'Уншигч',
        coin: 50,
        bonusCoin: 5,
        point: 10,
        regularPrice: 19000,
        salePrice: 17000,
        currency: 'mnt',
        status: 'active',
      });
      (doc.promos as unknown[]).push(
        { key: 'usd-1', name: 'USD1', discountType: 'fixed', amount: 1, currency: 'usd' },
        { key: 'mnt-2000', name: 'MNT2000', discountType: 'fixed', amount: 2000, currency: 'mnt' },
        { key: 'usd-thrice', name: 'THRICE', discountType: 'fixed', amount: 1, currency: 'usd', perUserLimit: 3 },
        { key: 'pct-20', name: 'PCT20', discountType: 'percentage', amount: 20 },
      );
    },
  }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

describe('a fixed promo applies only in its own currency', () => {
  it('refuses a USD promo on an MNT pack with PROMO.CURRENCY_MISMATCH, and moves nothing', async () => {
    const r = await newReader(t);
    for (const price of [16999, 17000, undefined]) {
      const res = await buyPack(r, { coinPackId: mntPack, price, ...withPromo(promo.usd1) });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        success: false,
        code: 'PROMO.CURRENCY_MISMATCH',
        message: 'This promo code applies only to prices in USD, not MNT',
      });
    }
    expect(await orders(r)).toEqual([]);
    expect(await coins(r)).toBe(0);
  });

  it('refuses an MNT promo on a USD pack and on a plan (plans are priced in USD)', async () => {
    const r = await newReader(t);
    const pack = await buyPack(r, { coinPackId: ids.pack, price: 0, ...withPromo(promo.mnt2000) });
    expect(pack.status).toBe(409);
    expect(pack.body.code).toBe('PROMO.CURRENCY_MISMATCH');
    const plan = await buyPlan(r, { price: 0, ...withPromo(promo.mnt2000) });
    expect(plan.status).toBe(409);
    expect(plan.body.code).toBe('PROMO.CURRENCY_MISMATCH');
    const gql = await t.graphql(
      `mutation($i: BuyItemInput!) { buyCoinPack(input: $i) { status } }`,
      { i: { itemId: ids.pack, promoId: promo.mnt2000 } },
      r.token,
    );
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('PROMO.CURRENCY_MISMATCH');
    expect(await orders(r)).toEqual([]);
    expect(await coins(r)).toBe(0);
  });

  it('takes the amount off items in its currency: 1 off a 4.99 USD pack, 2000 off a 17000 MNT pack, 1 off a 7.99 plan', async () => {
    const r = await newReader(t);
    const usd = await buyPack(r, { coinPackId: ids.pack, price: 3.99, ...withPromo(promo.usd1) });
    expect(usd.body).toMatchObject({ success: true, order: { amount: 3.99, currency: 'usd' } });
    const mnt = await buyPack(r, { coinPackId: mntPack, price: 15000, ...withPromo(promo.mnt2000) });
    expect(mnt.body).toMatchObject({ success: true, order: { amount: 15000, currency: 'mnt' } });
    expect(await coins(r)).toBe(20 + 50);
    const other = await newReader(t);
    expect((await buyPlan(other, { price: 6.99, ...withPromo(promo.usd1) })).body).toMatchObject({
      success: true,
      message: 'subscription buy successfully!',
    });
    expect((await orders(other)).map((o) => Number(o.amount))).toEqual([6.99]);
  });

  it('shows its currency where the code is looked up (REST and GraphQL); a percentage has none', async () => {
    expect((await t.request('GET', '/api/get-promo-by-name/mnt2000')).body.promo).toMatchObject({
      name: 'MNT2000',
      discountType: 'fixed',
      amount: 2000,
      currency: 'mnt',
      perUserLimit: 1,
    });
    expect((await t.request('GET', '/api/get-promo-by-name/PCT20')).body.promo).toMatchObject({
      discountType: 'percentage',
      currency: null,
    });
    const gql = await t.graphql('{ promoByName(name: "usd1") { name currency } }');
    expect(gql.body.data.promoByName).toEqual({ name: 'USD1', currency: 'usd' });
  });
});

describe('per-account redemptions', () => {
  it('allows one redemption per account by default; another reader may still use the code', async () => {
    const r = await newReader(t);
    expect((await buyPack(r, { coinPackId: ids.pack, price: 3.99, ...withPromo(promo.pct) })).body).toMatchObject({
      success: true,
      order: { amount: 3.99 },
    });
    const again = await buyPack(r, { coinPackId: ids.pack, price: 3.99, ...withPromo(promo.pct) });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, code: 'PROMO.UNAVAILABLE', message: 'You have already used this promo code' });
    // nor on another item bought with the same code
    expect((await buyPlan(r, { price: 6.39, ...withPromo(promo.pct) })).body.code).toBe('PROMO.UNAVAILABLE');
    expect(await orders(r)).toHaveLength(1);
    expect(await coins(r)).toBe(20);
    const other = await newReader(t);
    expect((await buyPack(other, { coinPackId: ids.pack, price: 3.99, ...withPromo(promo.pct) })).status).toBe(200);
  });

  it('counts a pending order as a redemption (a second attempt while the first is unpaid is refused)', async () => {
    const r = await newReader(t);
    // An order that waits for the provider holds the reader's one redemption.
    await db.query(
      `INSERT INTO payment_orders (id, user_id, kind, item_id, item_name, amount, currency, promo_id, method, provider, status, created_at)
      VALUES (gen_random_uuid(), $1, 'coin_pack', $2, 'Starter', 3.99, 'usd', $3, 'qpay', 'qpay', 'pending', $4)`,
      [r.userId, ids.pack, promo.usd1, clock.now()],
    );
    const res = await buyPack(r, { coinPackId: ids.pack, price: 3.99, ...withPromo(promo.usd1) });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('PROMO.UNAVAILABLE');
  });

  it('perUserLimit: 3 allows three redemptions and refuses the fourth', async () => {
    const r = await newReader(t);
    for (let i = 0; i < 3; i++)
      expect((await buyPack(r, { coinPackId: ids.pack, price: 3.99, ...withPromo(promo.thrice) })).status).toBe(200);
    const fourth = await buyPack(r, { coinPackId: ids.pack, price: 3.99, ...withPromo(promo.thrice) });
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('PROMO.UNAVAILABLE');
    expect(await orders(r)).toHaveLength(3);
    expect(await coins(r)).toBe(60);
  });

  it('holds the per-account limit when the same reader redeems in parallel', async () => {
    const r = await newReader(t);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => buyPack(r, { coinPackId: ids.pack, price: 3.99, ...withPromo(promo.pct) })),
    );
    expect(results.filter((x) => x.status === 200)).toHaveLength(1);
    expect(results.filter((x) => x.status === 409).every((x) => x.body.code === 'PROMO.UNAVAILABLE')).toBe(true);
    expect(await orders(r)).toHaveLength(1);
  });
});

describe('catalog import of promos', () => {
  const importPromos = async (promos: unknown[]) => {
    try {
      await t.app.get(CatalogImportService).importDocument({ promos }, '/');
    } catch (e) {
      return e;
    }
    return undefined;
  };
  const stored = async (key: string) =>
    (await db.query('SELECT currency, per_user_limit FROM catalog_promos WHERE key = $1', [key])).rows[0];

  it('refuses a currency on a percentage promo and a fixed promo without one, with pointers, and writes nothing', async () => {
    const err = await importPromos([
      { key: 'bad-pct', name: 'BADPCT', discountType: 'percentage', amount: 10, currency: 'usd' },
      { key: 'bad-fixed', name: 'BADFIXED', discountType: 'fixed', amount: 1 },
      { key: 'good', name: 'GOOD', discountType: 'fixed', amount: 1, currency: 'mnt' },
    ]);
    expect(err).toBeInstanceOf(CatalogImportError);
    expect((err as CatalogImportError).problems).toEqual([
      { pointer: '/promos/0/currency', message: 'is only for a fixed promo (a percentage applies in every currency)' },
      {
        pointer: '/promos/1/currency',
        message: 'is required for a fixed promo ("usd" or "mnt"): the amount is taken off prices in that currency only',
      },
    ]);
    expect(await stored('good')).toBeUndefined();
  });

  it('refuses a currency that is neither usd nor mnt', async () => {
    const err = await importPromos([{ key: 'eur', name: 'EUR', discountType: 'fixed', amount: 1, currency: 'eur' }]);
    expect((err as CatalogImportError).problems).toEqual([{ pointer: '/promos/0/currency', message: 'must be one of "usd", "mnt"' }]);
  });

  it("stores a fixed promo's currency and makes the per-account limit 1 unless the file gives one", async () => {
    expect(
      await importPromos([
        { key: 'ok-fixed', name: 'OKFIXED', discountType: 'fixed', amount: 500, currency: 'mnt' },
        { key: 'ok-pct', name: 'OKPCT', discountType: 'percentage', amount: 5, perUserLimit: 4 },
      ]),
    ).toBeUndefined();
    expect(await stored('ok-fixed')).toEqual({ currency: 'mnt', per_user_limit: 1 });
    expect(await stored('ok-pct')).toEqual({ currency: null, per_user_limit: 4 });
  });
});

describe('Idempotency-Key', () => {
  const long = 'k'.repeat(201);

  it('over 200 characters → 400 on buy-coin-pack and buy-plan, and no order is made', async () => {
    const r = await newReader(t);
    for (let i = 0; i < 2; i++) {
      const res = await buyPack(r, { coinPackId: ids.pack, price: 4.99 }, { 'idempotency-key': long });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, code: 'IDEMPOTENCY.KEY_INVALID', message: 'Idempotency-Key must be 1–200 characters' });
    }
    expect((await buyPlan(r, { price: 7.99 }, { 'idempotency-key': long })).status).toBe(400);
    expect(await orders(r)).toEqual([]);
    expect(await coins(r)).toBe(0);
  });

  it('over 200 characters → refused on GraphQL purchases too, and no order is made', async () => {
    const r = await newReader(t);
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${r.token}`, 'idempotency-key': long },
      body: JSON.stringify({
        query: 'mutation($i: BuyItemInput!) { buyCoinPack(input: $i) { status } }',
        variables: { i: { itemId: ids.pack, price: 4.99 } },
      }),
    });
    const body = await res.json();
    expect(body.errors?.[0]).toMatchObject({
      message: 'Idempotency-Key must be 1–200 characters',
      extensions: { code: 'IDEMPOTENCY.KEY_INVALID' },
    });
    expect(await orders(r)).toEqual([]);
  });

  it('an empty key is refused; a key of exactly 200 characters still makes repeats charge once', async () => {
    const r = await newReader(t);
    expect((await buyPack(r, { coinPackId: ids.pack, price: 4.99 }, { 'idempotency-key': '' })).status).toBe(400);
    const key = 'k'.repeat(200);
    const [a, b] = [
      await buyPack(r, { coinPackId: ids.pack, price: 4.99 }, { 'idempotency-key': key }),
      await buyPack(r, { coinPackId: ids.pack, price: 4.99 }, { 'idempotency-key': key }),
    ];
    expect(a.status).toBe(200);
    expect(b.body.order._id).toBe(a.body.order._id);
    expect(await orders(r)).toHaveLength(1);
  });
});
