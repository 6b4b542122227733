import { FakeClock, DAY } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { catalogId } from '../../services/server/src/modules/catalog/catalog.ids.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof startWithMiniCatalog>>['ids'];
const vendor = catalogId('comic', 'vendor');
const vendorEp = catalogId('episode', 'vendor-1');

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, {
    clock,
    extend: (doc) => {
      const base = doc.comics[0]!;
      doc.comics.push({ ...base, key: 'vendor', title: 'A Vendor Series With A Long Title', teamAssignment: 'Blue Yak' } as typeof base);
      const ep = doc.episodes[0]!;
      doc.episodes.push({
        ...ep,
        key: 'vendor-1',
        comic: 'vendor',
        episodeNumber: 1,
        releaseDate: new Date(clock.now().getTime() - DAY).toISOString(),
      });
    },
  }));
});
afterAll(async () => {
  await t?.close();
});

const shelf = async (r: { token: string }, name: string, args = '', fields: string) => {
  const res = await t.graphql(`{ ${name}${args} { total page pageSize items { ${fields} } } }`, {}, r.token);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data[name];
};

describe('My Library shelves', () => {
  it('Subscribed: the belled comics, the one with the newest episode first; Manga / Vender filters', async () => {
    const r = await newReader(t);
    expect((await shelf(r, 'librarySubscribed', '', 'since')).total).toBe(0);
    for (const c of [ids.comic, vendor])
      await t.request('POST', '/api/user-comic-notification', { token: r.token, body: { userId: r.userId, comicId: c } });
    const all = await shelf(r, 'librarySubscribed', '', 'comic { id title } latestEpisodeNumber');
    expect(all.items.map((e: { comic: { id: string }; latestEpisodeNumber: number }) => [e.comic.id, e.latestEpisodeNumber])).toEqual([
      [vendor, 1],
      [ids.comic, 30],
    ]);
    expect(
      (await shelf(r, 'librarySubscribed', '(filter: manga)', 'comic { id }')).items.map((e: { comic: { id: string } }) => e.comic.id),
    ).toEqual([ids.comic]);
    expect(
      (await shelf(r, 'librarySubscribed', '(filter: vendor)', 'comic { id }')).items.map((e: { comic: { id: string } }) => e.comic.id),
    ).toEqual([vendor]);
    const paged = await shelf(r, 'librarySubscribed', '(page: 2, pageSize: 1)', 'comic { id }');
    expect(paged).toMatchObject({ total: 2, page: 2, pageSize: 1, items: [{ comic: { id: ids.comic } }] });
    expect(await shelf(r, 'librarySubscribed', '(page: 3, pageSize: 1)', 'comic { id }')).toEqual({
      total: 2,
      page: 3,
      pageSize: 1,
      items: [],
    });
  });

  it('Recent: last read first, with the episode and position to continue at; 100 % is Completed; Edit → Delete removes it', async () => {
    const r = await newReader(t);
    const read = (episodeId: string, comicId: string, readPercentage: number) =>
      t.request('POST', '/api/add-comic-read', { token: r.token, body: { userId: r.userId, episodeId, comicId, readPercentage } });
    expect((await read(ids.free, ids.comic, 40)).status).toBe(200);
    clock.advance(1000);
    expect((await read(vendorEp, vendor, 100)).status).toBe(200);
    const fields = 'id comic { id } episodeId episodeNumber percentage completed';
    expect((await shelf(r, 'libraryRecent', '', fields)).items).toEqual([
      { id: vendor, comic: { id: vendor }, episodeId: vendorEp, episodeNumber: 1, percentage: 100, completed: true },
      { id: ids.comic, comic: { id: ids.comic }, episodeId: ids.free, episodeNumber: 1, percentage: 40, completed: false },
    ]);
    // The REST shelf (get-comic-read) agrees.
    const rest = (await t.request('GET', `/api/get-comic-read/${r.userId}`, { token: r.token })).body.readData;
    expect(rest.map((x: { comicId: string; readPercentage: number }) => [x.comicId, x.readPercentage])).toEqual([
      [vendor, 100],
      [ids.comic, 40],
    ]);

    const del = await t.graphql(
      'mutation($c: [ID!]!) { deleteReadingHistory(comicIds: $c) { message remaining } }',
      { c: [vendor] },
      r.token,
    );
    expect(del.body.data.deleteReadingHistory).toEqual({ message: 'History deleted', remaining: 1 });
    expect(
      (await t.request('POST', '/api/delete-user-history', { token: r.token, body: { userId: r.userId, deleteHistoryIds: [ids.comic] } }))
        .body.success,
    ).toBe(true);
    expect((await shelf(r, 'libraryRecent', '', fields)).total).toBe(0);
  });

  it('Unlocked: bought episodes and live rental passes grouped by comic, with the pass expiry', async () => {
    const r = await newReader(t);
    expect(
      (
        await t.request('POST', '/api/buy-coin-pack', {
          token: r.token,
          body: { userId: r.userId, coinPackId: ids.pack, price: 4.99, method: 'qpay wallet' },
        })
      ).status,
    ).toBe(200);
    for (const n of [2, 1]) {
      expect(
        (
          await t.request('POST', '/api/purchase-episode', {
            token: r.token,
            body: { userId: r.userId, comicId: ids.comic, episodeId: ids.coin(n), coin: 6 },
          })
        ).status,
      ).toBe(200);
    }
    expect(
      (await t.request('POST', '/api/claim-gift', { token: r.token, body: { userId: r.userId, giftId: ids.giftRental } })).status,
    ).toBe(200);
    const s = await shelf(
      r,
      'libraryUnlocked',
      '',
      'comic { id } episodes { episodeNumber title via } rentals { episodeNumber expiresAt used }',
    );
    expect(s.total).toBe(1);
    expect(s.items[0].comic.id).toBe(ids.comic);
    expect(s.items[0].episodes).toEqual([
      { episodeNumber: 2, title: 'Coin 1', via: 'episode' },
      { episodeNumber: 3, title: 'Coin 2', via: 'episode' },
    ]);
    expect(s.items[0].rentals).toEqual([{ episodeNumber: 4, expiresAt: expect.any(String), used: false }]);
    expect(new Date(s.items[0].rentals[0].expiresAt).getTime()).toBeGreaterThan(clock.now().getTime());
    expect((await shelf(r, 'libraryUnlocked', '(filter: vendor)', 'comic { id }')).total).toBe(0);
  });

  it('refuses bad paging and visitors', async () => {
    const r = await newReader(t);
    const bad = await t.graphql('{ libraryRecent(pageSize: 0) { total } }', {}, r.token);
    expect(bad.body.errors[0].extensions.code).toBe('VALIDATION');
    const visitor = await t.graphql('{ librarySubscribed { total } }');
    expect(visitor.body.errors[0].extensions.code).toBe('AUTH.UNAUTHORIZED');
  });
});
