// The wallet with the write fast path off (WRITE_FAST_PATH=off): every command in a transaction of
// its own, every read model applied by its own statements. The answers, the concurrency guarantees
// and the invariants are the ones the fast path gives (wallet.spec.ts runs with it on).
import pg from 'pg';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { WritePath } from '../../services/server/src/platform/database/write-path.js';
import { InlineProjector } from '../../services/server/src/platform/projections/inline-projector.js';
import { ProjectionEngine } from '../../services/server/src/platform/projections/projection-engine.js';
import { type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { expectWalletInvariants } from '../fixtures/wallet-invariants.js';

type Reader = { userId: string; token: string };
const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
let db: pg.Pool;

const buyPack = (r: Reader) =>
  t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { userId: r.userId, coinPackId: ids.pack, price: 4.99 } });
const buyEpisode = (r: Reader, n: number) =>
  t.request('POST', '/api/purchase-episode', {
    token: r.token,
    body: { userId: r.userId, comicId: ids.comic, episodeId: ids.coin(n), coin: 6 },
  });
const balance = async (r: Reader) => (await t.graphql('{ balance { coin bonusCoin point freeRental } }', {}, r.token)).body.data.balance;

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock, env: { WRITE_FAST_PATH: 'off' } }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});
afterEach(async () => {
  await expectWalletInvariants(db);
  // Nothing took the fast path: no shared transaction, no read-model write folded into an append.
  expect(t.app.get(WritePath).stats.shared).toBe(0);
  expect(t.app.get(InlineProjector).stats.folded).toBe(0);
});

describe('wallet with WRITE_FAST_PATH=off', () => {
  it('the switch reaches the write path', () => {
    expect(t.config.WRITE_FAST_PATH).toBe('off');
    expect(t.app.get(WritePath).fast).toBe(false);
  });

  it('buys a pack, episodes, all the rest, and claims a gift, with the answers of the fast path', async () => {
    const r = await newReader(t);
    const applied = t.app.get(InlineProjector).stats.appliedAfter;
    expect((await buyPack(r)).body).toMatchObject({ success: true, message: 'Coin Pack buy successfully!' });
    const first = await buyEpisode(r, 1);
    expect(first.body).toMatchObject({ success: true, message: 'episode purchase successfully!', balance: { coin: 20, bonusCoin: 4 } });
    expect((await buyEpisode(r, 1)).body).toMatchObject({ success: true, balance: { coin: 20, bonusCoin: 4 } }); // owned: charged once
    const claim = await t.request('POST', '/api/claim-gift', { token: r.token, body: { giftId: ids.giftCoin } });
    expect(claim.status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await buyPack(r)).status).toBe(200);
    const all = await t.request('POST', '/api/purchase-all-episode', {
      token: r.token,
      body: { userId: r.userId, comicId: ids.comic, coin: 114 },
    });
    expect(all.body).toMatchObject({ success: true, message: 'All episodes are unlock!', unlocked: 19 });
    // 4 packs (80 coins, 40 bonus) + 30 gift bonus, less 6 + 114.
    expect(await balance(r)).toEqual({ coin: 30, bonusCoin: 0, point: 20, freeRental: 0 });
    expect(t.app.get(InlineProjector).stats.appliedAfter).toBeGreaterThan(applied);
    const lib = await t.request('GET', `/api/get-purchase-episode/${r.userId}`, { token: r.token });
    expect(lib.body.purchaseEpisode).toHaveLength(20);
  });

  it('a hot wallet: 20 parallel purchases with balance for 5, exactly 5 succeed; one episode ten times at once is charged once', async () => {
    const r = await newReader(t);
    await buyPack(r);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => buyEpisode(r, i + 1)));
    expect(results.filter((x) => x.status === 200)).toHaveLength(5);
    expect(results.filter((x) => x.status === 409).every((x) => x.body.code === 'WALLET.INSUFFICIENT_COINS')).toBe(true);
    expect(await balance(r)).toMatchObject({ coin: 0, bonusCoin: 0 });

    const s = await newReader(t);
    await buyPack(s);
    const same = await Promise.all(Array.from({ length: 10 }, () => buyEpisode(s, 7)));
    expect(same.every((x) => x.status === 200)).toBe(true);
    expect(await balance(s)).toMatchObject({ coin: 20, bonusCoin: 4 });
  });

  it('many wallets at once: each answers as alone; a gift claimed ten times at once is claimed once', async () => {
    const readers = await Promise.all(Array.from({ length: 8 }, () => newReader(t)));
    const packs = await Promise.all(readers.map((r) => buyPack(r)));
    expect(packs.every((x) => x.status === 200)).toBe(true);
    const bought = await Promise.all(readers.flatMap((r) => [buyEpisode(r, 1), buyEpisode(r, 2), buyEpisode(r, 3)]));
    expect(bought.every((x) => x.status === 200)).toBe(true);
    for (const r of readers) expect(await balance(r)).toMatchObject({ coin: 12, bonusCoin: 0 });
    const claims = await Promise.all(
      Array.from({ length: 10 }, () => t.request('POST', '/api/claim-gift', { token: readers[0].token, body: { giftId: ids.giftPoint } })),
    );
    expect(claims.filter((x) => x.status === 200)).toHaveLength(1);
    expect(claims.filter((x) => x.status === 409).every((x) => x.body.code === 'WALLET.GIFT_ALREADY_CLAIMED')).toBe(true);
  });

  it('a rebuild of the wallet read model mid-way changes nothing the reader sees', async () => {
    const r = await newReader(t);
    await buyPack(r);
    await t.app.get(ProjectionEngine).rebuild(['wallet_balance']);
    expect((await buyEpisode(r, 1)).body).toMatchObject({ success: true, balance: { coin: 20, bonusCoin: 4 } });
    expect(await balance(r)).toMatchObject({ coin: 20, bonusCoin: 4 });
  });
});
