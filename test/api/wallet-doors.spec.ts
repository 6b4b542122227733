// The wallet's use cases that have both a REST call and a GraphQL field run one handler: for the
// same input, the two doors give the same answer, comparing the fields both shapes carry, and the
// same error code and message when the input is refused. Each comparison runs on two readers with
// the same history (one per door), so both doors start from the same wallet.
import pg from 'pg';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { catalogId } from '../../services/server/src/modules/catalog/index.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { expectWalletInvariants } from '../fixtures/wallet-invariants.js';

type Reader = { userId: string; token: string };
/** What a door answered, as both doors can say it. */
type Outcome = { ok: true; message: string; balance: unknown } | { ok: false; code: string; message: string };

const NOW = new Date('2026-06-01T12:00:00.000Z');
const clock = new FakeClock(NOW);
let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
let db: pg.Pool;

const BALANCE = 'balance { coin bonusCoin point freeRental }';
const failure = (code: string, message: string): Outcome => ({ ok: false, code, message });
const INSUFFICIENT = failure('WALLET.INSUFFICIENT_COINS', 'Insufficient coin Please buy coin for purchasing this item');
const PRICE_CHANGED = failure('PRICE_CHANGED', 'The price has changed, please review your order');
const paid = (message: string, coin: number, bonusCoin: number, point: number, freeRental = 0): Outcome => ({
  ok: true,
  message,
  balance: { coin, bonusCoin, point, freeRental },
});

async function rest(r: Reader, path: string, body: Record<string, unknown>): Promise<{ outcome: Outcome; body: any }> {
  const b = (await t.request('POST', `/api/${path}`, { token: r.token, body: { userId: r.userId, ...body } })).body;
  return {
    body: b,
    outcome: b.success ? { ok: true, message: b.message, balance: b.balance } : { ok: false, code: b.code, message: b.message },
  };
}

async function gql(r: Reader, field: string, query: string, variables: Record<string, unknown>): Promise<{ outcome: Outcome; data: any }> {
  const b = (await t.graphql(query, variables, r.token)).body;
  if (b.errors?.length) return { data: null, outcome: { ok: false, code: b.errors[0].extensions.code, message: b.errors[0].message } };
  const data = b.data[field];
  return { data, outcome: { ok: true, message: data.message, balance: data.balance } };
}

/** Two readers with the same history: `coinPacks` packs bought (the sandbox settles at once). */
async function twins(coinPacks = 0): Promise<[Reader, Reader]> {
  const pair: [Reader, Reader] = [await newReader(t), await newReader(t)];
  for (const r of pair)
    for (let i = 0; i < coinPacks; i++) expect((await rest(r, 'buy-coin-pack', { coinPackId: ids.pack })).outcome.ok).toBe(true);
  return pair;
}

const PURCHASE = `mutation($e: ID!, $c: Int) { purchaseEpisode(episodeId: $e, coin: $c) { message status ${BALANCE} } }`;
const UNLOCK_ALL = `mutation($c: ID!, $coin: Int) { unlockAll(comicId: $c, coin: $coin) { message status ${BALANCE} } }`;
const CLAIM = `mutation($g: ID!) { claimGift(giftId: $g) { message status ${BALANCE} } }`;
const BUY_PACK = `mutation($i: BuyItemInput!) { buyCoinPack(input: $i) { message status orderId amount ${BALANCE} } }`;

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, {
    clock,
    extend: (doc) =>
      doc.gifts.push(
        {
          key: 'gift-old',
          type: 'coin',
          title: 'Old coins',
          image: 'art.png',
          value: 5,
          detail: 'Gone',
          expiryDate: new Date(NOW.getTime() - 3 * 86_400_000).toISOString(),
        },
        {
          key: 'gift-later',
          type: 'rental',
          title: 'Later rental',
          image: 'art.png',
          value: 1,
          detail: 'Not live yet',
          expiryDate: new Date(NOW.getTime() + 5 * 86_400_000).toISOString(),
          episode: 'ep-future',
        },
      ),
  }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});
afterEach(async () => {
  await expectWalletInvariants(db);
});

