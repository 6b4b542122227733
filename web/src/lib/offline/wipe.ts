// Nothing of a reader is left behind: signing out, deactivating, a refused session and a change of
// reader delete their database (downloads, pages, queued progress), and any answer of the API,
// GraphQL or a stored image that a cache might hold (the service worker stores none: ADR 0067).
import { deleteReaderDb, offlineStorageAvailable, readersWithDb } from './offline-db.js';
import { replaceDownloaded } from './download-status.js';

const PERSONAL = /^\/(api|graphql|uploads)(\/|$)/;

async function dropPersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) if (PERSONAL.test(new URL(request.url).pathname)) await cache.delete(request);
  }
}

/**
 * Deletes every reader's offline data except `keep`'s (none kept when it is null). `known`: readers
 * whose database is deleted even where the browser cannot list its databases (the one signing out).
 */
export async function wipeOfflineData(keep: string | null = null, known: string[] = []): Promise<void> {
  if (!offlineStorageAvailable()) return;
  const readers = [...new Set([...(await readersWithDb()), ...known])];
  await Promise.all(readers.filter((r) => r !== keep).map((r) => deleteReaderDb(r)));
  if (keep === null) replaceDownloaded([]);
  await dropPersonalCaches().catch(() => undefined);
}
