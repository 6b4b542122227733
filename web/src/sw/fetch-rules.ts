// What the service worker does with each request it sees, as a rule of the request alone (sw.ts
// applies it). Nothing here is cached at run time: the only cache is the build's precache.

/**
 * - `network`: the browser's own request, as if there were no service worker. Every answer that
 *   can carry a reader's data or a paid page is one: the API, GraphQL, stored images, anything sent
 *   with credentials in a header, and anything but a plain GET of this site.
 * - `page`: a navigation. The network's answer (a server-rendered page may carry a reader's data,
 *   so it is never stored); only when the network cannot be reached, the precached app shell.
 * - `shell`: a GET of this site that may be a file of the build: from the precache when it is there.
 */
export type FetchRule = 'network' | 'page' | 'shell';

/** The paths whose answers are computed per request (server: client-pages.ts API_LIKE). */
const SERVER_PATHS = /^\/(api|graphql|uploads|health|metrics)(\/|$)/;
/** Headers that carry a reader's credentials (the REST API takes `token`, GraphQL `authorization`). */
const CREDENTIAL_HEADERS = ['authorization', 'token'];

export interface SeenRequest {
  method: string;
  url: string;
  mode: string;
  headers: { has(name: string): boolean };
}

export function fetchRule(request: SeenRequest, origin: string): FetchRule {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || SERVER_PATHS.test(url.pathname)) return 'network';
  if (CREDENTIAL_HEADERS.some((h) => request.headers.has(h))) return 'network';
  return request.mode === 'navigate' ? 'page' : 'shell';
}
