// The server's rendering of the pages people land on from outside (home, comic detail, the reader):
// their HTML for a visitor, in English, with the data it was rendered from (ADR 0050). The
// browser's entry (main.tsx) hydrates it. Built by `vite build --ssr` into web/dist-server and
// loaded by the server's platform (services/server/src/platform/http/page-prerender.ts).
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { App } from './app/app.js';
import { AppRoutes } from './app/router.js';
import { loadRoute } from './app/route-preload.js';
import { setApiFetch } from './lib/api-fetch.js';
import { createQueryClient } from './lib/query-client.js';

export interface Prerendered {
  /** The markup of `<div id="root">`. */
  html: string;
  /** The rendered data (TanStack Query's dehydrated cache) as JSON, safe inside a `<script>`. */
  state: string;
}

/**
 * How the rendering reaches the API: the server answers the page's calls itself, in-process. Only
 * anonymous calls in English are made: every render is a visitor's.
 */
export function setServerFetch(fetcher: (input: string, init?: RequestInit) => Promise<Response>): void {
  setApiFetch(fetcher);
}

/** The longest a render waits for its data; a page whose data is not there by then is not rendered. */
const DATA_WAIT_MS = 3000;

/**
 * The page at `pathname` as a visitor's browser would render it once its first calls have answered,
 * or null when it is not a landing page or one of its calls failed (the browser then renders it
 * itself, with its own error handling).
 */
export async function prerender(pathname: string): Promise<Prerendered | null> {
  const client = createQueryClient();
  try {
    if (!(await loadRoute(pathname, client))) return null;
  } catch {
    return null;
  }
  if (!(await settled(client))) return null;
  const queries = client.getQueryCache().getAll();
  if (queries.some((q) => q.state.status !== 'success')) return null;
  // The same data renders the same markup: the page is rendered again only when its data changed.
  const fingerprint = JSON.stringify(queries.map((q) => [q.queryHash, q.state.data]));
  const last = rendered.get(pathname);
  if (last?.fingerprint === fingerprint) return last.page;
  const html = renderToString(
    <App
      queryClient={client}
      router={
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      }
    />,
  );
  const page = { html, state: scriptSafe(JSON.stringify(dehydrate(client))) };
  if (rendered.size >= MAX_RENDERED) rendered.delete(rendered.keys().next().value!);
  rendered.set(pathname, { fingerprint, page });
  return page;
}

/** The last page rendered per path and the data it was rendered from (bounded: a catalog may have very many episodes). */
const rendered = new Map<string, { fingerprint: string; page: Prerendered }>();
const MAX_RENDERED = 2000;

/** Whether every call the page started (some are not awaited by its preload) has answered within DATA_WAIT_MS. */
async function settled(client: QueryClient): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), DATA_WAIT_MS);
  });
  const answered = Promise.all(
    client
      .getQueryCache()
      .getAll()
      .map((q) => q.promise?.catch(() => undefined)),
  ).then(() => true);
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
