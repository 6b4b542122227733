// Offline reading (ADR 0069), in headless Chromium at 390 px against the real server, once in
// English and once in Mongolian: a reader downloads a bought, a free and a rented episode from the
// comic page; offline, a fresh navigation to each reader route renders every page from a blob: URL
// with no request for a stored image, Prev and Next move among the downloads, the Downloads list
// shows them with the space they use, the comic page seen online renders from the reader's cache
// under the Offline banner, and a comic never opened and an episode that is not downloaded say
// "You are offline"; back online, the progress read offline reaches the server and never lowers a
// further position it had; past the rental's pass end (the server's clock and the page's) the
// rental download is refused and its pages deleted; signing out leaves no offline database and
// nothing personal in Cache Storage; a second reader on the same browser sees no downloads; a
// refused session deletes them too.
import path from 'node:path';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { FakeClock, DAY } from '../../services/server/src/platform/clock/clock.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import en from '../../web/src/lib/i18n/en.js';
import mn from '../../web/src/lib/i18n/mn.js';
import browseEn from '../../web/src/lib/i18n/browse.en.js';
import browseMn from '../../web/src/lib/i18n/browse.mn.js';
import { PHONE, describeViolations, snapshotWebBuild, startBrowserHarness, type BrowserHarness, type PageSession } from './harness.js';

const clock = new FakeClock(new Date());
let h: BrowserHarness;
let dist: string;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];

beforeAll(async () => {
  dist = snapshotWebBuild();
  h = await startBrowserHarness(import.meta.url, { env: { WEB_DIST_DIR: dist, RATE_LIMIT_MULTIPLIER: '100' }, clock });
  const mini = await miniCatalog(clock.now());
  ids = mini.ids;
  await h.app.app.get(CatalogImportService).importDocument(mini.doc, mini.dir);
}, 300_000);
afterAll(async () => {
  await h?.close();
  if (dist) rmSync(path.dirname(dist), { recursive: true, force: true });
});

type Reader = Awaited<ReturnType<typeof newReader>>;
const LANGUAGES = [
  { language: 'english', t: en, browse: browseEn },
  { language: 'mongolian', t: mn, browse: browseMn },
] as const;
type Lang = (typeof LANGUAGES)[number];

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)(?:, number)?\}\}/g, (_, k: string) => String(values[k] ?? ''));

async function api(method: 'GET' | 'POST', url: string, token: string, body?: unknown) {
  const r = await h.app.request(method, url, { token, body });
  expect([url, r.status]).toEqual([url, 200]);
  return r.body as Record<string, unknown>;
}

/** A reader with a bought coin episode (Coin 1, #2), a rental pass in use (Coin 3, #4), and 90 % read of Coin 1. */
async function readerWithRights(name: string, language: Lang['language']): Promise<Reader> {
  const reader = await newReader(h.app, name);
  await api('POST', '/api/buy-coin-pack', reader.token, { coinPackId: ids.pack, userId: reader.userId, price: 4.99 });
  await api('POST', '/api/purchase-episode', reader.token, { episodeId: ids.coin(1), userId: reader.userId, coin: 6 });
  await api('POST', '/api/claim-gift', reader.token, { giftId: ids.giftRental, userId: reader.userId });
  await api('POST', '/api/open-episode', reader.token, { episodeId: ids.coin(3) });
  await api('POST', '/api/add-comic-read', reader.token, {
    userId: reader.userId,
    episodeId: ids.coin(1),
    comicId: ids.comic,
    readPercentage: 90,
  });
  const saved = await h.app.graphql(
    'mutation($input: SettingsInput!) { updateUserSetting(input: $input) { language } }',
    { input: { language } },
    reader.token,
  );
  expect(saved.body.errors).toBeUndefined();
  return reader;
}

/** The session and the language stored as the client keeps them, before any page of the context runs. */
async function storeSession(s: PageSession, reader: Reader, language: Lang['language']) {
  await s.context.addCookies([{ name: 'koma_lang', value: language === 'mongolian' ? 'mn' : 'en', url: h.baseUrl }]);
  await s.goto('/');
  await s.page.evaluate(
    ([token, userId, lang]) => {
      localStorage.setItem('token', JSON.stringify(token));
      localStorage.setItem('userId', JSON.stringify(userId));
      localStorage.setItem('language', JSON.stringify(lang));
    },
    [reader.token, reader.userId, language] as const,
  );
}

