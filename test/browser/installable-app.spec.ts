// The installable app (ADR 0067), in headless Chromium against the real server: the page links the
// web app manifest of its interface language (server-rendered and after a switch) and every icon
// it names is an image of its size; the service worker installs and controls the page after a
// reload; offline, a reload and a typed route still render the client's own screen while the API
// fails visibly; nothing of the API or GraphQL is ever in Cache Storage; and a new version waits
// for the update prompt's Reload (English and Mongolian, 390 px), which ends on the new worker.
//
// The server serves a private copy of the build (snapshotWebBuild): the update test changes that
// copy's sw.js, as a deploy would.
import { appendFileSync, existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import type { Page } from 'playwright-core';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import en from '../../web/src/lib/i18n/en.js';
import mn from '../../web/src/lib/i18n/mn.js';
import {
  DESKTOP,
  PHONE,
  describeViolations,
  signIn,
  snapshotWebBuild,
  startBrowserHarness,
  type BrowserHarness,
  type PageSession,
} from './harness.js';

let h: BrowserHarness;
let dist: string;
let reader: Awaited<ReturnType<typeof newReader>>;

beforeAll(async () => {
  dist = snapshotWebBuild();
  h = await startBrowserHarness(import.meta.url, { env: { WEB_DIST_DIR: dist, RATE_LIMIT_MULTIPLIER: '50' } });
  const mini = await miniCatalog(new Date());
  await h.app.app.get(CatalogImportService).importDocument(mini.doc, mini.dir);
  reader = await newReader(h.app, 'Installer');
}, 300_000);
afterAll(async () => {
  await h?.close();
  if (dist) rmSync(path.dirname(dist), { recursive: true, force: true });
});

interface Manifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: Array<{ src: string; sizes: string; type: string; purpose: string }>;
}

const manifestHref = (page: Page) => page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? null);

/** Fetches the manifest the page links and parses it. */
const linkedManifest = (page: Page) =>
  page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')!.getAttribute('href')!;
    const res = await fetch(href);
    return { status: res.status, type: res.headers.get('content-type'), manifest: (await res.json()) as unknown };
  }) as Promise<{ status: number; type: string | null; manifest: Manifest }>;

/** Loads an image in the page: its natural size, or null when it does not load as an image. */
const imageSize = (page: Page, src: string) =>
  page.evaluate(
    (url) =>
      new Promise<[number, number] | null>((resolve) => {
        const img = new Image();
        img.onload = () => resolve([img.naturalWidth, img.naturalHeight]);
        img.onerror = () => resolve(null);
        img.src = url;
      }),
    src,
  );

/** Until a service worker is active for the site. */
const workerActive = (page: Page) =>
  page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active!;
    if (worker.state !== 'activated') await new Promise((r) => worker.addEventListener('statechange', r, { once: true }));
    return { scope: registration.scope, script: worker.scriptURL };
  });

const controller = (page: Page) => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null);

/** Opens `/`, waits for the worker, and reloads: the page is then controlled by it. */
async function controlled(s: PageSession): Promise<void> {
  await s.goto('/');
  await workerActive(s.page);
  await s.reload();
  expect(await controller(s.page)).toBe(`${h.baseUrl}/sw.js`);
}

/** Every request URL stored in the page's Cache Storage, by cache. */
const cachedUrls = (page: Page) =>
  page.evaluate(async () => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) out[name] = (await (await caches.open(name)).keys()).map((r) => new URL(r.url).pathname);
    return out;
  });

const SERVER_PATHS = /^\/(api|graphql|uploads)(\/|$)/;

