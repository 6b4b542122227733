import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { htmlEtag } from './client-route-hints.js';

/** A landing page rendered for a visitor: the markup of `#root` and the data it was rendered from. */
export interface PrerenderedPage {
  html: string;
  /** JSON, already safe inside a `<script>` (no `<`, no line separators). */
  state: string;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** What the client's server build exports (web/src/entry-server.tsx). */
interface ServerEntry {
  setServerFetch(fetcher: Fetch): void;
  prerender(pathname: string): Promise<PrerenderedPage | null>;
}

/** Renders the client's landing pages on the server; null for any other path or a page whose data failed. */
export interface PagePrerenderer {
  prerender(pathname: string): Promise<PrerenderedPage | null>;
}

/** The client's server build beside its browser build: `<dist>-server` (web/dist → web/dist-server). */
export const serverBuildDir = (dist: string) => `${dist.replace(/[\\/]+$/, '')}-server`;

/**
 * Loads the client's server build from `dir`, or null when there is none (an older build, a client
 * built without it). Its API calls are answered by `fastify` itself in-process (inject): the same
 * routes, guards and caches a browser's calls go through, without a socket.
 */
export async function loadPagePrerenderer(dir: string, fastify: FastifyInstance): Promise<PagePrerenderer | null> {
  const file = path.join(dir, 'entry-server.js');
  if (!existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry;
  entry.setServerFetch(async (input, init) => {
    const res = await fastify.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: input,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  });
  return { prerender: (pathname) => entry.prerender(pathname) };
}

const ROOT = '<div id="root"></div>';

/**
 * index.html with a rendered page in its `#root` and the page's data after it, as JSON the client
 * reads (`#koma-state`, never run: the CSP allows no inline script) before it hydrates, and an
 * ETag of the result. The page's own stylesheets (`css`, site paths) are linked at the end of the
 * head, where the client's chunk loader would add them (it finds them there and adds none): the
 * markup paints styled, in the same cascade order. An index.html without an empty root is
 * returned as it is.
 */
export function withPrerendered(html: string, page: PrerenderedPage, css: readonly string[] = []): { html: string; etag: string } {
  if (!html.includes(ROOT) || !html.includes('</head>')) return { html, etag: htmlEtag(html) };
  const links = css.filter((href) => /^\/(?!\/)[^\s"'<>]*\.css$/.test(href)).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const out = html
    .replace('</head>', () => `${links}</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div><script type="application/json" id="koma-state">${page.state}</script>`);
  return { html: out, etag: htmlEtag(out) };
}
