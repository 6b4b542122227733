import pg from 'pg';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { catalogId } from '../../services/server/src/modules/catalog/catalog.ids.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { userData } from './inbox-fixtures.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let db: pg.Pool;
let comic: string;
const hidden = catalogId('comic', 'hidden');
const scheduled = catalogId('comic', 'later');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  let ids;
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, {
    clock,
    extend: (doc) => {
      const base = doc.comics[0]!;
      doc.comics.push(
        { ...base, key: 'hidden', title: 'Hidden Draft', status: 'draft' },
        { ...base, key: 'later', title: 'Scheduled One', isSchedule: true },
      );
    },
  }));
  comic = ids.comic;
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const bell = (r: { userId: string; token: string }, comicId: string, userId = r.userId) =>
  t.request('POST', '/api/user-comic-notification', { token: r.token, body: { userId, comicId } });
const events = async (userId: string) =>
  (await db.query('SELECT event_type FROM es.events WHERE stream_id = $1 ORDER BY stream_position', [`bells-${userId}`])).rows.map(
    (r) => r.event_type,
  );

describe('comic bells', () => {
  it("toggles per comic as events on the reader's bells stream; get-user-data lists the belled comics", async () => {
    const r = await newReader(t);
    const on = await bell(r, comic);
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ success: true, message: 'Subscribed title notifications on', subscribed: true });
    expect((await userData(t, r)).comicNotification).toEqual([expect.objectContaining({ comicId: comic, userId: r.userId })]);
    expect((await t.graphql('query($c: ID!) { comicBell(comicId: $c) }', { c: comic }, r.token)).body.data.comicBell).toBe(true);

    const off = await bell(r, comic);
    expect(off.body).toMatchObject({ success: true, message: 'Subscribed title notifications off', subscribed: false });
    expect((await userData(t, r)).comicNotification).toEqual([]);
    expect(await events(r.userId)).toEqual(['ComicBellTurnedOn', 'ComicBellTurnedOff']);
  });

  it('GraphQL toggles the same way, and `on` sets it (setting it again records nothing)', async () => {
    const r = await newReader(t);
    const q = 'mutation($c: ID!, $on: Boolean) { toggleComicBell(comicId: $c, on: $on) { comicId subscribed message } }';
    expect((await t.graphql(q, { c: comic }, r.token)).body.data.toggleComicBell).toEqual({
      comicId: comic,
      subscribed: true,
      message: 'Subscribed title notifications on',
    });
    expect((await t.graphql(q, { c: comic, on: true }, r.token)).body.data.toggleComicBell.subscribed).toBe(true);
    expect(await events(r.userId)).toEqual(['ComicBellTurnedOn']);
    const rest = await bell(r, comic);
    expect(rest.body.subscribed).toBe(false);
  });

  it('an unknown, draft or scheduled comic → 404 (both doors) and nothing is recorded', async () => {
    const r = await newReader(t);
    for (const id of [UNKNOWN, hidden, scheduled, 'not-an-id']) {
      const rest = await bell(r, id);
      expect(rest.status).toBe(404);
      expect(rest.body.success).toBe(false);
      const gql = await t.graphql('mutation($c: ID!) { toggleComicBell(comicId: $c) { subscribed } }', { c: id }, r.token);
      expect(gql.body.errors[0].extensions.code).toBe(rest.body.code);
    }
    expect(await events(r.userId)).toEqual([]);
  });

  it("another reader's id → 403, a visitor → 401, nothing moves", async () => {
    const a = await newReader(t);
    const b = await newReader(t);
    expect((await bell(a, comic, b.userId)).status).toBe(403);
    expect((await t.request('POST', '/api/user-comic-notification', { body: { userId: a.userId, comicId: comic } })).status).toBe(401);
    expect(await events(a.userId)).toEqual([]);
    expect(await events(b.userId)).toEqual([]);
  });
});