describe('wallet: REST and GraphQL doors of one use case', () => {
  it('purchase-episode / purchaseEpisode: a purchase, a repeat, and every refusal', async () => {
    const [a, b] = await twins(1);
    const bought = (coin: number, bonusCoin: number) => paid('episode purchase successfully!', coin, bonusCoin, 5);
    const cases: Array<{ episodeId: string; coin?: number; expected: Partial<Outcome> }> = [
      { episodeId: ids.coin(1), coin: 5, expected: PRICE_CHANGED },
      { episodeId: ids.future, expected: failure('CATALOG.EPISODE_NOT_LIVE', 'Warn! episode was not live') },
      { episodeId: ids.free, expected: failure('WALLET.NOT_FOR_SALE', 'This episode is not sold for coins') },
      { episodeId: ids.vip, expected: failure('WALLET.NOT_FOR_SALE', 'This episode is not sold for coins') },
      { episodeId: 'no-such-episode', expected: { ok: false, code: 'CATALOG.EPISODE_NOT_FOUND' } },
      { episodeId: '00000000-0000-4000-8000-000000000000', expected: { ok: false, code: 'CATALOG.EPISODE_NOT_FOUND' } },
      { episodeId: ids.coin(1), coin: 6, expected: bought(20, 4) }, // bonus coins first
      { episodeId: ids.coin(1), coin: 6, expected: bought(20, 4) }, // owned: charged nothing
      { episodeId: ids.coin(2), expected: bought(18, 0) },
      { episodeId: ids.coin(3), expected: bought(12, 0) },
      { episodeId: ids.coin(4), expected: bought(6, 0) },
      { episodeId: ids.coin(5), expected: bought(0, 0) },
      { episodeId: ids.coin(6), expected: INSUFFICIENT },
    ];
    for (const c of cases) {
      const r = await rest(a, 'purchase-episode', { comicId: ids.comic, episodeId: c.episodeId, coin: c.coin });
      const g = await gql(b, 'purchaseEpisode', PURCHASE, { e: c.episodeId, c: c.coin });
      expect({ case: c, outcome: r.outcome }).toMatchObject({ case: c, outcome: c.expected });
      expect({ case: c, outcome: g.outcome }).toEqual({ case: c, outcome: r.outcome });
    }
  });

  it('purchase-all-episode / unlockAll: short, a changed price, unlocked, then nothing left; an unknown comic', async () => {
    const [a, b] = await twins(4); // 80 coins + 40 bonus = 120: the 20 episodes at 6
    const [x, y] = await twins(0);
    const r0 = await rest(x, 'purchase-all-episode', { comicId: ids.comic });
    const g0 = await gql(y, 'unlockAll', UNLOCK_ALL, { c: ids.comic });
    expect(r0.outcome).toEqual(INSUFFICIENT);
    expect(g0.outcome).toEqual(r0.outcome);
    for (const c of [
      { comicId: ids.comic, coin: 119, expected: PRICE_CHANGED },
      { comicId: ids.comic, coin: 120, expected: paid('All episodes are unlock!', 0, 0, 20) },
      { comicId: ids.comic, coin: 120, expected: paid('No episodes left to unlock', 0, 0, 20) },
      { comicId: ids.comic.toUpperCase(), expected: paid('No episodes left to unlock', 0, 0, 20) },
      { comicId: 'no-such-comic', expected: paid('No episodes left to unlock', 0, 0, 20) },
    ] as Array<{ comicId: string; coin?: number; expected: Outcome }>) {
      const r = await rest(a, 'purchase-all-episode', { comicId: c.comicId, coin: c.coin });
      const g = await gql(b, 'unlockAll', UNLOCK_ALL, { c: c.comicId, coin: c.coin });
      expect({ case: c, outcome: r.outcome }).toEqual({ case: c, outcome: c.expected });
      expect({ case: c, outcome: g.outcome }).toEqual({ case: c, outcome: r.outcome });
    }
  });

  it('claim-gift / claimGift: each kind of gift, then already claimed; expired, unavailable and unknown gifts', async () => {
    const [a, b] = await twins(0);
    const redeemed = (bonusCoin: number, point: number, freeRental: number) => paid('Gift Redeemed', 0, bonusCoin, point, freeRental);
    const cases: Array<{ giftId: string; expected: Partial<Outcome> }> = [
      { giftId: ids.giftCoin, expected: redeemed(30, 0, 0) },
      { giftId: ids.giftPoint, expected: redeemed(30, 20, 0) },
      { giftId: ids.giftRental, expected: redeemed(30, 20, 1) },
      { giftId: ids.giftCoin, expected: failure('WALLET.GIFT_ALREADY_CLAIMED', 'Gift already redeemed') },
      { giftId: ids.giftRental, expected: failure('WALLET.GIFT_ALREADY_CLAIMED', 'Gift already redeemed') },
      { giftId: catalogId('gift', 'gift-old'), expected: { ok: false, code: 'GIFT.EXPIRED' } },
      { giftId: catalogId('gift', 'gift-later'), expected: { ok: false, code: 'GIFT.UNAVAILABLE' } },
      { giftId: 'no-such-gift', expected: { ok: false, code: 'GIFT.NOT_FOUND' } },
    ];
    for (const c of cases) {
      const r = await rest(a, 'claim-gift', { giftId: c.giftId });
      const g = await gql(b, 'claimGift', CLAIM, { g: c.giftId });
      expect({ case: c, outcome: r.outcome }).toMatchObject({ case: c, outcome: c.expected });
      expect({ case: c, outcome: g.outcome }).toEqual({ case: c, outcome: r.outcome });
    }
  });

  it('buy-coin-pack / buyCoinPack: bought at the server price, with a promo; a changed price, a used-up promo, an unknown pack', async () => {
    const [a, b] = await twins(0);
    const cases: Array<{ rest: Record<string, unknown>; input: Record<string, unknown>; expected: Partial<Outcome> }> = [
      { rest: { coinPackId: ids.pack, price: 0.01 }, input: { itemId: ids.pack, price: 0.01 }, expected: PRICE_CHANGED },
      {
        rest: { coinPackId: ids.pack, price: 4.99 },
        input: { itemId: ids.pack, price: 4.99 },
        expected: { ok: true, message: 'Coin Pack buy successfully!' },
      },
      {
        rest: { coinPackId: ids.pack },
        input: { itemId: ids.pack },
        expected: { ok: true, balance: { coin: 40, bonusCoin: 20, point: 10, freeRental: 0 } },
      },
      {
        rest: { coinPackId: ids.pack, isPromo: true, promoid: ids.promoOnce, price: 4.99 },
        input: { itemId: ids.pack, promoId: ids.promoOnce, price: 4.99 },
        expected: PRICE_CHANGED,
      },
      {
        rest: { coinPackId: ids.pack, isPromo: true, promoid: ids.promoOnce, price: 3.99 },
        input: { itemId: ids.pack, promoId: ids.promoOnce, price: 3.99 },
        expected: { ok: true, balance: { coin: 60, bonusCoin: 30, point: 15, freeRental: 0 } },
      },
      {
        rest: { coinPackId: ids.pack, isPromo: true, promoid: ids.promoOnce, price: 3.99 },
        input: { itemId: ids.pack, promoId: ids.promoOnce, price: 3.99 },
        expected: failure('PROMO.UNAVAILABLE', 'You have already used this promo code'),
      },
      {
        rest: { coinPackId: ids.pack, isPromo: true, promoid: 'no-such-promo' },
        input: { itemId: ids.pack, promoId: 'no-such-promo' },
        expected: failure('PROMO.UNAVAILABLE', 'Promo code is expired or invalid'),
      },
      { rest: { coinPackId: ids.plan }, input: { itemId: ids.plan }, expected: { ok: false, code: 'CATALOG.COIN_PACK_NOT_FOUND' } },
      {
        rest: { coinPackId: 'no-such-pack' },
        input: { itemId: 'no-such-pack' },
        expected: { ok: false, code: 'CATALOG.COIN_PACK_NOT_FOUND' },
      },
    ];
    for (const c of cases) {
      const r = await rest(a, 'buy-coin-pack', c.rest);
      const g = await gql(b, 'buyCoinPack', BUY_PACK, { i: c.input });
      expect({ case: c, outcome: r.outcome }).toMatchObject({ case: c, outcome: c.expected });
      expect({ case: c, outcome: g.outcome }).toEqual({ case: c, outcome: r.outcome });
      if (r.outcome.ok)
        expect({ status: g.data.status, amount: g.data.amount }).toEqual({ status: r.body.order.status, amount: r.body.order.amount });
    }
  });

  it('get-claim-gift / giftBox and get-user-coin-data / coinPurchases: the same entries', async () => {
    const r = await newReader(t);
    for (const giftId of [ids.giftCoin, ids.giftRental]) expect((await rest(r, 'claim-gift', { giftId })).outcome.ok).toBe(true);
    await rest(r, 'buy-coin-pack', { coinPackId: ids.pack });
    clock.advance(60_000);
    try {
      await rest(r, 'buy-coin-pack', { coinPackId: ids.pack, isPromo: true, promoid: ids.promo, price: 4.49 });
    } finally {
      clock.set(NOW);
    }

    const box = (await t.request('GET', `/api/get-claim-gift/${r.userId}`, { token: r.token })).body.giftBox;
    const claimed = (await t.graphql('{ giftBox { giftId type title value total spend episodeId expiresAt claimedAt } }', {}, r.token)).body
      .data.giftBox;
    expect(claimed).toHaveLength(2);
    const sortBy = <T extends Record<string, any>>(list: T[], key: (x: T) => string) =>
      [...list].sort((x, y) => key(x).localeCompare(key(y)));
    expect(sortBy(claimed, (g) => g.giftId)).toEqual(
      sortBy(
        box.map((e: any) => ({
          giftId: e.giftId._id,
          type: e.giftId.type,
          title: e.giftId.title,
          value: e.giftId.value,
          total: e.total,
          spend: e.spend,
          episodeId: e.giftId.episodeId?._id ?? null,
          expiresAt: e.expiresAt,
          claimedAt: e.createdAt,
        })),
        (g: { giftId: string }) => g.giftId,
      ),
    );

    const packs = (await t.request('GET', `/api/get-user-coin-data/${r.userId}`, { token: r.token })).body.buyPack;
    const page = (await t.graphql('{ coinPurchases(page: 1) { total items { id packName coin bonusCoin point createdAt } } }', {}, r.token))
      .body.data.coinPurchases;
    expect(page.total).toBe(2);
    expect(page.items).toEqual(
      packs.map((p: any) => ({
        id: p._id,
        packName: p.coinPackId.name,
        coin: p.coinPackId.coin,
        bonusCoin: p.coinPackId.bonusCoin,
        point: p.coinPackId.point,
        createdAt: p.createdAt,
      })),
    );
  });
});
