// The name of a reader's offline database, without the storage code: the app's start-up asks the
// browser whether any exists before it loads that code.

export const OFFLINE_DB_PREFIX = 'koma-offline-';

export const dbName = (readerId: string) => `${OFFLINE_DB_PREFIX}${readerId}`;

/** Whether this browser may hold offline data: a database of ours, or a browser that cannot list them. */
export async function mayHoldOfflineData(): Promise<boolean> {
  if (typeof indexedDB === 'undefined') return false;
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((d) => d.name?.startsWith(OFFLINE_DB_PREFIX));
}