/** Until the service worker is active; after a reload it controls the page. */
async function controlled(s: PageSession) {
  await s.page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated') await new Promise((r) => worker.addEventListener('statechange', r, { once: true }));
  });
  await s.reload();
  expect(await s.page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toBe(`${h.baseUrl}/sw.js`);
}

/** What the reader's offline database holds: download ids and the page Blobs per episode. */
const offlineState = (page: Page) =>
  page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('koma-offline-'));
    const out: Record<string, { downloads: string[]; pages: Record<string, number>; blobs: number; queued: number }> = {};
    for (const name of names) {
      // Opened only if it still exists: a database deleted since it was listed is not made again here.
      const db = await new Promise<IDBDatabase | null>((resolve, reject) => {
        const r = indexedDB.open(name);
        r.onupgradeneeded = () => r.transaction?.abort();
        r.onsuccess = () => resolve(r.result);
        r.onerror = () => (r.error?.name === 'AbortError' ? resolve(null) : reject(r.error));
      });
      if (!db) continue;
      const all = <T>(store: string) =>
        new Promise<T[]>((resolve, reject) => {
          if (!db.objectStoreNames.contains(store)) return resolve([]);
          const r = db.transaction(store).objectStore(store).getAll();
          r.onsuccess = () => resolve(r.result as T[]);
          r.onerror = () => reject(r.error);
        });
      const downloads = await all<{ episodeId: string }>('downloads');
      const pages = await all<{ episodeId: string; blob: Blob }>('pages');
      const queued = await all<unknown>('progress');
      db.close();
      const per: Record<string, number> = {};
      for (const p of pages) per[p.episodeId] = (per[p.episodeId] ?? 0) + 1;
      out[name] = {
        downloads: downloads.map((d) => d.episodeId).sort(),
        pages: per,
        blobs: pages.filter((p) => p.blob instanceof Blob).length,
        queued: queued.length,
      };
    }
    return out;
  });

/** The names of every database of a reader's (downloads, persisted GraphQL cache) in this browser. */
const readerDatabases = (page: Page) =>
  page.evaluate(async () =>
    (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('koma-offline-') || n.startsWith('koma-graphcache-')),
  );

const personalCached = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys())
      for (const r of await (await caches.open(name)).keys())
        if (/^\/(api|graphql|uploads)(\/|$)/.test(new URL(r.url).pathname)) found.push(r.url);
    return found;
  });

/** Every page image of the reader on screen, once each has loaded: its src scheme and decoded size. */
async function readEveryPage(page: Page): Promise<Array<{ scheme: string; width: number }>> {
  const list = page.locator('.reader__pages');
  await list.waitFor();
  await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
  await page.waitForFunction(() => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>('.reader__pages img')];
    return imgs.length > 0 && imgs.every((i) => i.complete && i.naturalWidth > 0);
  });
  return page.evaluate(async () => {
    const imgs = [...document.querySelectorAll<HTMLImageElement>('.reader__pages img')];
    await Promise.all(imgs.map((i) => i.decode()));
    return imgs.map((i) => ({ scheme: new URL(i.src).protocol, width: i.naturalWidth }));
  });
}

const progressOf = async (reader: Reader, episodeId: string) =>
  (await api('GET', `/api/get-comic-episode-data/${episodeId}`, reader.token)).progress as number | null;

