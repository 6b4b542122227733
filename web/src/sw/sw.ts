// Koma's service worker, served as /sw.js for the whole site (scope /). It makes the client an
// installable app that opens without a network: the build's files are precached at install
// (vite-plugin-pwa injects their list), a navigation goes to the network and falls back to the
// precached app shell only when the network cannot be reached, and nothing else is stored — the
// API, GraphQL and stored images always go to the network (fetch-rules.ts). A new version waits
// until the reader accepts the update prompt (the page sends SKIP_WAITING: app/service-worker.ts),
// so pages never change under someone mid-read. It also shows web pushes (push.ts).
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precache, type PrecacheEntry } from 'workbox-precaching';
import { fetchRule } from './fetch-rules.js';
import { listenForPushes } from './push.js';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

/** The app shell: the client renders its own screen for any route (and its offline state). */
const SHELL = '/index.html';

precache(self.__WB_MANIFEST);
cleanupOutdatedCaches();
listenForPushes(self);

self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// A navigation then starts while the worker is starting, instead of after.
self.addEventListener('activate', (event) => {
  if (self.registration.navigationPreload) event.waitUntil(self.registration.navigationPreload.enable());
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const rule = fetchRule(request, self.location.origin);
  if (rule === 'page') {
    event.respondWith(page(event));
  } else if (rule === 'network' && request.mode === 'navigate' && request.method === 'GET') {
    // A navigation to the API (its docs page, a JSON address typed in): the navigation preload has
    // already asked the network, so its answer is passed on, stored nowhere, with no fallback.
    event.respondWith(fromNetwork(event));
  } else if (rule === 'shell' && getCacheKeyForURL(request.url) !== undefined) {
    event.respondWith(matchPrecache(request.url).then((cached) => cached ?? fetch(request)));
  }
  // Anything else is not answered here: the browser fetches it as it would without a worker.
});

/** The navigation preload's answer, else the network's. */
async function fromNetwork(event: FetchEvent): Promise<Response> {
  const preloaded = (await event.preloadResponse) as Response | undefined;
  return preloaded ?? fetch(event.request);
}

async function page(event: FetchEvent): Promise<Response> {
  try {
    return await fromNetwork(event);
  } catch (error) {
    // No network: the precached shell, which renders the route itself (its data calls then fail
    // visibly). A server error is an answer and is passed on above, never replaced.
    const shell = await matchPrecache(SHELL);
    if (shell) return shell;
    throw error;
  }
}
