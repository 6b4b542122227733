// Browsing and reading journeys (issue 6): a visitor browses home, daily, genre, ranking, tag and
// searches (hit and 'No comic found'); opens a comic and reads a free episode in page order; a
// logged-in reader with coins buys an episode in the #purchase dialog and reads it; a reader short
// of coins is sent to /purchase-coin; reading progress is sent on leaving and the position comes
// back; the static pages work; on a 390 px viewport the header hides on comic detail. Every page
// is checked for console errors, failed requests and serious/critical axe violations, and
// screenshotted at 390 and 1280 px.
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import {
  DESKTOP,
  DIST_DIR,
  PHONE,
  describeViolations,
  startBrowserHarness,
  toastShown,
  waitUntil,
  type BrowserHarness,
  type PageSession,
} from './harness.js';
import { graphqlCall } from './graphql-route.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { catalogId } from '../../services/server/src/modules/catalog/catalog.ids.js';
import { newReader } from '../fixtures/readers.js';

let h: BrowserHarness;
const DAY = 86_400_000;
const iso = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const VIEWPORTS = [PHONE, DESKTOP] as const;
const MOON = 'moonlit-academy';

async function catalog() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'koma-browse-'));
  const png = (name: string, width: number, height: number, background: string) =>
    sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toFile(path.join(dir, name));
  await Promise.all([
    png('cover.png', 300, 400, '#6c3483'),
    png('cover2.png', 300, 400, '#1f618d'),
    png('wide.png', 1200, 400, '#943126'),
    png('p1.png', 720, 1100, '#b03a2e'),
    png('p2.png', 720, 1300, '#1e8449'),
    png('p3.png', 720, 1500, '#2874a6'),
    png('c1.png', 720, 1100, '#7d6608'),
    png('c2.png', 720, 1300, '#0e6655'),
    png('c3.png', 720, 1500, '#512e5f'),
  ]);
  const comic = (key: string, title: string, genre: string, tags: string[], extra: Record<string, unknown> = {}) => ({
    key,
    title,
    genre,
    tags,
    thumbnail: 'cover.png',
    coverImage: 'cover.png',
    description: `${title}: a story told one scroll at a time.`,
    writer: 'Mina Sol',
    artist: 'Odko',
    creator: 'Koma',
    feature: [],
    freeEpisodeCount: 1,
    episodePrice: 6,
    status: 'publish',
    isSchedule: false,
    releaseDate: iso(-30),
    ...extra,
  });
  const episode = (key: string, comicKey: string, n: number, monetization: 'free' | 'coin', extra: Record<string, unknown> = {}) => ({
    key,
    comic: comicKey,
    title: `Chapter ${n}`,
    episodeNumber: n,
    coverImage: 'cover.png',
    description: '',
    monetization,
    coinPrice: monetization === 'coin' ? 6 : 0,
    releaseDate: iso(-20 + n),
    status: 'publish',
    // Stored out of order: the reader must stack them by sequence. Coin episodes have art of their
    // own, so their pages are private (served only through URLs signed for the reader).
    content: (monetization === 'coin' ? ['c3.png', 'c1.png', 'c2.png'] : ['p3.png', 'p1.png', 'p2.png']).map((image) => ({
      image,
      sequence: Number(image[1]),
    })),
    ...extra,
  });
  return {
    dir,
    doc: {
      adminData: { socialMedia: { facebook: 'https://facebook.com/koma' } },
      popularTags: ['magic'],
      about: {
        banner: 'wide.png',
        vision: 'cover.png',
        vision_text: 'Stories for every phone.',
        content: [
          { title: '2024 — Founded', detail: 'Koma opens.' },
          { title: '2025 — 100 titles', detail: 'A milestone.' },
        ],
      },
      faqs: [
        {
          key: 'coins',
          title: 'Coins',
          content: [
            { question: 'How do I buy coins?', answer: '<p>Open <strong>Purchase Coins</strong>.</p><img src=x onerror="window.__xss=1">' },
          ],
        },
      ],
      staticPages: [
        { page: 'terms', content: '<h2>Terms</h2><p>Be kind.</p>' },
        { page: 'privacy', content: '<p>We keep little.</p>' },
      ],
      banners: [
        { key: 'b-daily', page: 'daily', image: 'wide.png', url: 'https://example.com/daily', startDate: iso(-5), endDate: iso(5) },
      ],
      slides: [
        {
          key: 's1',
          image: 'wide.png',
          url: 'spring-event',
          startDate: iso(-5),
          endDate: iso(5),
          ckEditorData: '<h2>Spring event</h2><p>Free coins all week.</p><script>window.__xss=1</script>',
        },
        { key: 's2', image: 'wide.png', url: 'summer', startDate: iso(-5), endDate: iso(5), ckEditorData: '<p>Summer</p>' },
      ],
      comics: [
        comic('moon', 'Moonlit Academy', 'Fantasy', ['Magic', 'School'], {
          feature: ['New chapter every Monday'],
          updateDays: ['MON'],
          slug: MOON,
        }),
        comic('river', 'Quiet River', 'Romance', ['slice of life'], {
          teamAssignment: 'Vendor A',
          // Stated, not derived from the release date (the importer's default), so no day of the
          // week this runs on puts it under the TUE tab the test expects empty.
          updateDays: ['SAT'],
          thumbnail: 'cover2.png',
          coverImage: 'cover2.png',
          releaseDate: iso(-40),
        }),
      ],
      episodes: [
        episode('moon-1', 'moon', 1, 'free'),
        episode('moon-2', 'moon', 2, 'coin'),
        episode('moon-3', 'moon', 3, 'coin'),
        episode('moon-4', 'moon', 4, 'coin', { releaseDate: iso(3) }),
        episode('river-1', 'river', 1, 'free'),
      ],
      gifts: [
        { key: 'gift-coins', type: 'coin', title: '30 bonus coins', image: 'cover.png', value: 30, detail: 'Welcome', expiryDate: iso(5) },
      ],
    },
  };
}