async function waitForProgress(reader: Reader, episodeId: string, expected: number) {
  const deadline = Date.now() + 20_000;
  let seen: number | null = null;
  while (Date.now() < deadline) {
    seen = await progressOf(reader, episodeId);
    if (seen === expected) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  expect([episodeId, seen]).toEqual([episodeId, expected]);
}

const pageErrors = (s: PageSession) => s.consoleErrors.filter((c) => c.text.startsWith('pageerror'));

describe.each(LANGUAGES)('offline reading in $language at 390 px', ({ language, t, browse }) => {
  test('download, read offline from blobs, progress catches up, an ended rental is refused, sign-out leaves nothing', async () => {
    const reader = await readerWithRights(`Offline ${language}`, language);
    const s = await h.open(PHONE);
    try {
      await storeSession(s, reader, language);
      await controlled(s);

      // The comic page: Download beside every episode the reader may read now, and only those.
      await s.goto('/comic/mini-comic');
      const downloadOf = (n: number) => s.page.getByRole('button', { name: fill(t.offline.downloadEpisode, { n }) });
      const doneOf = (n: number) => s.page.getByRole('img', { name: fill(t.offline.downloadedEpisode, { n }) });
      for (const n of [1, 2, 4]) await downloadOf(n).waitFor();
      expect(await downloadOf(3).count()).toBe(0); // Coin 2: not bought
      expect(await downloadOf(30).count()).toBe(0); // VIP: no plan
      expect(await s.page.getByRole('button', { name: t.offline.downloadNext }).count()).toBe(1);
      expect(await downloadOf(1).getAttribute('aria-label')).toContain(t.offline.download);
      expect(await progressOf(reader, ids.free)).not.toBe(100);
      for (const n of [1, 2, 4]) {
        await downloadOf(n).click();
        await doneOf(n).waitFor({ timeout: 20_000 });
      }
      expect(describeViolations(await s.axe())).toBe('');
      await s.screenshot(`offline-comic-${language}`);
      const stored = Object.values(await offlineState(s.page));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.downloads).toEqual([ids.free, ids.coin(1), ids.coin(3)].sort());
      expect(stored[0]!.pages).toEqual({ [ids.free]: 1, [ids.coin(1)]: 2, [ids.coin(3)]: 2 });

      // The reader's header shows the episode as downloaded.
      await s.goto('/comic/mini-comic/4');
      await s.page
        .getByTestId('reader-header')
        .getByRole('img', { name: fill(t.offline.downloadedEpisode, { n: 4 }) })
        .waitFor();

      // The Downloads list under My Library: three episodes and the space they use.
      await s.goto('/my-library/downloads');
      await s.page.getByRole('tab', { name: t.offline.downloads, selected: true }).waitFor();
      await expect(s.page.getByTestId('download-item').count()).resolves.toBe(3);
      const space = (await s.page.getByTestId('downloads-space').textContent()) ?? '';
      expect(space).toMatch(/\d/);
      expect(space.startsWith(t.offline.spaceUsed.split(':')[0]!)).toBe(true);
      expect(describeViolations(await s.axe())).toBe('');

      // My Library's Recent shelf, seen online once: what it showed is what it shows offline.
      const recentShelf = async () => {
        await s.page.getByRole('tab', { name: t.pages.recent }).click();
        const panel = s.page.getByRole('tabpanel');
        await panel.locator('.comic-grid, p.empty').first().waitFor();
        return (await panel.innerText()).trim();
      };
      await s.goto('/my-library');
      const recentOnline = await recentShelf();
      expect(recentOnline.length).toBeGreaterThan(0);

      // Offline: fresh navigations, every page from a blob, no stored image asked for.
      const uploads: string[] = [];
      s.page.on('request', (r) => {
        if (/\/(api\/)?uploads\//.test(new URL(r.url()).pathname)) uploads.push(r.url());
      });
      await s.context.setOffline(true);
      await s.goto('/comic/mini-comic/1');
      await s.page.getByTestId('offline-reader').waitFor();
      expect(await readEveryPage(s.page)).toEqual([{ scheme: 'blob:', width: 64 }]);
      expect(describeViolations(await s.axe())).toBe('');
      await s.screenshot(`offline-reader-${language}`);
      // Next: the comic's next download (#2), in the app.
      await s.page.getByRole('link', { name: `${browse.reader.next} ›` }).click();
      await s.page.waitForURL('**/comic/mini-comic/2');
      await s.page
        .getByRole('heading', { name: new RegExp(`${fill(browse.reader.episodeN, { n: 2 })}`) })
        .first()
        .waitFor();
      expect(await readEveryPage(s.page)).toEqual([
        { scheme: 'blob:', width: 64 },
        { scheme: 'blob:', width: 64 },
      ]);
      // Read to the end, then back to the top: 0 % is what is reported for #2 (the server has 90).
      await s.page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
      await s.page.waitForTimeout(200);
      // A tap on the fixed bar leaves the page where it is; Playwright's click first scrolls the
      // bar's link "into view", which moves the page to its end (100 %) just before it leaves.
      await s.page.getByRole('link', { name: `${browse.reader.next} ›` }).dispatchEvent('click');
      await s.page.waitForURL('**/comic/mini-comic/4');
      expect(await readEveryPage(s.page)).toEqual([
        { scheme: 'blob:', width: 64 },
        { scheme: 'blob:', width: 64 },
      ]);
      await s.page.getByRole('link', { name: `‹ ${browse.reader.prev}` }).waitFor();
      // The reader's own offline progress shows meanwhile.
      await s.page.getByRole('link', { name: t.offline.backToDownloads }).click();
      await s.page.waitForURL('**/my-library/downloads');
      await s.page
        .getByTestId('download-item')
        .filter({ hasText: fill(t.offline.progress, { n: 100 }) })
        .first()
        .waitFor();
      expect(uploads).toEqual([]);

      // My Library renders from the last known data, under the Offline banner.
      await s.goto('/my-library');
      await s.page.getByTestId('offline-banner').waitFor();
      expect(await recentShelf()).toBe(recentOnline);
      expect(await s.page.getByRole('heading', { name: t.offline.youAreOffline }).count()).toBe(0);

      // The comic page seen online renders from the reader's persisted cache, its downloads marked.
      await s.goto('/comic/mini-comic');
      await s.page.getByRole('heading', { level: 1, name: 'Mini Comic' }).waitFor();
      await s.page.getByTestId('offline-banner').waitFor();
      for (const n of [1, 2, 4]) await doneOf(n).waitFor();
      expect(await s.page.getByRole('heading', { name: t.offline.youAreOffline }).count()).toBe(0);
      // What needs the network says so: a comic page this reader never opened (nothing of it is
      // cached) and an episode not downloaded.
      await s.goto('/comic/never-opened-comic');
      await s.page.getByRole('heading', { name: t.offline.youAreOffline }).waitFor();
      await s.goto('/comic/mini-comic/5');
      await s.page.getByText(t.offline.notDownloaded).waitFor();
      await s.goto('/my-library/downloads');
      await s.page.getByTestId('offline-banner').waitFor();
      await expect(s.page.getByTestId('download-item').count()).resolves.toBe(3);
      expect(describeViolations(await s.axe())).toBe('');
      await s.screenshot(`offline-downloads-${language}`);
      expect(Object.values(await offlineState(s.page))[0]!.queued).toBeGreaterThanOrEqual(2);

      // Back online: the queue is sent; #1 moves to 100, #2 keeps the server's 90.
      await s.context.setOffline(false);
      await waitForProgress(reader, ids.free, 100);
      await waitForProgress(reader, ids.coin(1), 90);
      await s.page.waitForFunction(
        async () => {
          const names = (await indexedDB.databases()).map((d) => d.name ?? '').filter((n) => n.startsWith('koma-offline-'));
          if (names.length !== 1) return false;
          const db = await new Promise<IDBDatabase>((r) => {
            const o = indexedDB.open(names[0]!);
            o.onsuccess = () => r(o.result);
          });
          const n = await new Promise<number>((r) => {
            const c = db.transaction('progress').objectStore('progress').count();
            c.onsuccess = () => r(c.result);
          });
          db.close();
          return n === 0;
        },
        undefined,
        { timeout: 20_000 },
      );

      // Past the rental pass's end on the server and in the page, offline: refused, its pages deleted.
      const rental = await api('GET', `/api/get-comic-episode-data/${ids.coin(3)}`, reader.token);
      const passEnd = Date.parse(String((rental.access as { passEndsAt?: string }).passEndsAt));
      expect(Number.isFinite(passEnd)).toBe(true);
      const later = passEnd + DAY;
      clock.set(new Date(later));
      try {
        await s.page.clock.setSystemTime(later);
        await s.context.setOffline(true);
        await s.page.goto('/comic/mini-comic/4');
        await s.page.getByText(t.offline.expired).waitFor();
        expect(await s.page.locator('.reader__pages img').count()).toBe(0);
        const afterExpiry = Object.values(await offlineState(s.page))[0]!;
        expect(afterExpiry.pages).toEqual({ [ids.free]: 1, [ids.coin(1)]: 2 });
        expect(describeViolations(await s.axe())).toBe('');
        await s.screenshot(`offline-expired-${language}`);
        // The Downloads list says so too, and keeps the others.
        await s.goto('/my-library/downloads');
        await s.page.getByTestId('download-expired').getByText(t.offline.expired).waitFor();
        await expect(s.page.getByTestId('download-item').count()).resolves.toBe(3);
        // Online again the ended rental is asked for once more, refused, and its entry goes.
        await s.context.setOffline(false);
        await s.page.waitForFunction(() => document.querySelectorAll('[data-testid="download-item"]').length === 2, undefined, {
          timeout: 20_000,
        });
      } finally {
        clock.set(new Date());
      }

      // Sign-out: no offline database, no page Blob, nothing personal in Cache Storage.
      await s.page.clock.setSystemTime(Date.now());
      await s.goto('/');
      const menu = s.page.getByRole('button', { name: t.nav.account });
      await menu.click();
      await s.page.locator('.account-menu__panel').getByRole('button', { name: t.account.logout }).click();
      await s.page.waitForURL('**/login');
      await s.page.waitForFunction(async () => !(await indexedDB.databases()).some((d) => d.name?.startsWith('koma-offline-')));
      expect(await offlineState(s.page)).toEqual({});
      expect(await personalCached(s.page)).toEqual([]);
      // Nor the reader's persisted GraphQL cache, even after the page has had time to write again.
      await s.page.waitForTimeout(500);
      expect(await readerDatabases(s.page)).toEqual([]);

      // A second reader on the same browser sees no downloads.
      const second = await newReader(h.app, `Second ${language}`);
      await h.app.graphql(
        'mutation($input: SettingsInput!) { updateUserSetting(input: $input) { language } }',
        { input: { language } },
        second.token,
      );
      await s.page.evaluate(
        ([token, userId]) => {
          localStorage.setItem('token', JSON.stringify(token));
          localStorage.setItem('userId', JSON.stringify(userId));
        },
        [second.token, second.userId] as const,
      );
      await s.goto('/my-library/downloads');
      await s.page.getByText(t.offline.noDownloads).waitFor();
      await expect(s.page.getByTestId('download-item').count()).resolves.toBe(0);
      expect(pageErrors(s)).toEqual([]);
    } finally {
      await s.close();
    }
  }, 240_000);
});

describe('Download next 5 unread', () => {
  test('takes the readable episodes after the last one read, not downloaded yet; then there is nothing left to take', async () => {
    const reader = await newReader(h.app, 'Next Five');
    await api('POST', '/api/buy-coin-pack', reader.token, { coinPackId: ids.pack, userId: reader.userId, price: 4.99 });
    for (const n of [1, 2, 3, 4])
      await api('POST', '/api/purchase-episode', reader.token, { episodeId: ids.coin(n), userId: reader.userId, coin: 6 });
    // Read up to #2 (Coin 1): the next unread are #3, #4 and #5 (#6 on are not bought).
    await api('POST', '/api/add-comic-read', reader.token, {
      userId: reader.userId,
      episodeId: ids.coin(1),
      comicId: ids.comic,
      readPercentage: 40,
    });
    const s = await h.open(PHONE);
    try {
      await storeSession(s, reader, 'english');
      await s.goto('/comic/mini-comic');
      await s.page.getByRole('button', { name: en.offline.downloadNext }).click();
      for (const n of [3, 4, 5])
        await s.page.getByRole('img', { name: fill(en.offline.downloadedEpisode, { n }) }).waitFor({ timeout: 30_000 });
      await s.page.getByText(fill(en.offline.downloadedCount_other, { count: 3 })).waitFor();
      expect(Object.values(await offlineState(s.page))[0]!.downloads).toEqual([ids.coin(2), ids.coin(3), ids.coin(4)].sort());
      await s.page.getByRole('button', { name: en.offline.downloadNext }).click();
      await s.page.getByText(en.offline.nothingToDownload).waitFor();
      expect(pageErrors(s)).toEqual([]);
    } finally {
      await s.close();
    }
  }, 120_000);

  test('deactivating the account deletes its downloads', async () => {
    const reader = await readerWithRights('Leaving', 'english');
    const s = await h.open(PHONE);
    try {
      await signedInWithEpisodeOneDownloaded(s, reader);
      expect(Object.keys(await offlineState(s.page))).toEqual([`koma-offline-${reader.userId}`]);
      await s.goto('/account');
      const section = s.page.locator('#deactivate');
      await section.getByLabel('Other', { exact: true }).check();
      await section.getByRole('button', { name: 'Deactivate', exact: true }).click();
      await s.page.getByRole('dialog', { name: 'Deactivate your account?' }).getByRole('button', { name: 'Deactivate my account' }).click();
      await s.page.waitForURL((u) => u.pathname === '/');
      await s.page.waitForFunction(async () => !(await indexedDB.databases()).some((d) => d.name?.startsWith('koma-offline-')));
      expect(await s.page.evaluate(() => localStorage.getItem('token'))).toBeNull();
      await s.page.waitForTimeout(500);
      expect(await readerDatabases(s.page)).toEqual([]);
      expect(pageErrors(s)).toEqual([]);
    } finally {
      await s.close();
    }
  }, 120_000);
});

/** Signs the reader in (English) and downloads the comic's first episode from its page. */
async function signedInWithEpisodeOneDownloaded(s: PageSession, reader: Reader): Promise<void> {
  await storeSession(s, reader, 'english');
  await s.goto('/comic/mini-comic');
  await s.page.getByRole('button', { name: fill(en.offline.downloadEpisode, { n: 1 }) }).click();
  await s.page.getByRole('img', { name: fill(en.offline.downloadedEpisode, { n: 1 }) }).waitFor({ timeout: 20_000 });
}

describe('nothing left behind', () => {
  test('a refused session deletes the downloads; another reader signing in deletes the first one’s', async () => {
    const reader = await readerWithRights('Refused', 'english');
    const s = await h.open(PHONE);
    try {
      await signedInWithEpisodeOneDownloaded(s, reader);
      expect(Object.keys(await offlineState(s.page))).toEqual([`koma-offline-${reader.userId}`]);
      expect((await readerDatabases(s.page)).sort()).toEqual([`koma-graphcache-${reader.userId}`, `koma-offline-${reader.userId}`]);
      // A token the server no longer knows: the user data load is refused (401) and the session cleared.
      await s.page.evaluate(() => localStorage.setItem('token', JSON.stringify('no-such-token')));
      await s.goto('/');
      await s.page.waitForFunction(async () => !(await indexedDB.databases()).some((d) => d.name?.startsWith('koma-offline-')));
      await s.page.waitForTimeout(500);
      expect(await readerDatabases(s.page)).toEqual([]);

      // Downloads of a reader stay only while that reader is the one signed in.
      await signedInWithEpisodeOneDownloaded(s, reader);
      const other = await newReader(h.app, 'Other');
      await storeSession(s, other, 'english');
      await s.goto('/my-library/downloads');
      await s.page.getByText(en.offline.noDownloads).waitFor();
      await s.page.waitForFunction(
        async (first) =>
          !(await indexedDB.databases()).some((d) => d.name === `koma-offline-${first}` || d.name === `koma-graphcache-${first}`),
        reader.userId,
      );
      // Looking is not downloading: the downloads shelf and a comic page make no database for a
      // reader who has downloaded nothing.
      await s.goto('/comic/mini-comic');
      await s.page.getByRole('button', { name: fill(en.offline.downloadEpisode, { n: 1 }) }).waitFor();
      await s.page.waitForTimeout(500);
      expect(await s.page.evaluate(async () => (await indexedDB.databases()).map((d) => d.name))).not.toContain(
        `koma-offline-${other.userId}`,
      );
      expect(pageErrors(s)).toEqual([]);
    } finally {
      await s.close();
    }
  }, 120_000);
});
