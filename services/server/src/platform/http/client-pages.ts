import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config/config.schema.js';
import { logger } from '../logging/logger.js';
import {
  type ClientRouteHints,
  type RouteChunks,
  imagePreloadLink,
  parseRouteChunks,
  preloadTags,
  withPreloads,
  withPreloadTags,
} from './client-route-hints.js';
import { loadPagePrerenderer, serverBuildDir, withPrerendered, type PagePrerenderer, type PrerenderedPage } from './page-prerender.js';

const API_LIKE = /^\/(api|graphql|uploads|health|metrics)(\/|$|\?)/;

/**
 * Cookies a browser keeps when its pages are not a visitor's: `koma_personal=1` (someone is signed
 * in on it, or it shows adult titles) or a Mongolian interface (`koma_lang=mn`). Such a browser
 * gets index.html to render itself; a prerendered visitor's page would flash first. Neither is a
 * credential: they only decide what is rendered ahead.
 */
const PERSONAL = /(?:^|;)\s*(?:koma_personal=1|koma_lang=mn)\s*(?:;|$)/;
/** A Mongolian interface: index.html links the Mongolian web app manifest (web/src/lib/app-manifest.ts). */
const MONGOLIAN = /(?:^|;)\s*koma_lang=mn\s*(?:;|$)/;
const MANIFEST_LINK = /(<link rel="manifest" href=")\/manifest\.webmanifest(")/;

/**
 * The client's routes: index.html for every path that is not the API's, with the route's preload
 * hints (the context's ClientRouteHints), and for a visitor's landing page its prerendered markup
 * and data (page-prerender.ts). `dist` null: no client is built.
 */
export async function registerClientPages(
  fastify: FastifyInstance,
  config: Config,
  dist: string | null,
  hints: () => ClientRouteHints | undefined,
): Promise<void> {
  const indexHtml = dist ? await readFile(`${dist}/index.html`, 'utf8') : '';
  const indexHtmlMn = indexHtml.replace(MANIFEST_LINK, '$1/manifest.mn.webmanifest$2');
  const pageFor = cachedPages();
  // The pages' chunks the build lists (web/build/route-chunks.ts); an older build without the file gets none.
  const chunks = parseRouteChunks(dist ? await readFile(`${dist}/route-chunks.json`, 'utf8').catch(() => null) : null);
  // The client's server build: it renders a visitor's landing pages (PRERENDER_PAGES) and names the
  // data GETs they start with, which index.html preloads.
  const serverBuild = dist ? await loadPrerenderer(serverBuildDir(dist), fastify) : null;
  const prerenderer = config.PRERENDER_PAGES === 'true' ? serverBuild : null;
  const stylesheets = prerenderer && dist ? await readStylesheets(dist, indexHtml, chunks) : new Map<string, string>();

  fastify.get('/*', async (req: FastifyRequest, reply) => {
    if (API_LIKE.test(req.url)) {
      return reply.status(404).send({ success: false, message: 'Not found', code: 'NOT_FOUND' });
    }
    if (!dist) return reply.status(404).type('text/plain').send('The web client is not built: run npm run build -w web');
    const pathname = req.url.split('?')[0]!;
    const mongolian = MONGOLIAN.test(String(req.headers.cookie ?? ''));
    const found = await hints()
      ?.forPath(pathname)
      .then(async (h) => (h && serverBuild ? { ...h, fetches: await serverBuild.landingFetches(pathname) } : h))
      .catch(() => null);
    if (!found && mongolian)
      return sendPage(
        req,
        reply,
        pageFor('mn:', () => withPreloads(indexHtmlMn, '')),
        false,
      );
    if (!found) return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
    const link = imagePreloadLink(found);
    if (link) reply.header('link', link);
    const prerendered = prerenderer && !PERSONAL.test(String(req.headers.cookie ?? '')) ? await prerender(prerenderer, pathname) : null;
    if (prerendered) {
      // The page's data is in the markup: its calls are not preloaded again (image and chunks are),
      // and its stylesheets are linked, not preloaded.
      const page = found.page === undefined ? undefined : chunks.get(found.page);
      const tags = preloadTags({ ...found, fetches: [] }, new Map(page ? [[found.page!, { js: page.js, css: [] }]] : []));
      const assets = { css: page?.css, stylesheet: (href: string) => stylesheets.get(href), image: found.image !== undefined };
      return sendPage(
        req,
        reply,
        pageFor(prerendered, () => withPrerendered(withPreloadTags(indexHtml, tags), prerendered, assets)),
        true,
      );
    }
    const tags = preloadTags(found, chunks);
    if (!tags && !mongolian) return reply.header('cache-control', 'no-cache').sendFile('index.html', dist);
    return sendPage(
      req,
      reply,
      pageFor(mongolian ? `mn:${tags}` : tags, () => withPreloads(mongolian ? indexHtmlMn : indexHtml, tags)),
      false,
    );
  });
}