beforeAll(async () => {
  h = await startBrowserHarness(import.meta.url);
  const c = await catalog();
  await h.app.app.get(CatalogImportService).importDocument(c.doc, c.dir);
}, 120_000);
afterAll(async () => {
  await h?.close();
});

async function signIn(s: PageSession, reader: { token: string; userId: string }) {
  await s.context.addInitScript(
    ([token, userId]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', JSON.stringify(token));
        localStorage.setItem('userId', JSON.stringify(userId));
      }
    },
    [reader.token, reader.userId],
  );
}

async function checkPage(s: PageSession, name: string) {
  expect(describeViolations(await s.axe())).toBe('');
  await s.screenshot(`browse-${name}`);
}

describe('browsing', () => {
  test('a visitor browses home, daily, genre, ranking, tag and more, and searches', async () => {
    for (const viewport of VIEWPORTS) {
      const s = await h.open(viewport);
      try {
        await s.goto('/');
        const newReleases = s.page.getByRole('region', { name: 'New Releases' });
        await newReleases.getByRole('link', { name: /Moonlit Academy/ }).waitFor();
        await expect(newReleases.locator('.comic-card').first().textContent()).resolves.toContain('Moonlit Academy');
        await s.page.getByRole('region', { name: 'Free Episode' }).getByText('1 Free Episode').first().waitFor();
        // The showcase lists own manga only (no team assignment).
        const showcase = s.page.getByRole('region', { name: 'Koma Originals' });
        await showcase.getByRole('link', { name: /Moonlit Academy/ }).waitFor();
        await expect(showcase.getByRole('link', { name: /Quiet River/ }).count()).resolves.toBe(0);
        await expect(s.page.getByRole('region', { name: 'Recently Read' }).count()).resolves.toBe(0);
        // Hero slider: 1 slide below 630 px, 3 above; slides open /slide-data/{url}/{id} in a new tab.
        const slides = s.page.locator('.hero__item a');
        await slides.first().waitFor();
        await expect(slides.count()).resolves.toBe(viewport.width < 630 ? 1 : 2);
        await expect(slides.first().getAttribute('target')).resolves.toBe('_blank');
        await expect(slides.first().getAttribute('href')).resolves.toMatch(/^\/slide-data\/spring-event\/[0-9a-f-]{36}$/);
        await s.page.getByRole('region', { name: 'Genres' }).getByRole('link', { name: 'Fantasy' }).waitFor();
        await checkPage(s, 'home');

        await s.goto('/daily-product');
        await s.page.getByRole('tab', { name: 'New' }).waitFor();
        await s.page
          .getByRole('tabpanel')
          .getByRole('link', { name: /Moonlit Academy/ })
          .waitFor();
        await expect(s.page.getByTestId('listing-banner').locator('a').getAttribute('href')).resolves.toBe('https://example.com/daily');
        await s.page.getByRole('tab', { name: 'TUE' }).click();
        await s.page.getByRole('tabpanel').getByText('No data found').waitFor();
        await s.page.getByRole('tab', { name: 'MON' }).click();
        await s.page
          .getByRole('tabpanel')
          .getByRole('link', { name: /Moonlit Academy/ })
          .waitFor();
        await s.page.getByRole('tab', { name: 'SAT' }).click();
        await s.page
          .getByRole('tabpanel')
          .getByRole('link', { name: /Quiet River/ })
          .waitFor();
        await expect(
          s.page
            .getByRole('tabpanel')
            .getByRole('link', { name: /Moonlit Academy/ })
            .count(),
        ).resolves.toBe(0);
        await checkPage(s, 'daily');

        await s.goto('/genre-product');
        await s.page
          .getByRole('tabpanel')
          .getByRole('link', { name: /Moonlit Academy/ })
          .waitFor();
        await s.page
          .getByRole('tabpanel')
          .getByRole('link', { name: /Quiet River/ })
          .waitFor();
        await s.page.getByRole('tab', { name: 'Romance' }).click();
        const panel = s.page.getByRole('tabpanel');
        await panel.getByRole('link', { name: /Quiet River/ }).waitFor();
        await panel.getByRole('link', { name: /Moonlit Academy/ }).waitFor({ state: 'detached' });
        // Genre lists link with the /comic/{id} form; without a banner for the page, the fallback image shows.
        await expect(panel.getByRole('link', { name: /Quiet River/ }).getAttribute('href')).resolves.toBe(
          `/comic/${catalogId('comic', 'river')}`,
        );
        await expect(s.page.getByTestId('listing-banner').locator('img').getAttribute('src')).resolves.toMatch(/^data:image\/svg\+xml/);
        await checkPage(s, 'genre');

        await s.goto('/free-product');
        await s.page
          .getByRole('tabpanel')
          .getByRole('link', { name: /Quiet River/ })
          .waitFor();
        await checkPage(s, 'free');

        await s.goto('/ranking');
        await s.page.getByRole('tab', { name: 'All time' }).waitFor();
        await s.page.getByRole('tab', { name: 'Week' }).click();
        await s.page
          .getByRole('tabpanel')
          .getByRole('link', { name: /Moonlit Academy/ })
          .waitFor();
        await checkPage(s, 'ranking');

        await s.goto('/tag/magic');
        await s.page.getByRole('heading', { level: 1, name: '#magic' }).waitFor();
        await s.page.getByRole('link', { name: /Moonlit Academy/ }).waitFor();
        await s.page.getByLabel('Sort by').selectOption('TITLE');
        await s.page.getByLabel('Order').selectOption('desc');
        await s.page.waitForURL(/sort=TITLE&order=desc/);
        await s.page.getByRole('link', { name: /Moonlit Academy/ }).waitFor();
        await checkPage(s, 'tag');
        await s.goto('/tags/school');
        await s.page.getByRole('link', { name: /Moonlit Academy/ }).waitFor();

        await s.goto('/more/Fantasy');
        const card = s.page.getByRole('link', { name: /Moonlit Academy/ });
        await card.waitFor();
        await card.getByText('Koma original').waitFor({ state: 'attached' });
        await checkPage(s, 'more');

        await s.goto('/writer-profile/Mina%20Sol');
        await s.page.getByRole('link', { name: 'Start Reading: Moonlit Academy' }).waitFor();
        await checkPage(s, 'writer');

        // Search: a hit, then 'No comic found'.
        await s.page.getByRole('button', { name: 'Search', exact: true }).click();
        const dialog = s.page.getByRole('dialog', { name: 'Search' });
        const box = dialog.getByRole('searchbox', { name: 'Search comics by title or tag' });
        await box.fill('moonlit');
        await dialog.getByRole('link', { name: /Moonlit Academy/ }).waitFor();
        await box.fill('no such comic');
        await dialog.getByText('No comic found').waitFor();
        await checkPage(s, 'search-none');
        expect(s.problems()).toEqual([]);
      } finally {
        await s.close();
      }
    }
  }, 120_000);

  test('a visitor opens a comic and reads the free episode in page order; coin episodes ask to log in', async () => {
    for (const viewport of VIEWPORTS) {
      const s = await h.open(viewport);
      try {
        await s.goto('/');
        await s.page
          .getByRole('region', { name: 'New Releases' })
          .getByRole('link', { name: /Moonlit Academy/ })
          .click();
        await s.page.waitForURL(`**/comic/${MOON}`);
        await s.page.getByRole('heading', { level: 1, name: 'Moonlit Academy' }).waitFor();
        await s.page.getByText('New chapter every Monday').waitFor();
        const list = s.page.getByTestId('episode-list');
        await list.getByRole('button').first().waitFor();
        // Released episodes only, in number order, with labels and yy.mm.dd dates.
        await expect(list.getByRole('button').count()).resolves.toBe(3);
        const rows = await list.locator('.episode-row').allTextContents();
        expect(rows[0]).toMatch(/Chapter 1#1\d\d\.\d\d\.\d\dFree/);
        expect(rows[1]).toMatch(/Chapter 2#2\d\d\.\d\d\.\d\d6 Coins/);
        await s.page.getByRole('button', { name: 'Newest first' }).click();
        await expect(list.locator('.episode-row__title').first().textContent()).resolves.toBe('Chapter 3');
        await s.page.getByRole('button', { name: 'Episode order' }).click();
        await checkPage(s, 'comic-detail');
        // On a phone the header and footer are hidden on comic detail (docs/product.md Shell); 991 px is
        // still small, 992 px is not.
        await expect(s.page.getByTestId('site-header').isVisible()).resolves.toBe(viewport.width > 991);
        await expect(s.page.getByTestId('site-footer').isVisible()).resolves.toBe(viewport.width > 991);
        if (viewport.width < 991) {
          await s.page.setViewportSize({ width: 991, height: 800 });
          await expect(s.page.getByTestId('site-header').isVisible()).resolves.toBe(false);
          await s.page.setViewportSize({ width: 992, height: 800 });
          await expect(s.page.getByTestId('site-header').isVisible()).resolves.toBe(true);
          await s.page.setViewportSize(viewport);
        }

        // A coin episode for a visitor: the purchase dialog, whose Buy asks to log in.
        await list.getByRole('button', { name: /Chapter 2/ }).click();
        const dialog = s.page.locator('dialog#purchase');
        await dialog.getByRole('button', { name: 'Buy for 6 Coins' }).click();
        await s.page.getByText('Please do login first').waitFor();
        await s.page.waitForURL('**/login');
        await s.page.goBack();
        await s.page.getByRole('heading', { level: 1, name: 'Moonlit Academy' }).waitFor();

        await s.page.getByRole('button', { name: 'Start Reading' }).click();
        await s.page.waitForURL(`**/comic/${MOON}/1`);
        const pages = s.page.locator('.reader__pages img');
        await pages.first().waitFor();
        await expect(pages.first().getAttribute('alt')).resolves.toBe('Page 1 of 3');
        const served = (await h.app.request('GET', `/api/get-comic-episode-data/${catalogId('episode', 'moon-1')}`)).body.episode
          .content as Array<{ image: string; sequence: number }>;
        const expected = [...served].sort((a, b) => a.sequence - b.sequence).map((p) => `/${p.image.replace(/^\//, '')}`);
        await s.page.locator('.reader__pages li').nth(2).scrollIntoViewIfNeeded();
        await s.page.waitForFunction(() => document.querySelectorAll('.reader__pages img').length === 3);
        const srcs = await pages.evaluateAll((imgs) => imgs.map((i) => new URL((i as HTMLImageElement).src).pathname));
        expect(srcs).toEqual(expected);
        await pages.last().evaluate((img: HTMLImageElement) => img.decode());
        // A tap toggles the chrome.
        const header = s.page.getByTestId('reader-header');
        await expect(header.getAttribute('class')).resolves.not.toMatch(/is-hidden/);
        await s.page.locator('.reader__pages li').first().click();
        await expect(header.getAttribute('class')).resolves.toMatch(/is-hidden/);
        await s.page.locator('.reader__pages li').first().click();
        await s.page.evaluate(() => window.scrollTo(0, 0));
        await s.page.getByRole('button', { name: 'Episodes' }).click();
        await s.page
          .getByRole('menu', { name: 'Episode list' })
          .getByRole('menuitem', { name: /Episode 3/ })
          .waitFor();
        await s.page.getByRole('button', { name: 'Episodes' }).click();
        await s.page.getByRole('link', { name: 'Comments 0' }).waitFor();
        await checkPage(s, 'reader');
        expect(s.problems({ expectedErrors: /^\/api\/login-user$/ })).toEqual([]);
      } finally {
        await s.close();
      }
    }
  }, 120_000);

  test('an unknown comic says "No comic data fetched" and goes home; the id link form and /episode-view work', async () => {
    const s = await h.open(PHONE);
    try {
      await s.goto('/comic/no-such-comic');
      await toastShown(s, 'No comic data fetched');
      await s.page.waitForURL((u) => u.pathname === '/');
      await s.page
        .getByRole('region', { name: 'New Releases' })
        .getByRole('link', { name: /Moonlit Academy/ })
        .waitFor();
      // The /comic/{id} link form and /episode-view/{episodeId}.
      await s.goto(`/comic/${catalogId('comic', 'river')}`);
      await s.page.getByRole('heading', { level: 1, name: 'Quiet River' }).waitFor();
      await s.page
        .getByTestId('episode-list')
        .getByRole('button', { name: /Chapter 1/ })
        .getByText('Free')
        .waitFor();
      await s.goto(`/episode-view/${catalogId('episode', 'river-1')}`);
      await expect(s.page.locator('.reader__pages img').first().getAttribute('alt')).resolves.toBe('Page 1 of 3');
      await s.page.getByRole('heading', { level: 1, name: /Episode 1 · Chapter 1/ }).waitFor();
      expect(s.problems({ expectedErrors: /^\/graphql$/ })).toEqual([]);
    } finally {
      await s.close();
    }
  });

  test("a page the browser renders itself, opened from its address, reuses what index.html and route-preload.ts asked for: each data call, the LCP image and the page's chunks go out once, the chunks from the HTML", async () => {
    const chunks = JSON.parse(readFileSync(path.join(DIST_DIR, 'route-chunks.json'), 'utf8')) as Record<
      string,
      { js: string[]; css: string[] }
    >;
    for (const [route, operations, page] of [
      [`/comic/${MOON}/1`, ['ReaderEpisode'], 'reader'],
      [`/comic/${MOON}`, ['ComicDetail'], 'comic'],
      ['/', ['Home'], 'home'],
    ] as const) {
      const s = await h.open(PHONE);
      try {
        // Network-level requests as DevTools sees them: a preload the page's fetch or <img>
        // reuses shows once; a mismatch (URL, mode, credentials mode) would show twice, and so
        // would the reader's first mount not taking what route-preload.ts fetched. (A signed-in
        // reader must not reuse the anonymous episode call: the /purchase-coin test below.)
        const cdp = await s.context.newCDPSession(s.page);
        const sent: string[] = [];
        const initiators = new Map<string, string>();
        cdp.on('Network.requestWillBeSent', (e: { request: { url: string }; initiator: { type: string } }) => {
          const u = new URL(e.request.url);
          // A GraphQL GET is its whole URL: every operation shares the path.
          const p = u.pathname === '/graphql' ? u.pathname + u.search : u.pathname;
          sent.push(p);
          if (!initiators.has(p)) initiators.set(p, e.initiator.type);
        });
        await cdp.send('Network.enable');
        // Not a visitor's browser (signed in, say): the server sends the page unrendered (a visitor's: prerender.spec.ts).
        await s.context.addCookies([{ name: 'koma_personal', value: '1', url: h.baseUrl }]);
        // BareLayout's Suspense fallback is a bare main#main (the reader's own loading state is main.reader).
        await s.context.addInitScript(() => {
          const w = window as unknown as { fallbacks: number };
          w.fallbacks = 0;
          new MutationObserver((records) => {
            for (const r of records)
              for (const n of r.addedNodes) if (n instanceof HTMLElement && n.matches('main#main:not(.reader)')) w.fallbacks++;
          }).observe(document, { childList: true, subtree: true });
        });
        await s.goto(route);
        // An image with stored widths is hinted by imagesrcset (no href, ADR 0048): the file is the
        // width the page's <img> picks from the same candidates.
        const link = s.page.locator('head link[rel="preload"][as="image"]').first();
        const href = await link.getAttribute('href');
        const candidates = href ? [href] : ((await link.getAttribute('imagesrcset')) ?? '').split(', ').map((c) => c.split(' ')[0]!);
        expect(candidates.length).toBeGreaterThan(0);
        for (const c of candidates) expect(c).toMatch(/^\/uploads\//);
        const hinted = (await (
          await s.page.waitForFunction((cs) => {
            const shown = [...document.images].find(
              (i) => i.complete && i.naturalWidth > 0 && cs.includes(new URL(i.currentSrc || '/', location.href).pathname),
            );
            return shown ? new URL(shown.currentSrc).pathname : null;
          }, candidates)
        ).jsonValue()) as string;
        await s.page.waitForLoadState('networkidle');
        // The data calls index.html hints are the page's own first operations.
        const calls = await s.page
          .locator('head link[rel="preload"][as="fetch"]')
          .evaluateAll((links) =>
            links.map((l) => new URL((l as HTMLLinkElement).href).pathname + new URL((l as HTMLLinkElement).href).search),
          );
        expect(calls.map((c) => new URL(c, 'http://x').searchParams.get('operationName'))).toEqual(operations);
        const count = (p: string) => sent.filter((x) => x === p).length;
        expect([...calls, hinted!].map((p) => `${p} ×${count(p)}`)).toEqual([...calls, hinted!].map((p) => `${p} ×1`));
        // The page's chunk and CSS are asked for by the HTML's hints (the parser), not once the
        // app shell has run, and the shell's dynamic import and Vite's stylesheet link reuse them.
        const files = [...chunks[page]!.js, ...chunks[page]!.css];
        expect(files.length).toBeGreaterThanOrEqual(2);
        expect(files.map((p) => `${p} ×${count(p)} ${initiators.get(p)}`)).toEqual(files.map((p) => `${p} ×1 parser`));
        if (page === 'reader') {
          // With its chunk there, the reader renders in the first pass, never behind the layout's
          // fallback (lib/chunk.ts). Every page is an image from that pass (ADR 0060): the first
          // asked for first and at high priority, the next ones lazily and at low priority, so
          // they do not take the link from the page the reader is waiting for.
          await s.page.locator('.reader__pages img').nth(1).waitFor();
          const seen = await s.page.evaluate(
            () =>
              new Promise<{ fallbacks: number; firstPainted: number; firstStart: number; secondStart: number; attrs: string[] }>(
                (resolve) => {
                  const [first, second] = [...document.querySelectorAll<HTMLImageElement>('.reader__pages img')];
                  const started = (img: HTMLImageElement) =>
                    (performance.getEntriesByName(img.currentSrc || img.src)[0] as PerformanceResourceTiming | undefined)?.startTime;
                  new PerformanceObserver((list) => {
                    const paint = list.getEntries().find((e) => (e as PerformanceEntry & { url: string }).url === first!.currentSrc);
                    const check = () => {
                      const secondStart = started(second!);
                      if (secondStart === undefined) {
                        setTimeout(check, 50);
                        return;
                      }
                      resolve({
                        fallbacks: (window as unknown as { fallbacks: number }).fallbacks,
                        firstPainted: paint!.startTime,
                        firstStart: started(first!) ?? Infinity,
                        secondStart,
                        attrs: [first!, second!].map((i) => `${i.loading} ${i.fetchPriority}`),
                      });
                    };
                    if (paint) check();
                  }).observe({ type: 'largest-contentful-paint', buffered: true });
                },
              ),
          );
          expect(seen.fallbacks).toBe(0);
          expect(seen.firstPainted).toBeGreaterThan(0);
          expect(seen.attrs).toEqual(['eager high', 'lazy low']);
          expect(seen.secondStart).toBeGreaterThanOrEqual(seen.firstStart);
        }
        expect(s.problems()).toEqual([]);
      } finally {
        await s.close();
      }
    }
  });

  test('an episode that is not live yet warns and goes back', async () => {
    const s = await h.open(PHONE);
    try {
      await s.goto(`/comic/${MOON}`);
      await s.page.getByRole('heading', { level: 1, name: 'Moonlit Academy' }).waitFor();
      await s.page.evaluate((slug) => {
        window.history.pushState({ idx: 1, key: 'x', usr: null }, '', `/comic/${slug}/4`);
        window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
      }, MOON);
      await s.page.getByText('Warn! episode was not live').waitFor();
      await s.page.waitForURL(`**/comic/${MOON}`);
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });
});

describe('buying and progress', () => {
  test('a reader with coins buys an episode in #purchase, reads it, and the label becomes Purchased', async () => {
    const reader = await newReader(h.app, 'Buyer');
    const claim = await h.app.request('POST', '/api/claim-gift', {
      token: reader.token,
      body: { giftId: catalogId('gift', 'gift-coins') },
    });
    expect(claim.status).toBe(200);
    const s = await h.open(DESKTOP);
    try {
      await signIn(s, reader);
      await s.goto(`/comic/${MOON}`);
      const list = s.page.getByTestId('episode-list');
      await list.getByRole('button', { name: /Chapter 2/ }).click();
      const dialog = s.page.locator('dialog#purchase');
      await dialog.getByText('30 Coins').waitFor();
      await checkPage(s, 'purchase-dialog');
      await dialog.getByRole('button', { name: 'Buy for 6 Coins' }).click();
      await s.page.getByText('episode purchase successfully!').waitFor();
      await s.page.waitForURL(`**/comic/${MOON}/2`);
      await s.page.locator('.reader__pages img').first().waitFor();
      await expect(s.page.locator('.reader__pages img').first().getAttribute('alt')).resolves.toBe('Page 1 of 3');
      await s.page.getByRole('link', { name: 'Back to the comic' }).click();
      await list
        .getByRole('button', { name: /Chapter 2/ })
        .getByText('Purchased')
        .waitFor();
      await list
        .getByRole('button', { name: /Chapter 3/ })
        .getByText('6 Coins')
        .waitFor();
      const balance = await h.app.request('GET', `/api/get-user-data/${reader.userId}`, { token: reader.token });
      expect(balance.body.user.coin + balance.body.user.bonusCoin).toBe(24);
      // Unlock all: the remaining coin episode, with the notes.
      await s.page.getByRole('button', { name: 'Unlock all' }).click();
      const unlock = s.page.locator('dialog#unlock');
      await unlock.getByText('A withdrawal request is possible within 7 days after purchase for episodes not viewed.').waitFor();
      await unlock.getByRole('button', { name: 'Unlock all for 6 Coins' }).click();
      await s.page.getByText('All episodes are unlock!').waitFor();
      await list
        .getByRole('button', { name: /Chapter 3/ })
        .getByText('Purchased')
        .waitFor();
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  }, 60_000);

  test("a bought episode's pages come as URLs signed for the reader, never bare, renewed while it stays open", async () => {
    const reader = await newReader(h.app, 'Signed');
    expect(
      (await h.app.request('POST', '/api/claim-gift', { token: reader.token, body: { giftId: catalogId('gift', 'gift-coins') } })).status,
    ).toBe(200);
    const bought = await h.app.request('POST', '/api/purchase-episode', {
      token: reader.token,
      body: { userId: reader.userId, comicId: catalogId('comic', 'moon'), episodeId: catalogId('episode', 'moon-3'), coin: 6 },
    });
    expect(bought.body).toMatchObject({ success: true });
    const s = await h.open(PHONE);
    try {
      // The page's timers run on a clock the test can move (time still flows on its own).
      await s.page.clock.install();
      await signIn(s, reader);
      const episodeCalls: string[] = [];
      s.page.on('request', (r) => {
        const call = graphqlCall(r);
        if (call?.name === 'ReaderEpisode' || call?.name === 'ReaderPageUrls') episodeCalls.push(r.url());
      });
      await s.goto(`/comic/${MOON}/3`);
      const pages = s.page.locator('.reader__pages img');
      // The first page alone, then the next ones (prefetch) once it is painted: all three load.
      await s.page.waitForFunction(() => document.querySelectorAll('.reader__pages img').length === 3);
      await s.page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.reader__pages img')].every((i) => i.complete && i.naturalWidth > 0),
      );
      const srcs = await pages.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')!));
      for (const src of srcs)
        expect(src).toMatch(new RegExp(`^/uploads/[0-9a-f]{40}\\.webp\\?r=${reader.userId}&exp=\\d+&sig=[\\w-]{43}$`));
      // The bare address of a page answers nobody, this reader included.
      const bare = await s.page.evaluate(async (u) => (await fetch(u)).status, new URL(srcs[0]!, 'http://x').pathname);
      expect(bare).toBe(404);
      // Kept open past the renewal time: the reader asks for fresh URLs; the pages on screen keep
      // the ones they loaded with (no second download).
      const before = episodeCalls.length;
      await s.page.clock.fastForward('05:00');
      await waitUntil(() => episodeCalls.length > before, 10_000);
      await s.page.waitForTimeout(300);
      await expect(pages.evaluateAll((imgs) => imgs.map((i) => i.getAttribute('src')!))).resolves.toEqual(srcs);
      expect(s.problems({ expectedErrors: /^\/uploads\// })).toEqual([]);
    } finally {
      await s.close();
    }
  }, 60_000);

  test('a reader short of coins is sent to /purchase-coin', async () => {
    const reader = await newReader(h.app, 'Broke');
    const s = await h.open(PHONE);
    try {
      await signIn(s, reader);
      await s.goto(`/comic/${MOON}`);
      await s.page
        .getByTestId('episode-list')
        .getByRole('button', { name: /Chapter 3/ })
        .click();
      // Short before the tap: the dialog says by how much and leads to the coins instead of Buy.
      const dialog = s.page.locator('dialog#purchase');
      await dialog.getByText('You need 6 more coins').waitFor();
      expect(await dialog.getByRole('button', { name: 'Buy for 6 Coins' }).count()).toBe(0);
      await dialog.getByRole('link', { name: 'Get coins' }).click();
      await s.page.waitForURL('**/purchase-coin');
      // The coin page shown, not only its address: a navigation before its chunks have arrived
      // would abort them (a failed script request).
      const coinPage = s.page.getByRole('heading', { level: 1, name: 'Purchase Coins' });
      await coinPage.waitFor();
      // Opening the coin episode's reader directly sends the reader there too.
      await s.goto(`/comic/${MOON}/3`);
      await toastShown(s, 'Insufficient coin Please buy coin for purchasing this item');
      await s.page.waitForURL('**/purchase-coin');
      await coinPage.waitFor();
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });

  test('a reader whose coins cover the episode, opening its reader unbought, is told to buy it, not that coins are short', async () => {
    const reader = await newReader(h.app, 'Flush');
    const claim = await h.app.request('POST', '/api/claim-gift', {
      token: reader.token,
      body: { giftId: catalogId('gift', 'gift-coins') },
    });
    expect(claim.status).toBe(200); // 30 bonus coins: Chapter 3 costs 6
    const s = await h.open(PHONE);
    try {
      await signIn(s, reader);
      await s.goto(`/comic/${MOON}/3`);
      await toastShown(s, 'Purchase this episode to read it');
      await s.page.waitForURL('**/purchase-coin');
      await s.page.getByRole('heading', { level: 1, name: 'Purchase Coins' }).waitFor();
      expect(s.toastsShown).not.toContain('Insufficient coin Please buy coin for purchasing this item');
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });

  test('reading progress is sent once on leaving and the position is restored on return', async () => {
    const reader = await newReader(h.app, 'Progress');
    const s = await h.open(PHONE);
    try {
      await signIn(s, reader);
      await s.goto(`/comic/${MOON}`);
      await s.page.getByRole('button', { name: 'Start Reading' }).click();
      await s.page.waitForURL(`**/comic/${MOON}/1`);
      await s.page.locator('.reader__pages img').first().waitFor();
      for (let i = 0; i < 3; i += 1) {
        await s.page.locator('.reader__pages li').nth(i).scrollIntoViewIfNeeded();
        await s.page.waitForFunction((n) => document.querySelectorAll('.reader__pages img.is-loaded').length > n, i);
      }
      const at = await s.page.evaluate(() => {
        const range = document.documentElement.scrollHeight - window.innerHeight;
        window.scrollTo(0, Math.round(range * 0.4));
        return window.scrollY / range;
      });
      await s.page.waitForTimeout(100);
      const posted: string[] = [];
      s.page.on('request', (r) => {
        if (r.url().endsWith('/api/add-comic-read')) posted.push(r.postData() ?? '');
      });
      await s.page.goBack();
      await s.page.getByRole('heading', { level: 1, name: 'Moonlit Academy' }).waitFor();
      await waitUntil(() => posted.length > 0);
      expect(JSON.parse(posted[0]!)).toMatchObject({
        userId: reader.userId,
        episodeId: catalogId('episode', 'moon-1'),
        comicId: catalogId('comic', 'moon'),
        readPercentage: Math.round(at * 100),
      });
      const savedProgress = async () =>
        (await h.app.request('GET', `/api/get-comic-episode-data/${catalogId('episode', 'moon-1')}`, { token: reader.token })).body
          .progress;
      let saved = await savedProgress();
      for (let i = 0; saved === null && i < 40; i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        saved = await savedProgress();
      }
      expect(saved).toBe(Math.round(at * 100));
      // Back in the reader, the position comes back.
      await s.page.goForward();
      await s.page.waitForFunction(
        (want) => {
          const range = document.documentElement.scrollHeight - window.innerHeight;
          return range > 0 && Math.abs(window.scrollY / range - want) < 0.01;
        },
        at,
        { timeout: 10_000 },
      );
      expect(posted).toHaveLength(1);
      await s.goto('/');
      await s.page
        .getByRole('region', { name: 'Recently Read' })
        .getByRole('link', { name: /Moonlit Academy/ })
        .waitFor();
      await checkPage(s, 'home-logged-in');
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  }, 60_000);
});

describe('static pages', () => {
  test('FAQ, terms, privacy, about, contact and the slide page', async () => {
    const reader = await newReader(h.app, 'Static');
    for (const viewport of VIEWPORTS) {
      const s = await h.open(viewport);
      try {
        await s.goto('/faq');
        await s.page.getByText('How do I buy coins?').click();
        await s.page.getByText('Purchase Coins', { exact: true }).waitFor();
        await expect(s.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
        await checkPage(s, 'faq');
        await s.goto('/terms-use');
        await s.page.getByRole('heading', { name: 'Terms', exact: true }).waitFor();
        await checkPage(s, 'terms');
        await s.goto('/privacy-policy');
        await s.page.getByText('We keep little.').waitFor();
        await s.goto('/about-us');
        await s.page.getByText('Stories for every phone.').waitFor();
        await s.page.getByRole('heading', { name: '2025 — 100 titles' }).waitFor();
        await checkPage(s, 'about');
        await s.goto('/contact-us');
        await s.page.locator('#main').getByRole('link', { name: /@/ }).waitFor();
        await s.page.getByRole('button', { name: 'Send' }).click();
        await s.page.getByText('Please fill all required field').waitFor();
        await s.page.getByLabel('Name').fill('Ana');
        await s.page.getByLabel('Email').fill('ana@example.test');
        await s.page.getByLabel('Description').fill('Where are my coins?');
        await s.page.getByRole('button', { name: 'Send' }).click();
        await s.page.getByText('Your request will be sent to customer support').waitFor();
        await expect(s.page.getByLabel('Name').inputValue()).resolves.toBe('');
        await checkPage(s, 'contact');
        // The slide page goes back without a token; with one it shows the sanitised HTML.
        const slides = (await h.app.request('GET', '/api/get-home-slide')).body.slides as Array<{ _id: string; url: string }>;
        await s.goto(`/slide-data/spring-event/${slides[0]!._id}`);
        await s.page.waitForURL((u) => u.pathname === '/');
        await s.page
          .getByRole('region', { name: 'New Releases' })
          .getByRole('link', { name: /Moonlit Academy/ })
          .waitFor();
        await signIn(s, reader);
        await s.goto(`/slide-data/spring-event/${slides[0]!._id}`);
        await s.page.getByRole('heading', { name: 'Spring event' }).waitFor();
        await expect(s.page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).resolves.toBeUndefined();
        await checkPage(s, 'slide');
        expect(s.problems()).toEqual([]);
      } finally {
        await s.close();
      }
    }
  }, 120_000);
});

describe('long listings', () => {
  test('a tag with more comics than a page shows 60, then the rest on Show more; Ascending reverses the whole list, not the page', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'koma-long-'));
    await sharp({ create: { width: 300, height: 400, channels: 3, background: '#555555' } })
      .png()
      .toFile(path.join(dir, 'long.png'));
    const comics = Array.from({ length: 61 }, (_, i) => ({
      key: `long-${i + 1}`,
      title: `Long ${String(i + 1).padStart(3, '0')}`,
      genre: 'Drama',
      tags: ['longlist'],
      thumbnail: 'long.png',
      coverImage: 'long.png',
      description: 'One of many.',
      writer: 'Many',
      artist: 'Many',
      creator: 'Koma',
      feature: [],
      freeEpisodeCount: 0,
      episodePrice: 6,
      status: 'publish',
      isSchedule: false,
      releaseDate: iso(-10),
    }));
    await h.app.app.get(CatalogImportService).importDocument({ comics }, dir);
    const s = await h.open(DESKTOP);
    try {
      const titles = () => s.page.locator('#main .comic-grid > li').allTextContents();
      const shows = (n: number, first: string) =>
        s.page.waitForFunction(
          ([count, title]) => {
            const items = document.querySelectorAll('#main .comic-grid > li');
            return items.length === count && (items[0]?.textContent ?? '').includes(title as string);
          },
          [n, first] as const,
        );
      await s.goto('/tag/longlist?sort=TITLE');
      await shows(60, 'Long 001');
      let shown = await titles();
      await s.page.getByRole('button', { name: 'Show more' }).click();
      await s.page.locator('#main .comic-grid > li').nth(60).waitFor();
      shown = await titles();
      expect(shown).toHaveLength(61);
      expect(shown[60]).toContain('Long 061');
      expect(await s.page.getByRole('button', { name: 'Show more' }).count()).toBe(0);

      // Title runs A→Z ascending; descending is Z→A, sorted on the server (the 61st comes first).
      await s.page.getByLabel('Order').selectOption('desc');
      await s.page.waitForURL('**/tag/longlist?sort=TITLE&order=desc');
      await shows(60, 'Long 061');
      expect((await titles())[59]).toContain('Long 002');
      expect(s.problems()).toEqual([]);
    } finally {
      await s.close();
    }
  });
});
