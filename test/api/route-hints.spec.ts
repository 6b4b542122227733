// index.html preload hints per client route (platform ClientRouteHints, provided by the catalog):
// the first page's data and largest image are asked for while the HTML is parsed. A locked
// episode's pages are never hinted (docs/architecture.md), and nothing from the path is reflected.
import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { FakeClock, DAY } from '../../services/server/src/platform/clock/clock.js';
import { webDistDir } from '../../services/server/src/platform/http/fastify-setup.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof startWithMiniCatalog>>['ids'];
let plain: string;
let chunks: Record<string, { js: string[]; css: string[] }>;

beforeAll(async () => {
  // A 1600 px image: the hero slide and a second comic's cover get stored widths (the mini
  // catalog's 64 px art has one width only).
  const wideDir = await mkdtemp(path.join(os.tmpdir(), 'koma-hints-'));
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: '#357' } })
    .png()
    .toFile(path.join(wideDir, 'wide.png'));
  // Relative to the mini catalog's folder, a sibling in the temp directory.
  const wide = `../${path.basename(wideDir)}/wide.png`;
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, {
    clock,
    // The hints as every browser that renders its own pages gets them (prerendered pages: test/browser/prerender.spec.ts).
    env: { PRERENDER_PAGES: 'false' },
    extend: (doc) => {
      const at = (d: number) => new Date(clock.now().getTime() + d).toISOString();
      (doc as Record<string, unknown>).slides = [
        { key: 'hero', image: wide, url: 'welcome', startDate: at(-DAY), endDate: at(DAY), ckEditorData: '<p>Hi</p>' },
      ];
      doc.comics!.push({ ...doc.comics![0]!, key: 'wide', title: 'Wide Cover', coverImage: wide });
    },
  }));
  plain = readFileSync(path.join(webDistDir(t.config), 'index.html'), 'utf8');
  chunks = JSON.parse(readFileSync(path.join(webDistDir(t.config), 'route-chunks.json'), 'utf8'));
});
afterAll(async () => {
  await t?.close();
});

const page = async (p: string, headers: Record<string, string> = {}) => {
  const res = await fetch(t.url + p, { headers });
  return { status: res.status, html: await res.text(), headers: res.headers };
};
const links = (html: string) => html.match(/<link rel="preload" as="(fetch|image)"[^>]*>/g) ?? [];
const imageHints = (html: string) => links(html).filter((l) => l.includes('as="image"'));
/**
 * The data GETs index.html preloads, as the operation and variables each URL asks: the client's
 * own urql URLs (its server build names them), each a crossorigin fetch preload.
 */
const dataHints = (html: string) =>
  links(html)
    .filter((l) => l.includes('as="fetch"'))
    .map((l) => {
      expect(l).toMatch(/^<link rel="preload" as="fetch" crossorigin href="\/graphql\?[^"]+">$/);
      const href = /href="([^"]+)"/.exec(l)![1]!.replace(/&amp;/g, '&');
      const q = new URL(href, 'http://x').searchParams;
      return { operation: q.get('operationName'), variables: JSON.parse(q.get('variables') ?? 'null') as unknown, href };
    });