describe('the web app manifest', () => {
  test('the server links the manifest of the interface language', async () => {
    for (const [cookie, href] of [
      [undefined, '/manifest.webmanifest'],
      ['koma_lang=en', '/manifest.webmanifest'],
      ['koma_lang=mn', '/manifest.mn.webmanifest'],
      ['a=b; koma_lang=mn; koma_personal=1', '/manifest.mn.webmanifest'],
    ] as const) {
      // A plain route, a landing page with hints (rendered for a visitor) and a client route.
      for (const pathname of ['/', '/comic/mini-comic', '/ranking', '/no-such-page']) {
        const res = await fetch(h.baseUrl + pathname, { headers: cookie ? { cookie } : {} });
        const html = await res.text();
        expect([pathname, cookie, [...html.matchAll(/<link rel="manifest" href="([^"]+)"/g)].map((m) => m[1])]).toEqual([
          pathname,
          cookie,
          [href],
        ]);
        if (cookie?.includes('koma_lang=mn')) expect(res.headers.get('vary')).toMatch(/cookie/);
      }
    }
  });

  test('English and Mongolian: names, display and icons, each icon an image of its declared size; the link follows a language switch', async () => {
    const s = await h.open(DESKTOP);
    try {
      await s.goto('/');
      expect(await manifestHref(s.page)).toBe('/manifest.webmanifest');
      const en = await linkedManifest(s.page);
      expect(en.status).toBe(200);
      expect(en.type).toMatch(/^application\/manifest\+json/);
      expect(en.manifest).toMatchObject({
        name: 'Koma',
        short_name: 'Koma',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#111318',
        background_color: '#111318',
      });
      expect(en.manifest.description).toMatch(/^Read manga and webtoon series/);
      expect(en.manifest.icons.map((i) => [i.sizes, i.purpose])).toEqual([
        ['192x192', 'any'],
        ['512x512', 'any'],
        ['512x512', 'maskable'],
      ]);
      for (const icon of en.manifest.icons) {
        const [w, hgt] = icon.sizes.split('x').map(Number);
        expect([icon.src, icon.type, await imageSize(s.page, icon.src)]).toEqual([icon.src, 'image/png', [w, hgt]]);
      }
      // What iOS and the browser's chrome take from the page itself.
      const appleIcon = await s.page.evaluate(() => document.querySelector('link[rel="apple-touch-icon"]')?.getAttribute('href'));
      expect(await imageSize(s.page, appleIcon!)).toEqual([180, 180]);
      expect(await s.page.evaluate(() => document.querySelector('meta[name="theme-color"]')?.getAttribute('content'))).toBe('#111318');

      // The reader switches to Mongolian: the page links the Mongolian manifest at once.
      await s.page.getByLabel('Language', { exact: true }).selectOption('mongolian');
      await s.page.getByLabel('Хэл', { exact: true }).waitFor();
      await s.page.waitForFunction(
        () => document.querySelector('link[rel="manifest"]')?.getAttribute('href') === '/manifest.mn.webmanifest',
      );
      const mn = await linkedManifest(s.page);
      expect(mn.manifest).toMatchObject({ ...en.manifest, lang: 'mn', description: expect.stringMatching(/^Манга, вэбтүүн/) });
      expect(mn.manifest.icons).toEqual(en.manifest.icons);
      // And after a reload the server's page links it (the koma_lang cookie).
      await s.reload();
      expect(await manifestHref(s.page)).toBe('/manifest.mn.webmanifest');
      await s.page.getByLabel('Хэл', { exact: true }).selectOption('english');
      await s.page.waitForFunction(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href') === '/manifest.webmanifest');
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('the service worker', () => {
  test('installs with the build precached and controls the page after a reload; /sw.js is never kept stale', async () => {
    const res = await fetch(`${h.baseUrl}/sw.js`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('content-type')).toMatch(/javascript/);

    const s = await h.open(PHONE);
    try {
      await s.goto('/');
      expect(await workerActive(s.page)).toEqual({ scope: `${h.baseUrl}/`, script: `${h.baseUrl}/sw.js` });
      // The first visit is not taken over mid-page.
      expect(await controller(s.page)).toBeNull();
      await s.reload();
      expect(await controller(s.page)).toBe(`${h.baseUrl}/sw.js`);
      const cached = Object.values(await cachedUrls(s.page)).flat();
      const entry = await s.page.evaluate(
        () => new URL(document.querySelector<HTMLScriptElement>('script[type="module"][src]')!.src).pathname,
      );
      expect(cached).toEqual(
        expect.arrayContaining([
          '/index.html',
          entry,
          '/manifest.webmanifest',
          '/manifest.mn.webmanifest',
          '/icons/icon-192.png',
          '/icons/icon-512.png',
          '/icons/icon-maskable-512.png',
        ]),
      );
      // The Mongolian texts are a chunk of their own: precached too.
      expect(cached.some((p) => /^\/assets\/mongolian-[\w-]+\.js$/.test(p))).toBe(true);
      expect(cached.filter((p) => SERVER_PATHS.test(p))).toEqual([]);
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });

  test('offline, a reload and a typed client route render the client shell; the API fails visibly and never comes from a cache', async () => {
    const s = await h.open(PHONE);
    try {
      await controlled(s);
      await s.page.getByText('Mini Comic').first().waitFor();
      const fromWorker: string[] = [];
      const apiFailed: string[] = [];
      s.page.on('response', (r) => {
        const p = new URL(r.url()).pathname;
        if (SERVER_PATHS.test(p) && r.fromServiceWorker()) fromWorker.push(p);
      });
      s.page.on('requestfailed', (r) => {
        const p = new URL(r.url()).pathname;
        if (SERVER_PATHS.test(p)) apiFailed.push(p);
      });

      await s.context.setOffline(true);
      await s.reload();
      // The client's own screen: its header and its empty state, not the browser's error page.
      await s.page.getByRole('link', { name: 'Koma' }).first().waitFor();
      await s.page.getByText(en.empty.noData).first().waitFor();
      expect(await s.page.getByText('Mini Comic').count()).toBe(0);
      expect(await s.page.evaluate(() => document.title)).toMatch(/Koma/);

      await s.goto('/ranking');
      expect(new URL(s.page.url()).pathname).toBe('/ranking');
      await s.page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await s.page.getByText('Mini Comic').count()).toBe(0);
      await s.goto('/comic/mini-comic');
      await s.page.locator('#root > *').first().waitFor();
      expect(await s.page.getByRole('heading', { name: 'Mini Comic' }).count()).toBe(0);

      expect(apiFailed.length).toBeGreaterThan(0);
      expect(fromWorker).toEqual([]);
      await s.screenshot('installable-app-offline');

      await s.context.setOffline(false);
      await s.reload();
      await s.page.getByText('Mini Comic').first().waitFor();
    } finally {
      await s.close();
    }
  });

  test('after signed-in browsing nothing of the API, GraphQL or stored images is in Cache Storage, and none of it came from the worker', async () => {
    const s = await h.open(PHONE);
    try {
      await signIn(s, reader);
      await controlled(s);
      const seen: string[] = [];
      const graphqlGets: string[] = [];
      const fromWorker: string[] = [];
      s.page.on('response', (r) => {
        const p = new URL(r.url()).pathname;
        if (!SERVER_PATHS.test(p)) return;
        seen.push(p);
        if (p === '/graphql' && r.request().method() === 'GET') graphqlGets.push(new URL(r.url()).searchParams.get('operationName') ?? '');
        if (r.fromServiceWorker()) fromWorker.push(p);
      });
      for (const pathname of ['/', '/comic/mini-comic', '/comic/mini-comic/1', '/my-library', '/account', '/notitfication']) {
        await s.goto(pathname);
        await s.page.waitForLoadState('networkidle');
      }
      // The pages read through GraphQL, signed in, its queries as GETs a worker could have kept
      // (the reader's data, their library, their account), and read a page image.
      expect(graphqlGets).toEqual(expect.arrayContaining(['UserData', 'ReaderEpisode', 'LibrarySubscribed', 'SignedInUser']));
      expect(seen.some((p) => p.startsWith('/uploads/') || p.startsWith('/api/uploads/'))).toBe(true);
      expect(fromWorker).toEqual([]);
      // An API address opened as a page is the server's answer, through the worker but stored nowhere.
      const doc = await s.page.goto('/api/openapi.json');
      expect([doc?.status(), doc?.headers()['content-type']]).toEqual([200, expect.stringMatching(/^application\/json/)]);
      const cached = await cachedUrls(s.page);
      expect(
        Object.values(cached)
          .flat()
          .filter((p) => SERVER_PATHS.test(p)),
      ).toEqual([]);
      // Only the build's own files: no page the server rendered, no route other than the shell.
      expect(
        Object.values(cached)
          .flat()
          .filter((p) => !/^\/(assets|icons)\/|^\/[\w.-]+\.(html|svg|png|webmanifest)$/.test(p)),
      ).toEqual([]);
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('an app update', () => {
  test('a new version waits for the prompt (English, then Mongolian, at 390 px); Reload ends on the new worker after one reload', async () => {
    const s = await h.open(PHONE);
    try {
      await controlled(s);
      await s.page.getByText('Mini Comic').first().waitFor();

      // A deploy: sw.js changes (served from the copy, no-cache), and this one answers which build it is.
      const sw = path.join(dist, 'sw.js');
      for (const compressed of [`${sw}.br`, `${sw}.gz`]) if (existsSync(compressed)) rmSync(compressed);
      appendFileSync(
        sw,
        `\n// the next deploy\nself.addEventListener('message', (e) => { if (e.data === 'test:build') e.source.postMessage('next'); });\n`,
      );
      await s.page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r!.update()));

      const prompt = s.page.locator('.Toastify__toast').filter({ hasText: en.app.updateReady });
      await prompt.waitFor();
      const reload = prompt.getByRole('button', { name: en.app.updateReload });
      await reload.waitFor();
      // It waits: the page is still the old worker's, and the prompt stays.
      expect(await s.page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => r!.waiting !== null))).toBe(true);
      await s.page.waitForTimeout(6000);
      expect(await prompt.isVisible()).toBe(true);
      // Reachable by keyboard and inside a 390 px screen.
      await reload.focus();
      expect(await reload.evaluate((b) => b === document.activeElement)).toBe(true);
      const box = (await prompt.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      expect(describeViolations(await s.axe())).toBe('');
      await s.screenshot('installable-app-update-prompt');

      // In Mongolian the prompt speaks Mongolian.
      await s.page.getByLabel('Language', { exact: true }).selectOption('mongolian');
      const promptMn = s.page.locator('.Toastify__toast').filter({ hasText: mn.app.updateReady });
      await promptMn.waitFor();
      const reloadMn = promptMn.getByRole('button', { name: mn.app.updateReload });
      await reloadMn.waitFor();
      expect(await s.page.locator('.Toastify__toast').filter({ hasText: en.app.updateReady }).count()).toBe(0);
      await s.screenshot('installable-app-update-prompt-mn');

      let loads = 0;
      s.page.on('load', () => {
        loads += 1;
      });
      // The old page has a controller too: wait for the reload itself, then for the new page to be ready.
      await Promise.all([s.page.waitForEvent('load', { timeout: 30_000 }), reloadMn.press('Enter')]);
      await s.page.waitForFunction(() => document.documentElement.dataset.ready === 'true' && navigator.serviceWorker.controller !== null);
      // No second reload follows (a controllerchange handled twice would make one).
      await s.page.waitForTimeout(1500);
      expect(loads).toBe(1);
      const state = await s.page.evaluate(async () => {
        const registration = (await navigator.serviceWorker.getRegistration('/'))!;
        const build = await new Promise<unknown>((resolve) => {
          navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data), { once: true });
          navigator.serviceWorker.controller!.postMessage('test:build');
          setTimeout(() => resolve('no answer'), 3000);
        });
        return { waiting: registration.waiting !== null, build };
      });
      expect(state).toEqual({ waiting: false, build: 'next' });
      expect(await s.page.locator('.Toastify__toast').filter({ hasText: mn.app.updateReady }).count()).toBe(0);
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
