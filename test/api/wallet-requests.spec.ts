import pg from 'pg';
import { DAY, FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

type Reader = { userId: string; token: string };
const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
let db: pg.Pool;

const buyPack = async (r: Reader) =>
  (await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: ids.pack } })).body.order._id as string;
const user = async (r: Reader) => (await t.request('GET', `/api/get-user-data/${r.userId}`, { token: r.token })).body.user;
const refund = (r: Reader, orderId: string) =>
  t.request('POST', '/api/request-refund', { token: r.token, body: { userId: r.userId, orderId } });
const GQL_REFUND = 'mutation($id: ID!) { requestRefund(orderId: $id) { message balance { coin bonusCoin point } } }';
const walletEvents = async (r: Reader) =>
  (await db.query('SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1', [`wallet-${r.userId}`])).rows[0].n;

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

describe('refund requests (docs/product.md: 7 days, nothing spent, once)', () => {
  it("refunds an untouched pack over REST and GraphQL alike; twice, after a spend, after 7 days or another reader's order: refused, nothing moves", async () => {
    const r = await newReader(t);
    const a = await buyPack(r);
    const b = await buyPack(r);
    const rest = await refund(r, a);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      success: true,
      message: 'Your coin pack was refunded',
      balance: { coin: 20, bonusCoin: 10, point: 5 },
    });
    const gql = (await t.graphql(GQL_REFUND, { id: b }, r.token)).body;
    expect(gql.data.requestRefund).toEqual({ message: rest.body.message, balance: { coin: 0, bonusCoin: 0, point: 0 } });

    const before = await walletEvents(r);
    const twice = await refund(r, a);
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({ success: false, code: 'WALLET.REFUND_REFUSED' });
    const gqlTwice = (await t.graphql(GQL_REFUND, { id: a }, r.token)).body;
    expect(gqlTwice.errors[0]).toMatchObject({ message: twice.body.message, extensions: { code: 'WALLET.REFUND_REFUSED' } });

    const spent = await buyPack(r);
    await t.request('POST', '/api/purchase-episode', { token: r.token, body: { episodeId: ids.coin(1), coin: 6 } });
    expect((await refund(r, spent)).status).toBe(409);

    const other = await newReader(t);
    const theirs = await buyPack(other);
    expect((await refund(r, theirs)).status).toBe(409);
    expect(await user(other)).toMatchObject({ coin: 20, bonusCoin: 10, point: 5 });

    const late = await buyPack(r);
    clock.advance(7 * DAY + 1000);
    const tooLate = await refund(r, late);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe('Bundles are refundable within 7 days only');
    expect(await walletEvents(r)).toBe(before + 3); // the two packs and the purchase: no refund event
    expect((await refund(r, '')).status).toBe(400);
  });
});

describe('withdrawal requests (docs/product.md: unlock-all within 7 days, unopened episodes)', () => {
  it("gives back the unopened episodes' coins, keeps the opened one, and refuses a second time and after 7 days", async () => {
    const r = await newReader(t);
    for (let i = 0; i < 5; i++) await buyPack(r);
    await t.request('POST', '/api/purchase-all-episode', { token: r.token, body: { comicId: ids.comic } });
    await t.request('POST', '/api/open-episode', { token: r.token, body: { episodeId: ids.coin(1) } }); // opens one
    const { rows } = await db.query(
      `SELECT data->>'unlockId' AS id FROM es.events WHERE stream_id = $1 AND event_type = 'AllEpisodesUnlocked'`,
      [`wallet-${r.userId}`],
    );
    const res = await t.request('POST', '/api/request-withdrawal', { token: r.token, body: { unlockId: rows[0].id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'The unopened episodes were withdrawn and their coins returned', kept: 1 });
    const u = await user(r);
    expect(u.coin + u.bonusCoin).toBe(150 - 6);
    const again = (await t.graphql('mutation($id: ID!) { requestWithdrawal(unlockId: $id) { message } }', { id: rows[0].id }, r.token))
      .body;
    expect(again.errors[0].extensions.code).toBe('WALLET.WITHDRAWAL_REFUSED');

    const r2 = await newReader(t);
    for (let i = 0; i < 5; i++) await buyPack(r2);
    await t.request('POST', '/api/purchase-all-episode', { token: r2.token, body: { comicId: ids.comic } });
    const unlock = (
      await db.query(`SELECT data->>'unlockId' AS id FROM es.events WHERE stream_id = $1 AND event_type = 'AllEpisodesUnlocked'`, [
        `wallet-${r2.userId}`,
      ])
    ).rows[0].id;
    expect((await t.request('POST', '/api/request-withdrawal', { token: r.token, body: { unlockId: unlock } })).status).toBe(409); // not theirs
    clock.advance(7 * DAY + 1000);
    const before = await user(r2);
    const late = await t.request('POST', '/api/request-withdrawal', { token: r2.token, body: { unlockId: unlock } });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: 'WALLET.WITHDRAWAL_REFUSED',
      message: 'A withdrawal is possible within 7 days after purchase only',
    });
    expect(await user(r2)).toEqual(before);
  });
});

