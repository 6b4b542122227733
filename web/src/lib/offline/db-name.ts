// The name of a reader's offline database, without the storage code: the app's start-up asks the
// browser whether any exists before it loads that code.

export const OFFLINE_DB_PREFIX = 'koma-offline-';

export const dbName = (readerId: string) => `${OFFLINE_DB_PREFIX}${readerId}`;

/** The reader's persisted GraphQL cache (lib/graphcache-storage.ts): deleted with their downloads. */
export const GRAPHCACHE_DB_PREFIX = 'koma-graphcache-';

export const graphcacheDbName = (readerId: string) => `${GRAPHCACHE_DB_PREFIX}${readerId}`;

/** The reader a database of ours belongs to, or null for any other name. */
export function readerOfDb(name: string): string | null {
  for (const prefix of [OFFLINE_DB_PREFIX, GRAPHCACHE_DB_PREFIX]) if (name.startsWith(prefix)) return name.slice(prefix.length);
  return null;
}

/**
 * Whether this browser may hold offline data to look after: downloads, another reader's cache
 * (`readerId` is the one signed in, whose cache is in use), or a browser that cannot list them.
 */
export async function mayHoldOfflineData(readerId: string | null): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((d) => {
    const name = d.name ?? '';
    return name.startsWith(OFFLINE_DB_PREFIX) || (name.startsWith(GRAPHCACHE_DB_PREFIX) && readerOfDb(name) !== readerId);
  });
}
