// What the first page needs, started as soon as the entry runs. Otherwise a page opened from its
// address waits for React to render the shell, then for its lazy chunk, then mounts and only then
// asks for its data, and only then for its images: on a phone (Lighthouse's slow-4G model) each
// of those steps is a round trip before the largest image can even be requested. Here the
// chunk and the first data call go out together; the pages find the data in flight or cached
// (the same urql client the app renders with).
// Only home, comic detail and the reader are preloaded: the pages people land on from outside.
import { matchPath } from 'react-router-dom';
import type { Client } from '@urql/core';
import { preloadHome } from '../features/home/api/home.js';
import { preloadComic } from '../features/comics/api/comic.js';
import { preloadEpisode } from '../features/reader/api/episode.js';
import { importPage } from '../lib/chunk.js';
import { preloadAdminData } from '../api/admin-data.js';
import { preloadAuthProviders } from '../api/auth-providers.js';
import { preloadComicEngagement } from '../api/comic-engagement.js';
import { comic, home, reader } from './router.js';
import { storedCredentials } from '../lib/storage.js';

/** Failures are left to the page: its own load reports them as usual. */
const quietly = <T>(p: Promise<T>) => p.catch(() => undefined);

/** The longest the first render waits for the landing page's chunk (preloadRoute). */
export const LANDING_CHUNK_WAIT_MS = 1000;

/** The landing page at `pathname`: its first data calls started in `client`, its chunk, and the comic it shows (its id, once known), if any. */
function startRoute(
  pathname: string,
  client: Client,
): { data: Promise<unknown>; chunk: () => Promise<unknown>; comicId?: Promise<string | undefined> } | null {
  if (matchPath('/', pathname)) return { data: preloadHome(client), chunk: home };
  const episode = matchPath('/comic/:slug/:episodeNumber', pathname);
  if (episode) {
    const n = Number(episode.params.episodeNumber);
    if (!Number.isInteger(n)) return { data: Promise.resolve(), chunk: reader };
    const offlineReader = typeof navigator !== 'undefined' && navigator.onLine === false ? storedCredentials() : null;
    // Offline, a signed-in reader's download is opened from the device instead (its own chunk).
    if (offlineReader) {
      const opened = import('../lib/offline/open-ahead.js').then((m) =>
        m.openAhead(offlineReader.userId, { slug: episode.params.slug!, episodeNumber: n }),
      );
      return { data: opened, chunk: reader };
    }
    const comicId = preloadEpisode(client, episode.params.slug!, n);
    return { data: comicId, chunk: reader, comicId };
  }
  const detail = matchPath('/comic/:slug', pathname);
  if (detail) {
    const comicId = preloadComic(client, detail.params.slug!);
    return { data: comicId, chunk: comic, comicId };
  }
  return null;
}

/** Starts the landing page's first data calls (no chunk); null for other routes. */
export function startRouteData(pathname: string, client: Client): Promise<unknown> | null {
  const started = startRoute(pathname, client);
  return started ? Promise.all([started.data, started.comicId]) : null;
}

/**
 * Starts the page's chunk and first data call; resolves once the chunk has arrived (or failed,
 * or after LANDING_CHUNK_WAIT_MS), at once for other routes. The entry renders then: the page
 * is in the first pass instead of behind its layout's fallback, which React would keep up for
 * 300 ms (lib/chunk.ts lazyPage). Opened from its address the chunk came beside the app shell
 * (index.html's modulepreload), so this costs the few milliseconds of running it.
 */
export function preloadRoute(pathname: string, client: Client): Promise<void> {
  const started = startRoute(pathname, client);
  if (!started) return Promise.resolve();
  void quietly(started.data);
  return pageChunk(started.chunk);
}

/**
 * The landing page's chunk and data, waited for (the server's rendering): its first calls, what
 * the shell around it shows (the footer's links, the sign-in providers) and a comic's likes and
 * shares, so the page arrives whole and hydrating it changes nothing. Rejects when any call fails,
 * resolves false for a path that is no landing page.
 */
export async function loadRoute(pathname: string, client: Client): Promise<boolean> {
  const started = startRoute(pathname, client);
  if (!started) return false;
  await Promise.all([started.data, importPage(started.chunk), preloadAdminData(client), preloadAuthProviders(client)]);
  const comicId = await started.comicId;
  if (comicId) await preloadComicEngagement(client, comicId);
  return true;
}

function pageChunk(importer: () => Promise<unknown>): Promise<void> {
  return Promise.race([
    quietly(importPage(importer)).then(() => undefined),
    new Promise<void>((resolve) => {
      setTimeout(resolve, LANDING_CHUNK_WAIT_MS);
    }),
  ]);
}
