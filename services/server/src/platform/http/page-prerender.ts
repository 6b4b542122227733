import { createHash } from 'node:crypto';
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
  landingFetches?(pathname: string): Promise<string[]>;
}

/** Renders the client's landing pages on the server; null for any other path or a page whose data failed. */
export interface PagePrerenderer {
  prerender(pathname: string): Promise<PrerenderedPage | null>;
  /** The same-origin GETs the page's first render asks, as the client asks them (its index.html preloads). */
  landingFetches(pathname: string): Promise<string[]>;
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
  return {
    prerender: (pathname) => entry.prerender(pathname),
    landingFetches: async (pathname) => (entry.landingFetches ? await entry.landingFetches(pathname) : []),
  };
}

const ROOT = '<div id="root"></div>';
const ENTRY = /<script type="module" crossorigin src="(\/(?!\/)[^"\s<>]+\.js)"><\/script>/;
const CHUNK = /<link rel="modulepreload" crossorigin href="(\/(?!\/)[^"\s<>]+\.js)">/g;

/**
 * A prerendered page's start of the app shell. The markup needs no script to show, so the shell
 * waits for the page's first paint: for a page with a largest image (`data-image`), the frame after
 * an image is painted as the largest paint (where the browser reports it); otherwise the frame
 * after the window's `load`; at the latest 3 s after the HTML was read. Then it asks for the
 * page's chunks (`data-chunks`, space-separated) and adds the entry module (`data-entry`), so
 * neither the shell's download nor its first run competes with the page's largest paint.
 */
export const START_AFTER_PAINT =
  "(function(s){var n=0;function add(t,a){var e=document.createElement(t);e.crossOrigin='';" +
  'for(var k in a)e[k]=a[k];document.head.appendChild(e)}function go(){if(n++)return;' +
  "(s.getAttribute('data-chunks')||'').split(' ').forEach(function(h){if(h)add('link',{rel:'modulepreload',href:h})});" +
  "add('script',{type:'module',src:s.getAttribute('data-entry')})}" +
  'function frame(){requestAnimationFrame(function(){setTimeout(go)})}' +
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];' +
  "if(s.hasAttribute('data-image')&&types.indexOf('largest-contentful-paint')>=0)new PerformanceObserver(function(l){" +
  "l.getEntries().forEach(function(e){if(e.element&&e.element.tagName==='IMG')frame()})}).observe({type:'largest-contentful-paint',buffered:true});" +
  "else if(document.readyState==='complete')frame();else addEventListener('load',frame);" +
  'setTimeout(go,3000)})(document.currentScript)';

/** The CSP source that allows START_AFTER_PAINT, the one inline script the server sends. */
export const START_AFTER_PAINT_CSP = `'sha256-${createHash('sha256').update(START_AFTER_PAINT).digest('base64')}'`;

/** What a prerendered page links or inlines beside index.html's own. */
export interface PageAssets {
  /** The page's own stylesheets (site paths), in the order its chunk loader would add them. */
  css?: readonly string[];
  /** A stylesheet's text by site path (undefined: it stays a link). */
  stylesheet?: (href: string) => string | undefined;
  /** The page's largest paint is an image (its hints name one). */
  image?: boolean;
}

const CSS_PATH = /^\/(?!\/)[^\s"'<>]*\.css$/;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">/g;

/**
 * index.html with a rendered page in its `#root` and the page's data after it, as JSON the client
 * reads (`#koma-state`, never run) before it hydrates, and an ETag of the result.
 * - The page's stylesheets follow index.html's at the end of the head, where its chunk loader
 *   would add them, and every stylesheet whose text `stylesheet` gives is sent inline: the markup
 *   paints styled, in the same cascade order, without a request before its first paint.
 * - The entry and the page's chunks are asked for after the first paint (START_AFTER_PAINT): the
 *   markup needs no script to show, and the page's image has the connection to itself.
 * An index.html without an empty root is returned as it is.
 */
export function withPrerendered(html: string, page: PrerenderedPage, assets: PageAssets = {}): { html: string; etag: string } {
  if (!html.includes(ROOT) || !html.includes('</head>')) return { html, etag: htmlEtag(html) };
  const links = (assets.css ?? [])
    .filter((href) => CSS_PATH.test(href))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  const chunks = [...html.matchAll(CHUNK)].map((m) => m[1]!).join(' ');
  const out = html
    .replace(CHUNK, '')
    .replace(
      ENTRY,
      (_, src: string) =>
        `<script data-entry="${src}" data-chunks="${chunks}"${assets.image ? ' data-image' : ''}>${START_AFTER_PAINT}</script>`,
    )
    .replace('</head>', () => `${links}</head>`)
    .replace(STYLESHEET, (link, href: string) => {
      const text = CSS_PATH.test(href) ? assets.stylesheet?.(href) : undefined;
      return text === undefined || /<\/style/i.test(text) ? link : `<style data-href="${href}">${text}</style>`;
    })
    .replace(ROOT, () => `<div id="root">${page.html}</div><script type="application/json" id="koma-state">${page.state}</script>`);
  return { html: out, etag: htmlEtag(out) };
}
