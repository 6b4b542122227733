// Clearing a comic from the reading history takes it off the Recent shelf, not the reader's place
// in it: read an episode to 40 %, delete the comic's history (delete-user-history), open the
// episode again and read on, and the Recent shelf lists it again at 40 %, not 0 — through
// get-comic-read, My Library's libraryRecent and get-user-data's read comics alike.
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof startWithMiniCatalog>>['ids'];
type Reader = { userId: string; token: string };

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock }));
});
afterAll(async () => {
  await t?.close();
});

const open = (r: Reader, episodeId: string) => t.request('POST', '/api/open-episode', { token: r.token, body: { episodeId } });
const read = (r: Reader, episodeId: string, comicId: string, readPercentage: number) =>
  t.request('POST', '/api/add-comic-read', { token: r.token, body: { userId: r.userId, episodeId, comicId, readPercentage } });

/** The Recent shelf as each door shows it: [comic, episode, percentage] per entry, last read first. */
async function recentShelves(r: Reader) {
  const rest = await t.request('GET', `/api/get-comic-read/${r.userId}`, { token: r.token });
  expect(rest.status).toBe(200);
  const library = await t.graphql('{ libraryRecent { items { comic { id } episodeId percentage } } }', {}, r.token);
  expect(library.body.errors).toBeUndefined();
  const userData = await t.request('GET', `/api/get-user-data/${r.userId}`, { token: r.token });
  expect(userData.status).toBe(200);
  return {
    rest: rest.body.readData.map((e: any) => [e.comicId, e.episodeId, e.readPercentage]),
    library: library.body.data.libraryRecent.items.map((e: any) => [e.comic.id, e.episodeId, e.percentage]),
    userData: userData.body.readCoimc.map((e: any) => [e.comicId, e.episodeId, e.readPercentage]),
  };
}

describe('the Recent shelf after the reading history was cleared', () => {
  it('lists the comic again at the remembered position once the reader opens the episode again', async () => {
    const r = await newReader(t);
    expect((await open(r, ids.free)).status).toBe(200);
    expect((await read(r, ids.free, ids.comic, 40)).status).toBe(200);
    const before = [[ids.comic, ids.free, 40]];
    expect(await recentShelves(r)).toEqual({ rest: before, library: before, userData: before });

    // Edit → Delete: the comic leaves every Recent shelf.
    const cleared = await t.request('POST', '/api/delete-user-history', {
      token: r.token,
      body: { userId: r.userId, deleteHistoryIds: [ids.comic] },
    });
    expect(cleared.body).toEqual({ success: true, message: 'History deleted' });
    expect(await recentShelves(r)).toEqual({ rest: [], library: [], userData: [] });

    // Back to the episode: its position is remembered, and opening it again is accepted.
    clock.advance(60_000);
    const view = await t.request('GET', `/api/get-comic-episode-data/${ids.free}`, { token: r.token });
    expect(view.status).toBe(200);
    expect(view.body.progress).toBe(40);
    expect((await open(r, ids.free)).status).toBe(200);
    // The reader leaves before the restored position was measured (the client reports 0): the
    // shelf learns the comic was read again and keeps the position, it does not start it over.
    expect((await read(r, ids.free, ids.comic, 0)).status).toBe(200);

    const after = [[ids.comic, ids.free, 40]];
    expect(await recentShelves(r)).toEqual({ rest: after, library: after, userData: after });
  });
});