/** The largest stylesheet sent inline in a prerendered page. */
const MAX_INLINE_CSS = 64 * 1024;

/**
 * The text of index.html's stylesheets and the landing pages' (route-chunks.json), by site path,
 * read once: a prerendered page sends them inline. Only files inside `dist`, up to MAX_INLINE_CSS.
 */
async function readStylesheets(dist: string, indexHtml: string, chunks: RouteChunks): Promise<Map<string, string>> {
  const hrefs = new Set([...indexHtml.matchAll(/<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!));
  for (const { css } of chunks.values()) for (const href of css) hrefs.add(href);
  const root = path.resolve(dist);
  const texts = new Map<string, string>();
  for (const href of hrefs) {
    const file = path.resolve(root, `.${href}`);
    if (!file.startsWith(`${root}${path.sep}`)) continue;
    const text = await readFile(file, 'utf8').catch(() => null);
    if (text !== null && text.length <= MAX_INLINE_CSS) texts.set(href, text);
  }
  return texts;
}

async function loadPrerenderer(dir: string, fastify: FastifyInstance): Promise<PagePrerenderer | null> {
  try {
    return await loadPagePrerenderer(dir, fastify);
  } catch (err) {
    logger.error({ err, dir }, "the client's server build could not be loaded: pages are sent unrendered");
    return null;
  }
}

async function prerender(prerenderer: PagePrerenderer, pathname: string): Promise<PrerenderedPage | null> {
  try {
    return await prerenderer.prerender(pathname);
  } catch (err) {
    logger.warn({ err, pathname }, 'prerendering failed: the page is sent unrendered');
    return null;
  }
}

interface CachedPage {
  html: string;
  etag: string;
  br?: Buffer;
}

const MAX_CACHED_PAGES = 2000;

/**
 * Pages by what they were made from, each spliced, hashed and compressed once rather than on every
 * request: a route's tags (they depend only on the catalog, whose hints are cached per catalog
 * state; the bound only caps memory for a catalog with very many episodes), or a prerendered page
 * (the prerenderer hands out the same object while the page's data is unchanged, so its page lives
 * exactly as long as the prerenderer keeps it).
 */
function cachedPages(): <K extends string | object>(key: K, make: () => { html: string; etag: string }) => CachedPage {
  const byTags = new Map<string, CachedPage>();
  const byRender = new WeakMap<object, CachedPage>();
  return (key, make) => {
    let page = typeof key === 'string' ? byTags.get(key) : byRender.get(key);
    if (!page) {
      page = make();
      if (typeof key !== 'string') byRender.set(key, page);
      else {
        if (byTags.size >= MAX_CACHED_PAGES) byTags.delete(byTags.keys().next().value!);
        byTags.set(key, page);
      }
    }
    return page;
  };
}

/**
 * index.html with a route's hints (and a visitor's rendered page): no-cache like the plain file
 * (the catalog may change what is hinted at any time), revalidated by its own ETag, brotli when
 * accepted. A rendered page varies with the cookies that decide whether it is rendered.
 */
function sendPage(req: FastifyRequest, reply: FastifyReply, page: CachedPage, rendered: boolean) {
  reply
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding, cookie')
    .type('text/html; charset=utf-8');
  if (req.headers['if-none-match'] === page.etag) return reply.status(304).send();
  if (!/\bbr\b/.test(String(req.headers['accept-encoding'] ?? ''))) return reply.send(page.html);
  // Quality 11 once per page; a rendered page changes with its data, so it is compressed faster.
  page.br ??= brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: rendered ? 6 : 11 } });
  return reply.header('content-encoding', 'br').send(page.br);
}