/** What a preloaded data GET answers: the data the page renders from, without errors. */
async function answered(href: string) {
  const res = await fetch(t.url + href, { headers: { accept: 'application/graphql-response+json, application/json' } });
  const body = (await res.json()) as { data?: unknown; errors?: unknown };
  expect({ href, status: res.status, errors: body.errors }).toEqual({ href, status: 200, errors: undefined });
  return body.data;
}
/** The page's chunk and CSS hints (route-chunks.json, written by web/build/route-chunks.ts). */
const chunkLinks = (html: string) =>
  (html.match(/<link rel="(modulepreload"|preload" as="style")[^>]*>/g) ?? []).filter((l) => !plain.includes(l)); // index.html's own (the entry's) are not hints
const chunkHints = (page: string) => [
  ...chunks[page]!.js.map((f) => `<link rel="modulepreload" crossorigin href="${f}">`),
  ...chunks[page]!.css.map((f) => `<link rel="preload" as="style" crossorigin href="${f}">`),
];
/** The page without the hints added to it (index.html's own preloads, the entry's, stay). */
const withoutHints = (html: string) => html.replace(/<link rel="(module)?preload"[^>]*>/g, (l) => (plain.includes(l) ? l : ''));
/** The path as the client's <img> has it (web/src/lib/images.ts). */
const url = (stored: string) => (stored.startsWith('uploads/') ? `/${stored}` : stored);
/** The srcset the client's <img> has for an image's stored widths (web/src/lib/images.ts srcSet). */
const srcset = (widths: Array<{ image: string; width: number }>) => widths.map((w) => `${url(w.image)} ${w.width}w`).join(', ');

describe('index.html route preload hints', () => {
  it('reader of a free, live episode: both data calls and its first page image, in the head before the entry script', async () => {
    const comic = (await t.request('GET', `/api/get-comic-data/${ids.comic}`)).body.comic;
    const episode = (await t.request('GET', `/api/get-comic-episode-data/${ids.free}`)).body.episode;
    const { status, html, headers } = await page(`/comic/${comic.slug}/1`);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-cache');
    const data = dataHints(html);
    expect(data.map(({ operation, variables }) => ({ operation, variables }))).toEqual([
      { operation: 'ReaderEpisode', variables: { comicSlug: comic.slug, episodeNumber: 1 } },
    ]);
    expect(JSON.stringify(await answered(data[0]!.href))).toContain(ids.free);
    expect(imageHints(html)).toEqual([`<link rel="preload" as="image" fetchpriority="high" href="${url(episode.content[0].image)}">`]);
    expect(links(html).findIndex((l) => l.includes('as="image"'))).toBe(1);
    expect(chunkLinks(html)).toEqual(chunkHints('reader'));
    expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('<script'));
    expect(Math.max(...chunkLinks(html).map((l) => html.indexOf(l)))).toBeLessThan(html.indexOf('<script'));
    expect(withoutHints(html)).toBe(plain);
  });

  it("the build lists each landing page's own chunk and CSS, files it serves, none the entry loads already", async () => {
    const manifest = JSON.parse(readFileSync(path.join(webDistDir(t.config), '.vite/manifest.json'), 'utf8'));
    const entry = Object.values(manifest as Record<string, { file: string; isEntry?: boolean; css?: string[] }>).find((c) => c.isEntry)!;
    for (const [page, module] of [
      ['home', 'home-page.tsx'],
      ['comic', 'comic-page.tsx'],
      ['reader', 'reader-pages.tsx'],
    ] as const) {
      const own = Object.entries(manifest as Record<string, { file: string }>).find(([k]) => k.endsWith(`/${module}`))![1];
      expect(chunks[page]!.js[0]).toBe(`/${own.file}`);
      expect(chunks[page]!.css.length).toBeGreaterThan(0);
      for (const f of [...chunks[page]!.js, ...chunks[page]!.css]) {
        expect([`/${entry.file}`, ...(entry.css ?? []).map((c) => `/${c}`)]).not.toContain(f);
        const res = await fetch(t.url + f);
        expect(`${f} ${res.status} ${res.headers.get('content-type')}`).toMatch(/ 200 (text|application)\/(javascript|css)/);
      }
    }
  });

  it('comic detail: its data call and its cover', async () => {
    const comic = (await t.request('GET', `/api/get-comic-data/${ids.comic}`)).body.comic;
    const { html } = await page(`/comic/${comic.slug}`);
    const data = dataHints(html);
    expect(data.map(({ operation, variables }) => ({ operation, variables }))).toEqual([
      { operation: 'ComicDetail', variables: { slug: comic.slug } },
    ]);
    expect(JSON.stringify(await answered(data[0]!.href))).toContain(comic.slug);
    expect(imageHints(html)).toEqual([`<link rel="preload" as="image" fetchpriority="high" href="${url(comic.coverImage)}">`]);
    expect(chunkLinks(html)).toEqual(chunkHints('comic'));
  });

  it("comic detail with a cover stored at several widths: the preload asks for the width the page's <img> picks", async () => {
    const comic = (await t.request('GET', '/api/get-comic-data/wide-cover')).body.comic;
    expect(comic.coverImageWidths.map((w: { width: number }) => w.width)).toEqual([480, 800]);
    const { html } = await page('/comic/wide-cover');
    expect(imageHints(html)).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${srcset(comic.coverImageWidths)}" imagesizes="260px">`,
    ]);
  });

  it("home: its slides call, the first hero slide and the home page's chunks", async () => {
    const slide = (await t.request('GET', '/api/get-home-slide')).body.slides[0];
    const { html } = await page('/');
    const data = dataHints(html);
    expect(data.map(({ operation, variables }) => ({ operation, variables }))).toEqual([{ operation: 'Home', variables: null }]);
    expect(JSON.stringify(await answered(data[0]!.href))).toContain(slide._id);
    expect(imageHints(html)).toEqual([
      `<link rel="preload" as="image" fetchpriority="high" imagesrcset="${srcset(slide.imageWidths)}" imagesizes="(min-width: 630px) 34vw, 100vw">`,
    ]);
    expect(slide.imageWidths.map((w: { width: number }) => w.width)).toEqual([480, 800, 1200]);
    expect(chunkLinks(html)).toEqual(chunkHints('home'));
    expect(withoutHints(html)).toBe(plain);
  });

  it('never hints the pages of a coin, VIP or unreleased episode (their anonymous episode call carries none)', async () => {
    const slug = (await t.request('GET', `/api/get-comic-data/${ids.comic}`)).body.comic.slug;
    const coin = (await page(`/comic/${slug}/2`)).html;
    expect(dataHints(coin).map(({ operation, variables }) => ({ operation, variables }))).toEqual([
      { operation: 'ReaderEpisode', variables: { comicSlug: slug, episodeNumber: 2 } },
    ]);
    expect(imageHints(coin)).toEqual([]);
    expect(chunkLinks(coin)).toEqual(chunkHints('reader'));
    expect((await t.request('GET', `/api/get-comic-episode-data/${ids.coin(1)}`)).body.episode.content).toEqual([]);
    expect(imageHints((await page(`/comic/${slug}/30`)).html)).toEqual([]);
    const future = (await page(`/comic/${slug}/31`)).html;
    expect(imageHints(future)).toEqual([]);
    expect(future).not.toContain(ids.future);
  });

  it('revalidates the hinted page by its ETag and sends it brotli-compressed when accepted', async () => {
    const first = await page('/comic/mini-comic/1', { 'accept-encoding': 'br' });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"h/);
    expect((await page('/comic/mini-comic/1', { 'if-none-match': etag })).status).toBe(304);
    // A page with other hints (no image for a coin episode) has another ETag.
    expect((await page('/comic/mini-comic/2', { 'if-none-match': etag })).status).toBe(200);
  });

  it('unknown slugs, ids instead of slugs and other paths get index.html as built', async () => {
    for (const p of [
      '/comic/no-such-comic',
      '/comic/no-such-comic/1',
      `/comic/${ids.comic}`,
      '/comic/mini-comic/999',
      '/wallet',
      '/comic/MINI-COMIC',
    ]) {
      const { status, html } = await page(p);
      expect(status).toBe(200);
      if (p !== '/comic/mini-comic/999') expect(html).toBe(plain);
      expect(imageHints(html)).toEqual([]);
    }
  });

  it('never reflects a hostile path', async () => {
    const raw = (p: string) =>
      new Promise<{ status: number; html: string }>((resolve, reject) => {
        const u = new URL(t.url);
        http
          .get({ host: u.hostname, port: u.port, path: p }, (res) => {
            let html = '';
            res
              .setEncoding('utf8')
              .on('data', (c) => {
                html += c;
              })
              .on('end', () => resolve({ status: res.statusCode!, html }));
          })
          .on('error', reject);
      });
    for (const p of [
      '/comic/<script>alert(1)</script>',
      '/comic/<script>alert(1)</script>/1',
      '/comic/%3Cscript%3Ealert(1)%3C%2Fscript%3E/1',
      `/comic/${'a'.repeat(10_000)}/1`,
      `/comic/${'<script>'.repeat(1250)}`,
      '/comic/mini-comic"><script>x()</script>/1',
    ]) {
      const { status, html } = await raw(p);
      expect(status === 200 || (status >= 400 && status < 500)).toBe(true);
      expect(html).not.toMatch(/alert|x\(\)|aaaaaaaaaa|<script><script>/);
      if (status === 200) expect(html).toBe(plain);
    }
  });
});
