// Responsive images in the built client (issue 18 item 5, ADR 0048) on the demo catalog, at
// Lighthouse's phone (412 × 823 CSS px at 1.75): the hero, the comic cover and the cards carry a
// srcset and sizes, the browser takes the width the phone shows, and the preload index.html
// carries for the hero and cover is that same file, fetched once.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { startBrowserHarness, type BrowserHarness } from './harness.js';

let h: BrowserHarness;

beforeAll(async () => {
  h = await startBrowserHarness(import.meta.url);
  await h.app.app.get(CatalogImportService).loadDemo();
}, 300_000);
afterAll(async () => {
  await h?.close();
});

/** A phone page that records which stored images it requested. */
async function phone() {
  const context = await h.browser.newContext({
    baseURL: h.baseUrl,
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  const requested: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/uploads/')) requested.push(new URL(r.url()).pathname);
  });
  return { context, page, requested };
}

type Width = { image: string; width: number };
const img = (page: import('playwright-core').Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el: HTMLImageElement) => {
      return {
        srcset: el.getAttribute('srcset'),
        sizes: el.getAttribute('sizes'),
        currentSrc: new URL(el.currentSrc).pathname,
        complete: el.complete,
      };
    });

describe('responsive images on a phone', () => {
  test('home: the hero takes its 800 px copy, requested once; the cards carry their widths', async () => {
    const [slide] = (await h.app.request('GET', '/api/get-home-slide')).body.slides as Array<{ image: string; imageWidths: Width[] }>;
    expect(slide!.imageWidths.map((w) => w.width)).toEqual([480, 800, 1200]);
    const { context, page, requested } = await phone();
    await page.goto('/', { waitUntil: 'networkidle' });
    await page.locator('.hero__img').first().waitFor();
    const hero = await img(page, '.hero__img');
    const copy800 = `/${slide!.imageWidths[1]!.image}`;
    expect(hero).toEqual({
      srcset: slide!.imageWidths.map((w) => `/${w.image} ${w.width}w`).join(', '),
      sizes: '(min-width: 630px) 34vw, 100vw',
      currentSrc: copy800,
      complete: true,
    });
    // The route hint's preload and the <img> agree: one request, no other width of the hero.
    expect(requested.filter((p) => p === copy800)).toHaveLength(1);
    expect(requested.filter((p) => slide!.imageWidths.some((w) => `/${w.image}` === p && p !== copy800))).toEqual([]);
    const card = await img(page, '.comic-card__cover img');
    expect(card.sizes).toBe('(min-width: 720px) 200px, 45vw');
    expect(card.srcset).toMatch(/^\/uploads\/[0-9a-f]{40}\.webp 240w, \/uploads\/[0-9a-f]{40}\.webp 360w$/);
    await context.close();
  });

  test('comic detail: the cover takes its 480 px copy, requested once', async () => {
    const all = (await h.app.request('GET', '/api/get-all-content')).body;
    const slug: string = all.allComics[0].slug;
    const comic = (await h.app.request('GET', `/api/get-comic-data/${slug}`)).body.comic as {
      coverImage: string;
      coverImageWidths: Width[];
    };
    // The demo's covers are 600 px: the stored cover and its 480 px copy.
    expect(comic.coverImageWidths.map((w) => w.width)).toEqual([480, 600]);
    expect(comic.coverImageWidths[1]!.image).toBe(comic.coverImage);
    const { context, page, requested } = await phone();
    await page.goto(`/comic/${slug}`, { waitUntil: 'networkidle' });
    await page.locator('.comic-hero__cover').waitFor();
    const cover = await img(page, '.comic-hero__cover');
    const copy480 = `/${comic.coverImageWidths[0]!.image}`;
    expect(cover).toMatchObject({ sizes: '260px', currentSrc: copy480, complete: true });
    expect(requested.filter((p) => p === copy480)).toHaveLength(1);
    expect(requested).not.toContain(`/${comic.coverImage}`);
    await context.close();
  });
});
