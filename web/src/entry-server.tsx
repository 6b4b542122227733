// The server's rendering of the pages people land on from outside (home, comic detail, the reader):
// their HTML for a visitor, in English, with the data it was rendered from (ADR 0050). The
// browser's entry (main.tsx) hydrates it. Built by `vite build --ssr` into web/dist-server and
// loaded by the server's platform (services/server/src/platform/http/page-prerender.ts).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ssrExchange } from '@urql/core';
import { App } from './app/app.js';
import { AppRoutes } from './app/router.js';
import { graphcacheConfig } from './app/graphql-cache.js';
import { loadRoute, startRouteData } from './app/route-preload.js';
import { apiFetch, setApiFetch } from './lib/api-fetch.js';
import { createGraphqlClient } from './lib/graphql-client.js';

export interface Prerendered {
  /** The markup of `<div id="root">`. */
  html: string;
  /** The rendered data (urql's SSR data: each operation's answer) as JSON, safe inside a `<script>`. */
  state: string;
}

/**
 * How the rendering reaches the API: the server answers the page's calls itself, in-process. Only
 * anonymous calls in English are made: every render is a visitor's.
 */
export function setServerFetch(fetcher: (input: string, init?: RequestInit) => Promise<Response>): void {
  setApiFetch(fetcher);
}

/**
 * The GETs a visitor's browser makes first for the landing page at `pathname` (route-preload.ts),
 * as the exact URLs its urql client asks, so index.html can preload them and the client's fetch
 * takes the preloaded answer. Nothing is fetched: the calls are recorded and refused.
 */
export async function landingFetches(pathname: string): Promise<string[]> {
  const known = fetchesByPath.get(pathname);
  if (known) return known;
  const urls: string[] = [];
  const record = (input: string, init?: RequestInit) => {
    if ((init?.method ?? 'GET').toUpperCase() === 'GET') urls.push(input);
    return Promise.reject(new Error('recorded, not fetched'));
  };
  const graphql = createGraphqlClient({ readerId: null, language: 'english', cache: graphcacheConfig, fetch: record });
  await startRouteData(pathname, graphql.client)?.catch(() => undefined);
  const fetches = [...new Set(urls)];
  if (fetchesByPath.size >= MAX_RENDERED) fetchesByPath.delete(fetchesByPath.keys().next().value!);
  fetchesByPath.set(pathname, fetches);
  return fetches;
}

/** The landing fetches per path: they depend on the path alone. */
const fetchesByPath = new Map<string, string[]>();

/** The longest a render waits for its data; a page whose data is not there by then is not rendered. */
const DATA_WAIT_MS = 3000;

/** A render's own calls: the ones in flight, and whether any failed. */
function countedFetch() {
  const inFlight = new Set<Promise<unknown>>();
  let failed = false;
  const fetch = (input: string, init?: RequestInit) => {
    const call = apiFetch(input, init).then(
      (res) => {
        if (!res.ok) failed = true;
        return res;
      },
      (e: unknown) => {
        failed = true;
        throw e;
      },
    );
    const tracked = call.catch(() => undefined);
    inFlight.add(tracked);
    void tracked.then(() => inFlight.delete(tracked));
    return call;
  };
  return { fetch, inFlight, failed: () => failed };
}

/**
 * The page at `pathname` as a visitor's browser would render it once its first calls have answered,
 * or null when it is not a landing page or one of its calls failed (the browser then renders it
 * itself, with its own error handling).
 */
export async function prerender(pathname: string): Promise<Prerendered | null> {
  const calls = countedFetch();
  const ssr = ssrExchange({ isClient: false });
  const graphql = createGraphqlClient({ readerId: null, language: 'english', cache: graphcacheConfig, ssr, fetch: calls.fetch });
  try {
    if (!(await loadRoute(pathname, graphql.client))) return null;
  } catch {
    return null;
  }
  const render = () =>
    renderToString(
      <App
        graphql={graphql}
        router={
          <StaticRouter location={pathname}>
            <AppRoutes />
          </StaticRouter>
        }
      />,
    );
  // A query the preload did not start is asked by the first render; the page is rendered again
  // once it has answered, so what is sent never shows a loading state the browser would not.
  if (!(await settled(calls.inFlight))) return null;
  const answers = () => ssr.extractData();
  const failed = () => calls.failed() || Object.values(answers()).some((r) => r?.error);
  if (failed()) return null;
  // The same data renders the same markup: the page is rendered again only when its data changed.
  const fingerprint = JSON.stringify(answers());
  const last = rendered.get(pathname);
  if (last?.fingerprint === fingerprint) return last.page;
  let html = render();
  if (calls.inFlight.size) {
    if (!(await settled(calls.inFlight))) return null;
    html = render();
  }
  if (failed() || calls.inFlight.size) return null;
  const page = { html, state: scriptSafe(JSON.stringify(answers())) };
  if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
  rendered.set(pathname, { fingerprint, page });
  return page;
}

/** The last page rendered per path and the data it was rendered from (bounded: a catalog may have very many episodes). */
const rendered = new Map<string, { fingerprint: string; page: Prerendered }>();
const MAX_RENDERED = 2000;

/** Whether every call in flight has answered within DATA_WAIT_MS. */
async function settled(inFlight: Set<Promise<unknown>>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATA_WAIT_MS);
  });
  const answered = (async () => {
    while (inFlight.size) await Promise.all([...inFlight]);
    return true;
  })();
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** JSON that cannot end its `<script>` or start a comment in it: `<`, and the JS line separators, escaped. */
const scriptSafe = (json: string) =>
  json
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
