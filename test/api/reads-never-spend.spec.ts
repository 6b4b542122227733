// Issue 27 item 3: asking about an episode (REST get-comic-episode-data, GraphQL episode { access })
// moves nothing; only the open-episode command (POST /api/open-episode, openEpisode) records the
// opening and, for a claimed rental pass not yet in use, uses it — once, however often it is sent.
// Item 7: a gift says how long what it grants lasts. Item 9: get-purchase-episode carries `share`.
import pg from 'pg';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
let db: pg.Pool;
let slug: string;
type Reader = { userId: string; token: string };

const eventCount = async () => Number((await db.query('SELECT count(*)::int AS n FROM es.events')).rows[0].n);
const eventsOf = async (r: Reader, type: string) =>
  Number(
    (
      await db.query('SELECT count(*)::int AS n FROM es.events WHERE event_type = $1 AND stream_id IN ($2, $3)', [
        type,
        `wallet-${r.userId}`,
        `reading-${r.userId}`,
      ])
    ).rows[0].n,
  );
const rentalGift = async (r: Reader) =>
  (await t.request('GET', `/api/get-user-data/${r.userId}`, { token: r.token })).body.gift.find(
    (g: { giftId: { type: string } }) => g.giftId.type === 'rental',
  );
const episodeData = (id: string, r: Reader) => t.request('GET', `/api/get-comic-episode-data/${id}`, { token: r.token });
const open = (r: Reader, episodeId: string, body: Record<string, unknown> = {}) =>
  t.request('POST', '/api/open-episode', { token: r.token, body: { episodeId, ...body } });
const ACCESS =
  'query($s: String!, $n: Int!) { episode(comicSlug: $s, episodeNumber: $n) { access { allowed via passUsed passEndsAt needsOpen needsConfirmation } } }';
const WITH_PAGES =
  'query($s: String!, $n: Int!) { episode(comicSlug: $s, episodeNumber: $n) { access { via needsConfirmation } pages { image } locked } }';
const OPEN = 'mutation($e: ID!) { openEpisode(episodeId: $e) { episodeId via passStarted passEndsAt } }';

async function withClaimedPass(): Promise<Reader> {
  const r = await newReader(t, 'Renter');
  expect((await t.request('POST', '/api/claim-gift', { token: r.token, body: { giftId: ids.giftRental } })).body.success).toBe(true);
  return r;
}

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
  slug = (await t.request('GET', `/api/get-comic-data/${ids.comic}`)).body.comic.slug;
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

describe('asking about an episode moves nothing', () => {
  it('GraphQL episode { access } and REST get-comic-episode-data for a claimed, unused rental pass leave it unused and append no event', async () => {
    const r = await withClaimedPass();
    const before = await eventCount();
    const gql = await t.graphql(ACCESS, { s: slug, n: 4 }, r.token); // Coin 3 is episode number 4
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.episode.access).toMatchObject({
      allowed: true,
      via: 'rental',
      passUsed: false,
      needsOpen: true,
      needsConfirmation: true,
      passEndsAt: expect.any(String),
    });
    const gqlPages = await t.graphql(WITH_PAGES, { s: slug, n: 4 }, r.token);
    expect(gqlPages.body.data.episode).toMatchObject({ pages: [], locked: null });
    const rest = await episodeData(ids.coin(3), r);
    expect(rest.status).toBe(200);
    expect(rest.body.access).toMatchObject({ allowed: true, via: 'rental', passUsed: false, needsOpen: true, needsConfirmation: true });
    expect(rest.body.episode.content).toEqual([]);
    expect(rest.body.episode.locked).toBeUndefined();
    expect(rest.body.listEpisode.length).toBeGreaterThan(0);
    expect(rest.body.pagesExpireAt).toBeNull();
    expect(await eventCount()).toBe(before);
    expect(await rentalGift(r)).toMatchObject({ used: false });
  });

  it('a purchased episode and a free one: pages come, and the read appends nothing', async () => {
    const r = await newReader(t, 'Buyer');
    await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: ids.pack } });
    expect(
      (await t.request('POST', '/api/purchase-episode', { token: r.token, body: { comicId: ids.comic, episodeId: ids.coin(1) } })).body
        .success,
    ).toBe(true);
    const before = await eventCount();
    const paid = await episodeData(ids.coin(1), r);
    expect(paid.body.access).toMatchObject({ allowed: true, via: 'purchase', needsOpen: false, needsConfirmation: false });
    expect(paid.body.episode.content).toHaveLength(2);
    expect((await episodeData(ids.free, r)).body.episode.content).toHaveLength(1);
    expect((await t.graphql(WITH_PAGES, { s: slug, n: 2 }, r.token)).body.data.episode.pages).toHaveLength(2);
    expect(await eventCount()).toBe(before);
  });

  it('an episode of an unlock-all that may still be withdrawn: no pages until opened, so a read cannot escape the withdrawal rule', async () => {
    const r = await newReader(t, 'Unlocker');
    for (let i = 0; i < 6; i++) await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: ids.pack } });
    expect((await t.request('POST', '/api/purchase-all-episode', { token: r.token, body: { comicId: ids.comic } })).body.success).toBe(
      true,
    );
    const before = await eventCount();
    const asked = await episodeData(ids.coin(2), r);
    expect(asked.body.access).toMatchObject({ allowed: true, via: 'purchase', needsOpen: true, needsConfirmation: false });
    expect(asked.body.episode.content).toEqual([]);
    expect(await eventCount()).toBe(before);
    expect((await open(r, ids.coin(2))).body).toMatchObject({ success: true, via: 'purchase', passStarted: false, passEndsAt: null });
    const opened = await episodeData(ids.coin(2), r);
    expect(opened.body.access).toMatchObject({ needsOpen: false });
    expect(opened.body.episode.content).toHaveLength(2);
  });
});

