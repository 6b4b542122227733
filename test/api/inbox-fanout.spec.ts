import pg from 'pg';
import { CommandBus } from '@nestjs/cqrs';
import { DAY, FakeClock, HOUR } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { JobsService } from '../../services/server/src/platform/jobs/jobs.service.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { PlanNotificationsCommand } from '../../services/server/src/modules/inbox/index.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { userData, waitFor } from './inbox-fixtures.js';

const T0 = new Date('2026-06-01T12:00:00.000Z');
const clock = new FakeClock(T0);
let t: TestApp;
let db: pg.Pool;
let mini: Awaited<ReturnType<typeof miniCatalog>>;
type Reader = Awaited<ReturnType<typeof newReader>>;
/** Each reader has the bell of the mini comic; the name says which settings are off. */
let all: Reader, noSubscribe: Reader, noFree: Reader, noBell: Reader;

beforeAll(async () => {
  ({ t } = await startWithMiniCatalog(import.meta.url, { clock }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
  mini = await miniCatalog(T0);
  // What is live before anyone rings a bell has been seen: only what comes later is news.
  await plan();
  [all, noSubscribe, noFree, noBell] = await Promise.all(['All', 'NoSub', 'NoFree', 'NoBell'].map((n) => newReader(t, n)));
  for (const r of [all, noSubscribe, noFree]) {
    expect(
      (await t.request('POST', '/api/user-comic-notification', { token: r.token, body: { userId: r.userId, comicId: mini.ids.comic } }))
        .body.subscribed,
    ).toBe(true);
  }
  await setting(noSubscribe, { subscribeNotification: false });
  await setting(noFree, { freeNotification: false });
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

function plan() {
  return t.app.get(CommandBus).execute(new PlanNotificationsCommand());
}
async function setting(r: Reader, patch: Record<string, boolean>) {
  const res = await t.request('POST', '/api/update-user-setting', { token: r.token, body: { userId: r.userId, ...patch } });
  expect(res.body.success).toBe(true);
}
const episode = (key: string, n: number, extra: Record<string, unknown> = {}) => ({
  key,
  comic: 'mini',
  title: `Title ${n}`,
  episodeNumber: n,
  coverImage: 'art.png',
  description: '',
  monetization: 'coin',
  coinPrice: 6,
  releaseDate: new Date(clock.now().getTime() - HOUR).toISOString(),
  status: 'publish',
  content: [{ image: 'art.png', sequence: 1 }],
  ...extra,
});
const importDoc = (doc: Record<string, unknown>) => t.app.get(CatalogImportService).importDocument(doc, mini.dir);
/** Waits until every announcement's fan-out job has finished. */
const fannedOut = () =>
  waitFor(
    async () => (await db.query('SELECT count(*)::int AS n FROM public.inbox_announcements WHERE done_at IS NULL')).rows[0].n,
    (n) => n === 0,
  );
const mine = async (r: Reader): Promise<string[]> =>
  (await t.request('GET', '/api/get-user-notification', { token: r.token })).body.userNotification
    .filter((n: { kind: string }) => n.kind !== 'event')
    .map((n: { title: string; episodeNumber: number; kind: string }) => `${n.kind}:${n.episodeNumber}:${n.title}`);

describe('new episodes of belled comics', () => {
  it('an episode released by the clock reaches readers with the bell and "Subscribed Title Notifications" on, once', async () => {
    expect(await mine(all)).toEqual([]);
    clock.set(new Date(T0.getTime() + DAY + HOUR)); // ep-future (episode 31) is released
    expect((await t.app.get(JobsService).sweepNow()).promoted).toBeGreaterThanOrEqual(1); // its release-scan job
    await waitFor(
      () => mine(all),
      (l) => l.length === 1,
    );
    await fannedOut();
    expect(await mine(all)).toEqual(['new_episode:31:New episode: Mini Comic']);
    expect(await mine(noFree)).toEqual(['new_episode:31:New episode: Mini Comic']);
    expect(await mine(noSubscribe)).toEqual([]);
    expect(await mine(noBell)).toEqual([]);
    const n = (await t.request('GET', '/api/get-user-notification', { token: all.token })).body.userNotification.find(
      (x: { kind: string }) => x.kind === 'new_episode',
    );
    expect(n).toMatchObject({ comicId: mini.ids.comic, comicSlug: 'mini-comic', episodeId: mini.ids.future, isRead: false });
    expect((await userData(t, all)).user.unreadNotification).toBe(1);
    // Planning again announces nothing twice.
    expect((await plan()).announced).toBe(0);
    await fannedOut();
    expect(await mine(all)).toHaveLength(1);
  });

  it('an episode published by an import is announced; drafts and unreleased ones are not', async () => {
    await importDoc({
      episodes: [
        episode('ep-imported', 40),
        episode('ep-draft', 41, { status: 'draft' }),
        episode('ep-later', 42, { releaseDate: new Date(clock.now().getTime() + DAY).toISOString() }),
      ],
    });
    await plan();
    await fannedOut();
    // Both are dated by the same fake clock: which comes first is not what this checks.
    expect((await mine(all)).sort()).toEqual(['new_episode:31:New episode: Mini Comic', 'new_episode:40:New episode: Mini Comic']);
    expect(await mine(noSubscribe)).toEqual([]);
  });

  it('a notification about an episode hidden afterwards disappears and cannot be marked', async () => {
    const id = (await t.request('GET', '/api/get-user-notification', { token: all.token })).body.userNotification.find(
      (n: { episodeNumber: number }) => n.episodeNumber === 40,
    ).id;
    await importDoc({ episodes: [episode('ep-imported', 40, { status: 'draft' })] });
    expect(await mine(all)).toEqual(['new_episode:31:New episode: Mini Comic']);
    const res = await t.request('POST', '/api/user-read-notification', {
      token: all.token,
      body: { userId: all.userId, notificationId: id },
    });
    expect(res.status).toBe(404);
    expect((await db.query('SELECT count(*)::int AS n FROM public.inbox_read_marks WHERE notification_id = $1', [id])).rows[0].n).toBe(0);
  });
});

describe('now free', () => {
  it('a coin episode turned free, or given a free rental gift, reaches readers with "Notify when Free" on', async () => {
    await importDoc({
      episodes: [
        episode('ep-coin-5', 6, {
          title: 'Coin 5',
          monetization: 'free',
          coinPrice: 0,
          releaseDate: new Date(T0.getTime() - 10 * DAY).toISOString(),
        }),
      ],
      gifts: [
        {
          key: 'gift-rental-7',
          type: 'rental',
          title: 'Read 7 free',
          image: 'art.png',
          value: 1,
          detail: '',
          expiryDate: new Date(clock.now().getTime() + 5 * DAY).toISOString(),
          episode: 'ep-coin-7',
        },
      ],
    });
    await plan();
    await fannedOut();
    const free = (l: string[]) => l.filter((x) => x.startsWith('now_free')).sort();
    expect(free(await mine(all))).toEqual(['now_free:6:Now free: Mini Comic', 'now_free:8:Now free: Mini Comic']);
    // "Subscribed Title Notifications" off does not stop "Now free"; "Notify when Free" off does.
    expect(free(await mine(noSubscribe))).toEqual(['now_free:6:Now free: Mini Comic', 'now_free:8:Now free: Mini Comic']);
    expect(free(await mine(noFree))).toEqual([]);
    expect(await mine(noBell)).toEqual([]);
  });

  it('settings each way: turned back on, the next release reaches the reader', async () => {
    await setting(noSubscribe, { subscribeNotification: true });
    await setting(noFree, { freeNotification: true });
    await importDoc({ episodes: [episode('ep-next', 50, { monetization: 'free', coinPrice: 0 })] });
    await plan();
    await fannedOut();
    expect((await mine(noSubscribe)).filter((x) => x.startsWith('new_episode'))).toEqual(['new_episode:50:New episode: Mini Comic']);
    // A new free episode is a new episode, not "now free".
    expect((await mine(noFree)).filter((x) => x.includes(':50:'))).toEqual(['new_episode:50:New episode: Mini Comic']);
  });

  it('turning a bell off stops the next release', async () => {
    await t.request('POST', '/api/user-comic-notification', {
      token: noFree.token,
      body: { userId: noFree.userId, comicId: mini.ids.comic },
    });
    await importDoc({ episodes: [episode('ep-after', 51)] });
    await plan();
    await fannedOut();
    expect((await mine(noFree)).filter((x) => x.includes(':51:'))).toEqual([]);
    expect((await mine(all)).filter((x) => x.includes(':51:'))).toEqual(['new_episode:51:New episode: Mini Comic']);
  });
});
