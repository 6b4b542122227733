import { createHash } from 'node:crypto';

/**
 * What a client route's first paint needs, so index.html can ask for it while it is parsed
 * instead of after the app shell has downloaded and run: API GETs the page will fetch (same URL,
 * `crossorigin` so mode and credentials match the client's fetch and the response is reused) and
 * its largest image. Only public data: nothing here may depend on who asks.
 */
export interface RouteHints {
  /**
   * Same-origin API paths (`/api/…`) the page GETs anonymously. Chromium reuses a preloaded
   * response for a fetch of the same URL, mode and credentials mode whatever its headers: the
   * client must ask in another mode when it sends a Token (web/src/lib/rest.ts does).
   */
  fetches: string[];
  /** The LCP image's URL as the page's `<img src>` has it. */
  image?: string;
}

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

/** The `<link rel="preload">` tags for `hints`, attribute-escaped. */
export function preloadTags(hints: RouteHints): string {
  const tags = hints.fetches.filter((u) => SAFE_URL.test(u))
    .map((u) => `<link rel="preload" as="fetch" crossorigin href="${attr(u)}">`);
  if (hints.image && SAFE_URL.test(hints.image)) tags.push(`<link rel="preload" as="image" fetchpriority="high" href="${attr(hints.image)}">`);
  return tags.join('');
}

const CHARSET = /<meta charset=[^>]*>/i;

/**
 * index.html with `tags` right after its charset (before the entry script and its modulepreloads,
 * so the preload scanner sees them first) and an ETag of the result.
 */
export function withPreloads(html: string, tags: string): { html: string; etag: string } {
  // Not one alternation: it would match the earlier `<head>` and push the charset further down.
  const at = CHARSET.test(html) ? CHARSET : /<head>/i;
  const out = tags ? html.replace(at, (h) => `${h}${tags}`) : html;
  return { html: out, etag: `W/"h${createHash('sha1').update(out).digest('base64url').slice(0, 22)}"` };
}
