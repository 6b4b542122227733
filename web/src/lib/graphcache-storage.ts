// Where a signed-in reader's GraphQL cache persists (ADR 0070): an IndexedDB database of their own
// (`koma-graphcache-<reader id>`), so My Library and the Downloads list render offline from the
// last known data. Entries older than PERSISTED_DAYS are dropped when it is read, and all of them
// when they were saved in another interface language (the catalog's texts are). idb is loaded with
// the first read. The connection closes itself when the database is to be deleted (sign-out, a
// change of reader: lib/offline/wipe.ts), so a wipe never waits on a tab that still has it open.
import type { IDBPDatabase } from 'idb';
import type { SerializedEntries, SerializedRequest, StorageAdapter } from '@urql/exchange-graphcache';
import { graphcacheDbName } from './offline/db-name.js';
import { storedCredentials } from './storage.js';

const PERSISTED_DAYS = 30;
const DAY_MS = 86_400_000;
const ENTRIES = 'entries';
const META = 'meta';

interface Stored {
  value: string;
  savedAt: number;
  language: string;
}

export function graphcacheStorage(readerId: string, language: string, now: () => number = Date.now): StorageAdapter {
  let db: Promise<IDBPDatabase | null> | null = null;
  // Once something waits to delete the database, this adapter lets go of it for good: a write still
  // queued by the cache of a reader who signed out must not create it again.
  let released = false;
  // Nor is it opened for a reader no longer signed in: idb arrives lazily, and the wipe of a
  // reader who left may have run before this first open.
  const open = () =>
    released || storedCredentials()?.userId !== readerId
      ? Promise.resolve(null)
      : (db ??= import('idb')
          .then(({ openDB }) =>
            openDB(graphcacheDbName(readerId), 1, {
              upgrade(d) {
                d.createObjectStore(ENTRIES);
                d.createObjectStore(META);
              },
              blocking(_current, _next, event) {
                released = true;
                (event.target as IDBDatabase).close();
              },
            }),
          )
          .catch(() => null));

  /** A closed or deleted database loses what it was asked to keep; the cache still holds it in memory. */
  const quietly = async <T>(run: () => Promise<T>, otherwise: T): Promise<T> => {
    try {
      return await run();
    } catch {
      return otherwise;
    }
  };

  return {
    readData: () => quietly(readData, {}),
    writeData: (delta) => quietly(() => writeData(delta), undefined),
    readMetadata: () =>
      quietly(async () => ((await (await open())?.get(META, 'mutations')) as SerializedRequest[] | undefined) ?? null, null),
    writeMetadata(json) {
      void quietly(async () => void (await (await open())?.put(META, json, 'mutations')), undefined);
    },
    onOnline(cb) {
      window.addEventListener('online', () => cb());
    },
  };

  async function readData(): Promise<SerializedEntries> {
    const d = await open();
    const entries: SerializedEntries = {};
    if (!d) return entries;
    const oldest = now() - PERSISTED_DAYS * DAY_MS;
    const tx = d.transaction(ENTRIES, 'readwrite');
    for (let cursor = await tx.store.openCursor(); cursor; cursor = await cursor.continue()) {
      const stored = cursor.value as Stored;
      if (stored.savedAt < oldest || stored.language !== language) await cursor.delete();
      else entries[String(cursor.key)] = stored.value;
    }
    await tx.done;
    return entries;
  }

  async function writeData(delta: SerializedEntries): Promise<void> {
    const d = await open();
    if (!d) return;
    const tx = d.transaction(ENTRIES, 'readwrite');
    const savedAt = now();
    const writes = Object.entries(delta).map(([key, value]) =>
      value === undefined ? tx.store.delete(key) : tx.store.put({ value, savedAt, language } satisfies Stored, key),
    );
    await Promise.all([...writes, tx.done]);
  }
}
