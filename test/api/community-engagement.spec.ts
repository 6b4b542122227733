import pg from 'pg';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { ProjectionEngine } from '../../services/server/src/platform/projections/projection-engine.js';
import { type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let db: pg.Pool;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

type Reader = Awaited<ReturnType<typeof newReader>>;
const likeShare = (r: Reader, type: string, body: Record<string, unknown> = {}) =>
  t.request('POST', '/api/add-like-share', { token: r.token, body: { userId: r.userId, comicId: ids.comic, type, ...body } });
const engagementEvents = async (r: Reader) =>
  Number((await db.query('SELECT count(*) FROM es.events WHERE stream_id = $1', [`engagement-${r.userId}`])).rows[0].count);
const COUNTS = `query($c: String!) { comicDetail(slug: $c) { likeCount shareCount } }`;

/** REST's comic detail is cached for up to a second: wait until both doors show `want`. */
async function countsReach(want: { likeCount: number; shareCount: number }) {
  let last: unknown;
  for (let i = 0; i < 150; i++) {
    const rest = (await t.request('GET', `/api/get-comic-data/${ids.comic}`)).body.comic;
    const gql = (await t.graphql(COUNTS, { c: 'mini-comic' })).body.data.comicDetail;
    last = { rest: { likeCount: rest.likeCount, shareCount: rest.shareCount }, gql };
    if (
      rest.likeCount === want.likeCount &&
      rest.shareCount === want.shareCount &&
      gql.likeCount === want.likeCount &&
      gql.shareCount === want.shareCount
    )
      return;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`counts did not reach ${JSON.stringify(want)}: ${JSON.stringify(last)}`);
}

describe('likes and shares (REST)', () => {
  it('a like toggles, a share is recorded every time; get-like-share lists them; comic detail counts them', async () => {
    const a = await newReader(t, 'Liker');
    const b = await newReader(t, 'Sharer');
    expect((await likeShare(a, 'like')).body).toEqual({ success: true, message: 'Comic liked', liked: true });
    expect((await likeShare(b, 'like')).body.liked).toBe(true);
    expect((await likeShare(b, 'share')).body).toEqual({ success: true, message: 'Comic shared', liked: true });
    expect((await likeShare(b, 'share')).body.message).toBe('Comic shared');
    expect((await likeShare(a, 'share')).body.message).toBe('Comic shared');

    const mine = await t.request('GET', `/api/get-like-share/${b.userId}`, { token: b.token });
    expect(mine.body).toMatchObject({
      success: true,
      likes: [{ comicId: ids.comic, type: 'like' }],
      share: [{ comicId: ids.comic, count: 2 }],
    });
    await countsReach({ likeCount: 2, shareCount: 3 });

    expect((await likeShare(a, 'like')).body).toEqual({ success: true, message: 'Comic like removed', liked: false });
    expect((await t.request('GET', `/api/get-like-share/${a.userId}`, { token: a.token })).body.likes).toEqual([]);
    await countsReach({ likeCount: 1, shareCount: 3 });
  });

  it('interest: unset, set, changed, set again to the same', async () => {
    const r = await newReader(t, 'Interested');
    const get = async () =>
      (await t.request('POST', '/api/get-interest', { token: r.token, body: { userId: r.userId, comicId: ids.comic } })).body;
    const set = (interest: unknown) =>
      t.request('POST', '/api/add-interest', { token: r.token, body: { userId: r.userId, comicId: ids.comic, interest } });
    expect(await get()).toEqual({ success: true, interest: null });
    expect((await set(true)).body).toEqual({ success: true, message: 'Interest saved', interest: true });
    expect(await get()).toEqual({ success: true, interest: true });
    expect((await set(false)).body.interest).toBe(false);
    const before = await engagementEvents(r);
    expect((await set(false)).body.interest).toBe(false);
    expect(await engagementEvents(r)).toBe(before); // the same mark again records nothing
    expect(await get()).toEqual({ success: true, interest: false });
  });

  it("bad input moves nothing: another reader's id 403, unknown comic 404, bad type or interest 400, no token 401", async () => {
    const r = await newReader(t, 'Careful');
    const other = await newReader(t, 'Other');
    const cases: Array<[Promise<{ status: number; body: any }>, number, string?]> = [
      [likeShare(r, 'like', { userId: other.userId }), 403, 'AUTH.FORBIDDEN'],
      [t.request('POST', '/api/add-interest', { token: r.token, body: { userId: other.userId, comicId: ids.comic, interest: true } }), 403],
      [t.request('GET', `/api/get-like-share/${other.userId}`, { token: r.token }), 403],
      [t.request('POST', '/api/get-interest', { token: r.token, body: { userId: other.userId, comicId: ids.comic } }), 403],
      [likeShare(r, 'like', { comicId: '00000000-0000-4000-8000-000000000000' }), 404, 'CATALOG.COMIC_NOT_FOUND'],
      [likeShare(r, 'like', { comicId: 'no-such-comic' }), 404],
      [likeShare(r, 'love'), 400],
      [likeShare(r, 'like', { comicId: 42 }), 400],
      [t.request('POST', '/api/add-interest', { token: r.token, body: { comicId: ids.comic, interest: 'maybe' } }), 400],
      [t.request('POST', '/api/add-interest', { token: r.token, body: { comicId: ids.comic } }), 400],
      [t.request('POST', '/api/add-like-share', { body: { comicId: ids.comic, type: 'like' } }), 401],
    ];
    for (const [res, status, code] of cases) {
      const { status: s, body } = await res;
      expect([s, body.success]).toEqual([status, false]);
      if (code) expect(body.code).toBe(code);
    }
    const anon = await t.request('POST', '/api/add-like-share', { body: { comicId: ids.comic, type: 'like' } });
    expect(anon.body.message).toBe('Please do login first');
    expect(await engagementEvents(r)).toBe(0);
    expect(await engagementEvents(other)).toBe(0);
  });
});

describe('likes, shares and interest (GraphQL)', () => {
  it("gives the same answers as REST, with the counts and the reader's marks", async () => {
    const r = await newReader(t, 'Graph');
    const before = (await t.graphql(`query($c: ID!) { comicEngagement(comicId: $c) { likeCount shareCount } }`, { c: ids.comic })).body.data
      .comicEngagement;
    const like = await t.graphql(
      `mutation($c: ID!) { likeOrShareComic(comicId: $c, type: like) { message engagement { comicId liked interest likeCount shareCount } } }`,
      { c: ids.comic },
      r.token,
    );
    // The answer carries the count this like made.
    expect(like.body.data.likeOrShareComic).toEqual({
      message: 'Comic liked',
      engagement: { comicId: ids.comic, liked: true, interest: null, likeCount: before.likeCount + 1, shareCount: before.shareCount },
    });
    const interest = await t.graphql(
      `mutation($c: ID!) { markInterest(comicId: $c, interest: true) { message engagement { interest liked } } }`,
      { c: ids.comic },
      r.token,
    );
    expect(interest.body.data.markInterest).toEqual({ message: 'Interest saved', engagement: { interest: true, liked: true } });
    expect((await t.graphql(`query($c: ID!) { interest(comicId: $c) }`, { c: ids.comic }, r.token)).body.data.interest).toBe(true);
    const rest = (await t.request('POST', '/api/get-interest', { token: r.token, body: { comicId: ids.comic } })).body.interest;
    expect(rest).toBe(true);
    const marks = await t.graphql('{ likesAndShares { likes { comicId } shares { comicId shares } } }', {}, r.token);
    expect(marks.body.data.likesAndShares).toEqual({ likes: [{ comicId: ids.comic }], shares: [] });
    const visitor = await t.graphql(`query($c: ID!) { comicEngagement(comicId: $c) { liked interest likeCount } }`, { c: ids.comic });
    expect(visitor.body.data.comicEngagement).toMatchObject({ liked: false, interest: null });
  });

  it('refuses the same bad input with the same codes as REST', async () => {
    const r = await newReader(t, 'GraphBad');
    const unknown = await t.graphql(
      `mutation { likeOrShareComic(comicId: "00000000-0000-4000-8000-000000000000", type: share) { message } }`,
      {},
      r.token,
    );
    expect(unknown.body.errors[0].extensions.code).toBe('CATALOG.COMIC_NOT_FOUND');
    const anon = await t.graphql(`mutation($c: ID!) { likeOrShareComic(comicId: $c, type: like) { message } }`, { c: ids.comic });
    expect(anon.body.errors[0].extensions.code).toBe('AUTH.UNAUTHORIZED');
    expect((await t.graphql('{ likesAndShares { likes { comicId } } }')).body.errors[0].extensions.code).toBe('AUTH.UNAUTHORIZED');
    expect(await engagementEvents(r)).toBe(0);
  });
});

describe('engagement read models', () => {
  it('a rebuild reproduces the reader marks and the per-comic counts', async () => {
    const r = await newReader(t, 'Rebuild');
    await likeShare(r, 'share');
    await t.request('POST', '/api/add-interest', { token: r.token, body: { comicId: ids.comic, interest: false } });
    const tables = ['engagement_likes', 'engagement_shares', 'engagement_interest', 'comic_engagement_counts'];
    const rows = await db.query(`SELECT sum(shares)::int AS shares FROM rm.engagement_shares`);
    const shares = rows.rows[0].shares;
    const likes = Number((await db.query('SELECT count(*) FROM rm.engagement_likes')).rows[0].count);
    await countsReach({ likeCount: likes, shareCount: shares });
    const dump = async () =>
      Object.fromEntries(
        await Promise.all(tables.map(async (n) => [n, (await db.query(`SELECT * FROM rm.${n} ORDER BY 1, 2`)).rows] as const)),
      );
    const live = await dump();
    await t.app.get(ProjectionEngine).rebuild(['engagement_marks', 'comic_engagement_counts']);
    expect(await dump()).toEqual(live);
  });
});