describe('refund options (what the account page offers)', () => {
  const OPTIONS =
    '{ refundOptions { packs { orderId coin bonusCoin point until } unlocks { unlockId coins episodes { episodeId episodeNumber price } } } }';
  const options = async (r: Reader) => {
    const res = (await t.graphql(OPTIONS, {}, r.token)).body;
    expect(res.errors).toBeUndefined();
    return res.data.refundOptions;
  };

  it("offers exactly what the refund and withdrawal accept: an untouched pack and an unlock-all's unopened episodes, within 7 days", async () => {
    const r = await newReader(t);
    expect(await options(r)).toEqual({ packs: [], unlocks: [] });
    const spent = await buyPack(r);
    const untouched = await buyPack(r);
    await t.request('POST', '/api/purchase-episode', { token: r.token, body: { episodeId: ids.coin(1) } });
    const now = await options(r);
    // The spend drew on one pack's bonus lot: that pack is no longer offered.
    const { rows } = await db.query(`SELECT data FROM es.events WHERE stream_id = $1 AND event_type = 'EpisodePurchased'`, [
      `wallet-${r.userId}`,
    ]);
    const touched = (rows[0].data.draws[0].lotId as string).replace(/:bonus$/, '');
    const offered = touched === spent ? untouched : spent;
    expect(now.packs).toEqual([
      { orderId: offered, coin: 20, bonusCoin: 10, point: 5, until: new Date(clock.now().getTime() + 7 * DAY).toISOString() },
    ]);
    expect((await refund(r, touched)).status).toBe(409);

    for (let i = 0; i < 4; i++) await buyPack(r);
    await t.request('POST', '/api/purchase-all-episode', { token: r.token, body: { comicId: ids.comic } });
    await t.request('POST', '/api/open-episode', { token: r.token, body: { episodeId: ids.coin(2) } }); // opened: kept
    const [unlock] = (await options(r)).unlocks;
    // Coin 1 (episode 2) was bought alone before; coin 2 (episode 3) is opened: neither is offered.
    const numbers = unlock.episodes.map((e: { episodeNumber: number }) => e.episodeNumber);
    expect(numbers.slice(0, 18)).toEqual(Array.from({ length: 18 }, (_, i) => i + 4));
    expect(numbers).not.toContain(3);
    expect(unlock.coins).toBe(numbers.length * 6);
    expect((await t.request('POST', '/api/request-withdrawal', { token: r.token, body: { unlockId: unlock.unlockId } })).body.success).toBe(
      true,
    );
    expect((await options(r)).unlocks).toEqual([]);

    const other = await buyPack(r);
    clock.advance(7 * DAY + 1);
    expect((await options(r)).packs.map((p: { orderId: string }) => p.orderId)).not.toContain(other);
    expect((await refund(r, other)).status).toBe(409);
  });

  it('answers only a signed-in reader, and only about their own wallet', async () => {
    const gql = (await t.graphql(OPTIONS, {})).body;
    expect(gql.errors[0].extensions.code).toBe('AUTH.UNAUTHORIZED');
    const a = await newReader(t);
    await buyPack(a);
    const b = await newReader(t);
    expect(await options(b)).toEqual({ packs: [], unlocks: [] });
  });
});
