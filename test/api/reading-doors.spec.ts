// The reading context's use cases that have a REST call and a GraphQL field answer through the
// same handlers: for the same reader and episode the two doors give the same answer (REST
// leaves out what GraphQL gives as null), and refuse the same caller with the same code and
// message.
//   - opening an episode: get-comic-episode-data/:id ↔ episode(comicSlug, episodeNumber)
//     { access pages locked pagesExpireAt progress } (GetEpisodeForReaderQuery, GetEpisodeProgressQuery)
//   - read progress: get-comic-read/:userId ↔ libraryRecent
//   - purchased episodes: get-purchase-episode/:userId ↔ libraryUnlocked
//   - deleting history: delete-user-history ↔ deleteReadingHistory (DeleteReadingHistoryCommand)
import path from 'node:path';
import sharp from 'sharp';
import { DAY, FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { CatalogImportService, catalogId } from '../../services/server/src/modules/catalog/index.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
const other = catalogId('comic', 'other');
const otherEp = catalogId('episode', 'other-1');

type Reader = { userId: string; token: string };

/** The mini catalog, coin 1 with pages of its own (private: served only as signed URLs), and a second comic. */
beforeAll(async () => {
  t = await startTestApp(import.meta.url, { clock, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  const mini = await miniCatalog(clock.now());
  ids = mini.ids;
  for (const [name, r] of [
    ['paid-a.png', 10],
    ['paid-b.png', 90],
  ] as const) {
    await sharp({ create: { width: 64, height: 96, channels: 3, background: { r, g: 60, b: 200 } } })
      .png()
      .toFile(path.join(mini.dir, name));
  }
  mini.doc.episodes.find((e) => e.key === 'ep-coin-1')!.content = [
    { image: 'paid-a.png', sequence: 1 },
    { image: 'paid-b.png', sequence: 2 },
  ];
  const base = mini.doc.comics[0]!;
  mini.doc.comics.push({ ...base, key: 'other', title: 'Another Comic' });
  const ep = mini.doc.episodes[0]!;
  mini.doc.episodes.push({
    ...ep,
    key: 'other-1',
    comic: 'other',
    episodeNumber: 1,
    releaseDate: new Date(clock.now().getTime() - DAY).toISOString(),
  });
  await t.app.get(CatalogImportService).importDocument(mini.doc, mini.dir);
});
afterAll(async () => {
  await t?.close();
});

/** Every field the GraphQL answer holds equals the REST answer's field of that name (absent in REST = null). */
function expectSameFields(fromGraphql: unknown, fromRest: unknown, at = '$'): void {
  if (Array.isArray(fromGraphql)) {
    expect({ at, length: Array.isArray(fromRest) ? fromRest.length : fromRest }).toEqual({ at, length: fromGraphql.length });
    fromGraphql.forEach((g, i) => expectSameFields(g, (fromRest as unknown[])[i], `${at}[${i}]`));
    return;
  }
  if (fromGraphql !== null && typeof fromGraphql === 'object') {
    expect({ at, isObject: fromRest !== null && typeof fromRest === 'object' }).toEqual({ at, isObject: true });
    for (const [k, v] of Object.entries(fromGraphql)) expectSameFields(v, (fromRest as Record<string, unknown>)[k], `${at}.${k}`);
    return;
  }
  expect({ at, value: fromRest ?? null }).toEqual({ at, value: fromGraphql });
}

const EPISODE = `query($s: String!, $n: Int!) { episode(comicSlug: $s, episodeNumber: $n) {
  access { allowed via reason message giftId price } pages { image sequence } locked pagesExpireAt progress } }`;

/** One episode through both doors, by id (REST) and by comic slug and number (GraphQL). */
async function episodeBothWays(episodeId: string, slug: string, n: number, reader?: Reader) {
  const r = await t.request('GET', `/api/get-comic-episode-data/${episodeId}`, { token: reader?.token });
  expect(r.status).toBe(200);
  const g = await t.graphql(EPISODE, { s: slug, n }, reader?.token);
  expect(g.body.errors).toBeUndefined();
  const view = g.body.data.episode;
  expectSameFields(
    { access: view.access, pages: view.pages, locked: view.locked, pagesExpireAt: view.pagesExpireAt, progress: view.progress },
    {
      access: r.body.access,
      pages: r.body.episode.content,
      locked: r.body.episode.locked,
      pagesExpireAt: r.body.pagesExpireAt,
      progress: r.body.progress,
    },
  );
  return view as {
    access: { allowed: boolean; via: string | null; reason: string | null };
    pages: unknown[];
    pagesExpireAt: string | null;
    progress: number | null;
  };
}

/** The REST call and the GraphQL field refuse the caller with the same code and message. */
async function expectSameRefusal(rest: { status: number; body: any }, graphql: { body: any }, status: number) {
  expect(rest.status).toBe(status);
  expect(rest.body.success).toBe(false);
  expect(graphql.body.errors).toHaveLength(1);
  const e = graphql.body.errors[0];
  expect({ code: e.extensions.code, message: e.message }).toEqual({ code: rest.body.code, message: rest.body.message });
}

describe('reading: REST and GraphQL doors of one use case', () => {
  it('opening an episode: the same access, pages, lock text and progress for a visitor and for a reader, before and after buying', async () => {
    const r = await newReader(t);
    // A visitor: the free episode is open, a coin episode asks for a login.
    expect((await episodeBothWays(ids.free, 'mini-comic', 1)).access).toMatchObject({ allowed: true, via: 'free' });
    expect((await episodeBothWays(ids.coin(1), 'mini-comic', 2)).access).toMatchObject({ allowed: false, reason: 'login' });
    // A reader without coins, plan or gift: purchase (with the price), plan, gift (with the gift to claim).
    expect((await episodeBothWays(ids.coin(1), 'mini-comic', 2, r)).access).toMatchObject({ allowed: false, reason: 'purchase', price: 6 });
    expect((await episodeBothWays(ids.vip, 'mini-comic', 30, r)).access).toMatchObject({ allowed: false, reason: 'plan' });
    expect((await episodeBothWays(ids.coin(3), 'mini-comic', 4, r)).access).toMatchObject({
      allowed: false,
      reason: 'gift',
      giftId: ids.giftRental,
    });

    // Bought: both doors hand out the same signed page URLs with the same expiry.
    const paid = await t.graphql(
      `mutation($i: BuyItemInput!) { buyCoinPack(input: $i) { status } }`,
      { i: { itemId: ids.pack, price: 4.99 } },
      r.token,
    );
    expect(paid.body.data.buyCoinPack.status).toBe('paid');
    expect((await t.request('POST', '/api/purchase-episode', { token: r.token, body: { episodeId: ids.coin(1) } })).status).toBe(200);
    const bought = await episodeBothWays(ids.coin(1), 'mini-comic', 2, r);
    expect(bought.access).toMatchObject({ allowed: true, via: 'purchase' });
    expect(bought.pages).toHaveLength(2);
    expect((bought.pages as Array<{ image: string }>).every((p) => p.image.includes('?'))).toBe(true); // signed for this reader
    expect(bought.pagesExpireAt).not.toBeNull();

    // A claimed rental pass opens its episode through both doors.
    expect((await t.request('POST', '/api/claim-gift', { token: r.token, body: { giftId: ids.giftRental } })).status).toBe(200);
    expect((await episodeBothWays(ids.coin(3), 'mini-comic', 4, r)).access).toMatchObject({ allowed: true, via: 'rental' });

    // The reader's position, recorded through REST, comes back through both.
    expect(
      (
        await t.request('POST', '/api/add-comic-read', {
          token: r.token,
          body: { episodeId: ids.coin(1), comicId: ids.comic, readPercentage: 35 },
        })
      ).status,
    ).toBe(200);
    expect((await episodeBothWays(ids.coin(1), 'mini-comic', 2, r)).progress).toBe(35);
  });

  it('opening an episode that does not exist: the same refusal', async () => {
    await expectSameRefusal(
      await t.request('GET', `/api/get-comic-episode-data/${catalogId('episode', 'no-such-episode')}`),
      await t.graphql(EPISODE, { s: 'mini-comic', n: 99 }),
      404,
    );
  });

  it('read progress: the Recent shelf lists the same comics, episodes and positions through both doors', async () => {
    const r = await newReader(t);
    const read = (episodeId: string, comicId: string, readPercentage: number) =>
      t.request('POST', '/api/add-comic-read', { token: r.token, body: { userId: r.userId, episodeId, comicId, readPercentage } });
    expect((await read(ids.free, ids.comic, 40)).status).toBe(200);
    clock.advance(1000);
    expect((await read(otherEp, other, 100)).status).toBe(200);
    const rest = (await t.request('GET', `/api/get-comic-read/${r.userId}`, { token: r.token })).body.readData;
    const g = await t.graphql('{ libraryRecent { items { id comic { id } episodeId percentage readAt } } }', {}, r.token);
    expect(g.body.errors).toBeUndefined();
    const shelf = g.body.data.libraryRecent.items.map((e: any) => ({
      _id: e.id,
      comic: { _id: e.comic.id },
      episodeId: e.episodeId,
      readPercentage: e.percentage,
      updatedAt: e.readAt,
    }));
    expect(shelf).toHaveLength(2);
    expectSameFields(shelf, rest);
  });

  it('read progress is refused on an episode the reader may not read, and on one not live; nothing is recorded', async () => {
    const r = await newReader(t);
    const read = (episodeId: string, readPercentage = 100) =>
      t.request('POST', '/api/add-comic-read', { token: r.token, body: { episodeId, comicId: ids.comic, readPercentage } });
    const locked = await read(ids.coin(5));
    expect(locked.status).toBe(403);
    expect(locked.body).toMatchObject({ success: false, code: 'READING.EPISODE_NOT_READABLE' });
    expect((await read(ids.vip)).status).toBe(403);
    const future = await read(ids.future);
    expect(future.status).toBe(404);
    expect(future.body).toMatchObject({ success: false, code: 'READING.EPISODE_NOT_LIVE' });
    const shelf = (await t.request('GET', `/api/get-comic-read/${r.userId}`, { token: r.token })).body.readData;
    expect(shelf).toEqual([]);
    expect((await read(ids.free, 20)).status).toBe(200);
  });

  it('purchased episodes: the same episodes per comic through both doors', async () => {
    const r = await newReader(t);
    await t.graphql(`mutation($i: BuyItemInput!) { buyCoinPack(input: $i) { status } }`, { i: { itemId: ids.pack, price: 4.99 } }, r.token);
    for (const n of [2, 1])
      expect((await t.request('POST', '/api/purchase-episode', { token: r.token, body: { episodeId: ids.coin(n) } })).status).toBe(200);
    const rest = (await t.request('GET', `/api/get-purchase-episode/${r.userId}`, { token: r.token })).body;
    const g = await t.graphql('{ libraryUnlocked { items { comic { id } episodes { episodeId title } } } }', {}, r.token);
    expect(g.body.errors).toBeUndefined();
    const fromGraphql = g.body.data.libraryUnlocked.items.flatMap((c: any) =>
      c.episodes.map((e: any) => ({ comicId: c.comic.id, episodeId: e.episodeId, title: e.title })),
    );
    const fromRest = rest.purchaseEpisode.map((p: any) => ({ comicId: p.comicId, episodeId: p.episodeId._id, title: p.episodeId.title }));
    const byEpisode = (a: { episodeId: string }, b: { episodeId: string }) => a.episodeId.localeCompare(b.episodeId);
    expect(fromGraphql.sort(byEpisode)).toEqual(fromRest.sort(byEpisode));
    expect(fromRest).toHaveLength(2);
    expect(g.body.data.libraryUnlocked.items.map((c: any) => c.comic.id)).toEqual(rest.purchaseComic.map((c: any) => c.comic._id));
  });

  it('deleting history: the same text and the same shelf afterwards through both doors', async () => {
    const viaRest = await newReader(t);
    const viaGraphql = await newReader(t);
    for (const r of [viaRest, viaGraphql]) {
      for (const [episodeId, comicId] of [
        [ids.free, ids.comic],
        [otherEp, other],
      ] as const) {
        expect(
          (await t.request('POST', '/api/add-comic-read', { token: r.token, body: { episodeId, comicId, readPercentage: 50 } })).status,
        ).toBe(200);
      }
    }
    const rest = await t.request('POST', '/api/delete-user-history', {
      token: viaRest.token,
      body: { userId: viaRest.userId, deleteHistoryIds: [ids.comic.toUpperCase()] },
    });
    const g = await t.graphql(
      'mutation($c: [ID!]!) { deleteReadingHistory(comicIds: $c) { message remaining } }',
      { c: [ids.comic.toUpperCase()] },
      viaGraphql.token,
    );
    expect(rest.body).toEqual({ success: true, message: 'History deleted' });
    expect(g.body.data.deleteReadingHistory).toEqual({ message: rest.body.message, remaining: 1 });
    for (const r of [viaRest, viaGraphql]) {
      const left = (await t.request('GET', `/api/get-comic-read/${r.userId}`, { token: r.token })).body.readData;
      expect(left.map((e: { comicId: string }) => e.comicId)).toEqual([other]);
    }
  });

  it('deleting history: more than 500 ids at once is a validation error through both doors, and nothing moves', async () => {
    const r = await newReader(t);
    expect(
      (
        await t.request('POST', '/api/add-comic-read', {
          token: r.token,
          body: { episodeId: ids.free, comicId: ids.comic, readPercentage: 10 },
        })
      ).status,
    ).toBe(200);
    const many = Array.from({ length: 501 }, () => ids.comic);
    const rest = await t.request('POST', '/api/delete-user-history', { token: r.token, body: { deleteHistoryIds: many } });
    const g = await t.graphql('mutation($c: [ID!]!) { deleteReadingHistory(comicIds: $c) { message } }', { c: many }, r.token);
    // The codes agree; each door words its own input's name (deleteHistoryIds, comicIds).
    expect(rest.status).toBe(400);
    expect(g.body.errors[0].extensions.code).toBe(rest.body.code);
    expect((await t.request('GET', `/api/get-comic-read/${r.userId}`, { token: r.token })).body.readData).toHaveLength(1);
  });

  it('without a token: the same refusal for progress, purchases and history', async () => {
    const r = await newReader(t);
    await expectSameRefusal(await t.request('GET', `/api/get-comic-read/${r.userId}`), await t.graphql('{ libraryRecent { total } }'), 401);
    await expectSameRefusal(
      await t.request('GET', `/api/get-purchase-episode/${r.userId}`),
      await t.graphql('{ libraryUnlocked { total } }'),
      401,
    );
    await expectSameRefusal(
      await t.request('POST', '/api/delete-user-history', { body: { deleteHistoryIds: [ids.comic] } }),
      await t.graphql('mutation { deleteReadingHistory(comicIds: ["x"]) { message } }'),
      401,
    );
  });
});
