import { createHash } from 'node:crypto';

/**
 * What a client route's first paint needs, so index.html can ask for it while it is parsed
 * instead of after the app shell has downloaded and run: API GETs the page will fetch (same URL,
 * `crossorigin` so mode and credentials match the client's fetch and the response is reused) and
 * its largest image. Only public data: nothing here may depend on who asks.
 */
export interface RouteHints {
  /**
   * Same-origin API GETs (`/graphql?query=…`) the page makes anonymously: the client's server build
   * names them (page-prerender.ts landingFetches), the content context leaves them out. Chromium
   * reuses a preloaded response for a fetch of the same URL, mode and credentials mode whatever
   * its headers: the client asks in another mode when it sends a token (web/src/lib/graphql-client.ts).
   */
  fetches?: string[];
  /** The LCP image's URL as the page's `<img src>` has it. */
  image?: string;
  /**
   * The same image's `srcset` and `sizes` when the page's `<img>` has them: the preload then asks
   * for the width the `<img>` will pick (`imagesrcset`/`imagesizes`, without `href`: Chromium's
   * preload scanner would fetch the `href` as well), so it is fetched once.
   */
  imageSrcset?: string;
  imageSizes?: string;
  /** The client page (its name in route-chunks.json): its lazy chunk and CSS are hinted too. */
  page?: string;
}

/**
 * Per client page, the JS chunks and CSS its lazy chunk needs beyond the entry's, as site paths:
 * route-chunks.json beside index.html, written by the client's build (web/build/route-chunks.ts).
 */
export type RouteChunks = ReadonlyMap<string, { js: string[]; css: string[] }>;

/**
 * The port a content context provides (the catalog): hints for a client path, or null when the
 * path names nothing known (then index.html is sent as built). Must not throw for any path.
 */
export abstract class ClientRouteHints {
  abstract forPath(pathname: string): Promise<RouteHints | null>;
}

const ATTR: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;', "'": '&#39;' };
const attr = (s: string) => s.replace(/[&"<>']/g, (c) => ATTR[c]!);
/** A same-origin path or an https URL: anything else (javascript:, data:, protocol-relative) is never hinted. */
const SAFE_URL = /^(\/(?!\/)|https:\/\/)[^\s]*$/;

/** A srcset of SAFE_URL candidates, each with a width descriptor (`<url> <n>w, …`). */
const safeSrcset = (srcset: string) =>
  srcset.split(', ').every((c) => {
    const [url, width, ...rest] = c.split(' ');
    return rest.length === 0 && SAFE_URL.test(url ?? '') && !(url ?? '').includes(',') && /^[1-9]\d{0,5}w$/.test(width ?? '');
  });

/**
 * route-chunks.json's text as RouteChunks: only same-origin `.js`/`.css` paths of string arrays are
 * kept; a missing (null), unreadable or malformed file gives no chunk hints, never an error.
 */
export function parseRouteChunks(text: string | null): RouteChunks {
  const chunks = new Map<string, { js: string[]; css: string[] }>();
  let doc: unknown;
  try {
    doc = text === null ? null : JSON.parse(text);
  } catch {
    return chunks;
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc)) return chunks;
  const paths = (xs: unknown, ext: string) =>
    (Array.isArray(xs) ? xs : []).filter(
      (x): x is string => typeof x === 'string' && x.startsWith('/') && SAFE_URL.test(x) && x.endsWith(ext),
    );
  for (const [page, files] of Object.entries(doc as Record<string, { js?: unknown; css?: unknown } | null>)) {
    if (files && typeof files === 'object') chunks.set(page, { js: paths(files.js, '.js'), css: paths(files.css, '.css') });
  }
  return chunks;
}

/**
 * The `<link>` tags for `hints`, attribute-escaped: `preload` for the data calls and the image,
 * then the page's chunks as Vite's own entry hints them (`modulepreload crossorigin`) and its CSS
 * as a style preload in the same CORS mode as the stylesheet link Vite's loader adds, so both reuse it.
 */
export function preloadTags(hints: RouteHints, chunks: RouteChunks = new Map()): string {
  const tags = (hints.fetches ?? [])
    .filter((u) => SAFE_URL.test(u))
    .map((u) => `<link rel="preload" as="fetch" crossorigin href="${attr(u)}">`);
  if (hints.image && SAFE_URL.test(hints.image)) {
    const source =
      hints.imageSrcset && hints.imageSizes && safeSrcset(hints.imageSrcset)
        ? `imagesrcset="${attr(hints.imageSrcset)}" imagesizes="${attr(hints.imageSizes)}"`
        : `href="${attr(hints.image)}"`;
    tags.push(`<link rel="preload" as="image" fetchpriority="high" ${source}>`);
  }
  const page = hints.page === undefined ? undefined : chunks.get(hints.page);
  for (const js of page?.js ?? []) tags.push(`<link rel="modulepreload" crossorigin href="${attr(js)}">`);
  for (const css of page?.css ?? []) tags.push(`<link rel="preload" as="style" crossorigin href="${attr(css)}">`);
  return tags.join('');
}

/**
 * The `Link` response header that preloads the page's image, so the browser asks for it as soon
 * as the response's headers arrive, before it parses the HTML; undefined for an image with a
 * srcset (the header is read before the page's viewport is known, so the width it would pick is
 * the 980 px default's, not the page's) or an unsafe URL.
 */
export function imagePreloadLink(hints: RouteHints): string | undefined {
  const url = hints.image;
  if (!url || hints.imageSrcset || !SAFE_URL.test(url) || /[<>;,"]/.test(url)) return undefined;
  return `<${url}>; rel=preload; as=image; fetchpriority=high`;
}

/** A weak ETag of a page's HTML. */
export const htmlEtag = (html: string) => `W/"h${createHash('sha1').update(html).digest('base64url').slice(0, 22)}"`;

const CHARSET = /<meta charset=[^>]*>/i;
const VIEWPORT = /<meta name="viewport"[^>]*>/i;

/**
 * index.html with `tags` right after its viewport meta, else its charset (before the entry script
 * and its modulepreloads, so the preload scanner sees them first) and an ETag of the result. Not
 * before the viewport: the scanner would pick an `imagesrcset` width for the 980 px default
 * viewport, and the page's `<img>` another.
 */
export function withPreloads(html: string, tags: string): { html: string; etag: string } {
  const out = withPreloadTags(html, tags);
  return { html: out, etag: htmlEtag(out) };
}

/** `withPreloads` without the ETag, for a page that is spliced further before it is sent. */
export function withPreloadTags(html: string, tags: string): string {
  // Not one alternation: it would match the earlier `<head>` and push the charset further down.
  const at = VIEWPORT.test(html) ? VIEWPORT : CHARSET.test(html) ? CHARSET : /<head>/i;
  return tags ? html.replace(at, (h) => `${h}${tags}`) : html;
}
