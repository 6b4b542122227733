// Opening a downloaded episode offline (`npm run bench -- offline-open`, KOMA_BENCH=1): the real
// server serving the built web/dist, Debian's Chromium at 390 px; a reader downloads a free
// 30-page episode (pages of a drawn page's weight), the browser goes offline, and the reader route
// is opened by a fresh navigation OFFLINE_OPEN_RUNS times (default 7): the service worker serves
// the app shell and the client reads the pages from IndexedDB. The figure is the time from the
// navigation's start to the first page painted (the client's User Timing mark
// koma:offline-first-page, set in the frame after the first page image loaded; the shell's arrival,
// the app's first render and the page's largest contentful paint are printed beside it). Offline,
// the entry opens the download while the reader's chunk loads (app/route-preload.ts). Asserted: the median ≤ 300 ms, and every one of the 30
// pages a decoded blob: image with no request for a stored image or to the API's pages.
import os from 'node:os';
import path from 'node:path';
import { rmSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import en from '../../web/src/lib/i18n/en.js';
import { PHONE, snapshotWebBuild, startBrowserHarness, type BrowserHarness } from '../browser/harness.js';

const RUNS = Number(process.env.OFFLINE_OPEN_RUNS ?? 7);
const PAGES = 30;
const BUDGET_MS = 300;
const EPISODE_NUMBER = 40;
const step = (what: string) => process.stderr.write(`[offline-open bench] ${what} (load average ${os.loadavg()[0]!.toFixed(1)})\n`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

let h: BrowserHarness;
let dist: string;

beforeAll(async () => {
  dist = snapshotWebBuild();
  h = await startBrowserHarness(import.meta.url, { env: { WEB_DIST_DIR: dist, RATE_LIMIT_MULTIPLIER: '100' } });
  const mini = await miniCatalog(new Date());
  // A long free episode: 30 pages of 720 × 1080 with grain, so each weighs what a drawn page does.
  for (let i = 1; i <= PAGES; i++)
    await sharp({
      create: { width: 720, height: 1080, channels: 3, background: '#b0a090', noise: { type: 'gaussian', mean: 128, sigma: 18 } },
    })
      .jpeg({ quality: 80 })
      .toFile(path.join(mini.dir, `long-${i}.jpg`));
  mini.doc.episodes.push({
    key: 'ep-long',
    comic: 'mini',
    title: 'Long one',
    episodeNumber: EPISODE_NUMBER,
    coverImage: 'art.png',
    description: '',
    monetization: 'free',
    coinPrice: 0,
    releaseDate: new Date(Date.now() - 86_400_000).toISOString(),
    status: 'publish',
    content: Array.from({ length: PAGES }, (_, i) => ({ image: `long-${i + 1}.jpg`, sequence: i + 1 })),
  });
  await h.app.app.get(CatalogImportService).importDocument(mini.doc, mini.dir);
}, 300_000);
afterAll(async () => {
  await h?.close();
  if (dist) rmSync(path.dirname(dist), { recursive: true, force: true });
});

test(`a downloaded ${PAGES}-page episode opened offline paints its first page within ${BUDGET_MS} ms of the navigation`, async () => {
  const reader = await newReader(h.app, 'Bench Offline');
  const s = await h.open(PHONE);
  try {
    await s.goto('/');
    await s.page.evaluate(
      ([token, userId]) => {
        localStorage.setItem('token', JSON.stringify(token));
        localStorage.setItem('userId', JSON.stringify(userId));
      },
      [reader.token, reader.userId] as const,
    );
    await s.page.evaluate(async () => {
      const r = await navigator.serviceWorker.ready;
      if (r.active!.state !== 'activated') await new Promise((ok) => r.active!.addEventListener('statechange', ok, { once: true }));
    });
    await s.reload();
    step('downloading');
    await s.goto('/comic/mini-comic');
    await s.page.getByRole('button', { name: en.offline.downloadEpisode.replace('{{n}}', String(EPISODE_NUMBER)) }).click();
    await s.page
      .getByRole('img', { name: en.offline.downloadedEpisode.replace('{{n}}', String(EPISODE_NUMBER)) })
      .waitFor({ timeout: 60_000 });
    const stored = await s.page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
    step(`downloaded (${(stored / 1024 / 1024).toFixed(1)} MB used)`);

    const network: string[] = [];
    s.page.on('request', (r) => {
      const p = new URL(r.url()).pathname;
      if (/^\/(api\/)?uploads\//.test(p) || p.startsWith('/api/get-comic-episode-data')) network.push(p);
    });
    await s.context.setOffline(true);
    const firstPaint: number[] = [];
    const lcp: number[] = [];
    const shell: number[] = [];
    const ready: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await s.page.goto(`/comic/mini-comic/${EPISODE_NUMBER}`, { waitUntil: 'load' });
      const figures = await s.page.evaluate(
        (mark) =>
          new Promise<{ first: number; lcp: number | null; shell: number; ready: number }>((resolve) => {
            let largest: number | null = null;
            new PerformanceObserver((list) => {
              for (const e of list.getEntries()) largest = e.startTime;
            }).observe({ type: 'largest-contentful-paint', buffered: true });
            const read = () => {
              const m = performance.getEntriesByName(mark, 'mark')[0];
              if (m)
                setTimeout(() => {
                  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
                  const ready = performance.getEntriesByName('koma:ready', 'mark')[0]?.startTime ?? NaN;
                  resolve({ first: m.startTime, lcp: largest, shell: nav.responseEnd, ready });
                }, 50);
              else setTimeout(read, 20);
            };
            read();
          }),
        'koma:offline-first-page',
      );
      firstPaint.push(figures.first);
      shell.push(figures.shell);
      ready.push(figures.ready);
      if (figures.lcp !== null) lcp.push(figures.lcp);
    }
    // Every page, on the last visit: decoded from a blob, none from the network.
    await s.page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo({ top: y, behavior: 'instant' });
        await new Promise((r) => setTimeout(r, 10));
      }
    });
    await s.page.waitForFunction(
      (n) => {
        const imgs = [...document.querySelectorAll<HTMLImageElement>('.reader__pages img')];
        return imgs.length === n && imgs.every((i) => i.complete && i.naturalWidth > 0);
      },
      PAGES,
      { timeout: 30_000 },
    );
    const schemes = await s.page.evaluate(() =>
      [...document.querySelectorAll<HTMLImageElement>('.reader__pages img')].map((i) => new URL(i.src).protocol),
    );
    await s.context.setOffline(false);

    const line = (xs: number[]) =>
      `median ${median(xs).toFixed(0)} ms (min ${Math.min(...xs).toFixed(0)}, max ${Math.max(...xs).toFixed(0)})`;
    process.stdout.write(
      `offline open of a downloaded ${PAGES}-page episode, ${RUNS} fresh navigations at 390 px:\n` +
        `  app shell from the service worker: ${line(shell)}\n` +
        `  app rendered (koma:ready): ${line(ready)}\n` +
        `  first page painted after navigation start: ${line(firstPaint)}\n` +
        (lcp.length ? `  largest contentful paint: ${line(lcp)}\n` : '') +
        `  network requests for pages while offline: ${network.length}\n`,
    );
    expect(schemes).toEqual(Array.from({ length: PAGES }, () => 'blob:'));
    expect(network).toEqual([]);
    expect(median(firstPaint)).toBeLessThanOrEqual(BUDGET_MS);
  } finally {
    await s.close();
  }
}, 300_000);