describe('the open-episode command', () => {
  it('uses the pass exactly once, REST and GraphQL alike, and then the pages come', async () => {
    const r = await withClaimedPass();
    const first = await open(r, ids.coin(3));
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      success: true,
      episodeId: ids.coin(3),
      via: 'rental',
      passStarted: true,
      passEndsAt: expect.any(String),
    });
    const again = await open(r, ids.coin(3));
    expect(again.body).toMatchObject({ success: true, via: 'rental', passStarted: false });
    const gql = await t.graphql(OPEN, { e: ids.coin(3) }, r.token);
    expect(gql.body.data.openEpisode).toMatchObject({ via: 'rental', passStarted: false });
    expect(await eventsOf(r, 'RentalPassUsed')).toBe(1);
    expect(await eventsOf(r, 'EpisodeOpened')).toBe(1);
    expect(await rentalGift(r)).toMatchObject({ used: true });
    const rest = await episodeData(ids.coin(3), r);
    expect(rest.body.access).toMatchObject({ via: 'rental', passUsed: true, needsOpen: false, needsConfirmation: false });
    expect(rest.body.episode.content).toHaveLength(2);
  });

  it('sent twice at once, it still uses the pass once', async () => {
    const r = await withClaimedPass();
    const both = await Promise.all([open(r, ids.coin(3)), open(r, ids.coin(3))]);
    expect(both.map((x) => x.status)).toEqual([200, 200]);
    expect(both.filter((x) => x.body.passStarted)).toHaveLength(1);
    expect(await eventsOf(r, 'RentalPassUsed')).toBe(1);
    expect(await eventsOf(r, 'EpisodeOpened')).toBe(1);
  });

  it("refuses another user's id, an episode the reader may not read and one not live, and moves nothing", async () => {
    const r = await withClaimedPass();
    const other = await newReader(t, 'Other');
    const before = await eventCount();
    const theirs = await open(other, ids.coin(3), { userId: r.userId });
    expect(theirs.status).toBe(403);
    const notMine = await open(other, ids.coin(3));
    expect(notMine.status).toBe(403);
    expect(notMine.body).toMatchObject({ success: false, code: 'READING.EPISODE_NOT_READABLE' });
    const gql = await t.graphql(OPEN, { e: ids.coin(5) }, other.token);
    expect(gql.body.errors?.[0]?.extensions?.code).toBe('READING.EPISODE_NOT_READABLE');
    const future = await open(r, ids.future);
    expect(future.status).toBe(404);
    expect(future.body).toMatchObject({ success: false, code: 'READING.EPISODE_NOT_LIVE', message: 'Warn! episode was not live' });
    const anonymous = await t.request('POST', '/api/open-episode', { body: { episodeId: ids.coin(3) } });
    expect(anonymous.status).toBe(401);
    expect(await eventCount()).toBe(before);
    expect(await rentalGift(r)).toMatchObject({ used: false });
  });
});

describe('what the gift box and the Unlocked shelf answer', () => {
  it('a gift says how many days what it grants lasts once claimed', async () => {
    const res = await t.graphql('{ gifts { id type lastsDays } }');
    const byId = new Map((res.body.data.gifts as Array<{ id: string; lastsDays: number }>).map((g) => [g.id, g.lastsDays]));
    expect(byId.get(ids.giftRental)).toBe(7);
    expect(byId.get(ids.giftCoin)).toBe(30);
    expect(byId.get(ids.giftPoint)).toBe(30);
  });

  it("get-purchase-episode carries the reader's shares (docs/product.md, The REST calls)", async () => {
    const r = await newReader(t, 'Sharer');
    const empty = await t.request('GET', `/api/get-purchase-episode/${r.userId}`, { token: r.token });
    expect(empty.body).toMatchObject({ success: true, purchaseEpisode: [], purchaseComic: [], share: [] });
    expect(
      (await t.request('POST', '/api/add-like-share', { token: r.token, body: { userId: r.userId, comicId: ids.comic, type: 'share' } }))
        .body.success,
    ).toBe(true);
    const res = await t.request('GET', `/api/get-purchase-episode/${r.userId}`, { token: r.token });
    expect(res.body.share).toEqual([expect.objectContaining({ comicId: ids.comic, type: 'share', count: 1, userId: r.userId })]);
  });
});
