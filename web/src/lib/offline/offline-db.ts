// The downloads of one reader, in an IndexedDB database of their own (ADR 0069): its name carries
// the reader's id, so a second reader on the same browser opens another database and sees none
// of the first's downloads; signing out, a refused session or a change of reader deletes it.
// Page images are Blobs here, never in Cache Storage and never handled by the service worker.
import { deleteDB, openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { storedCredentials } from '../storage.js';
import { dbName, graphcacheDbName, readerOfDb } from './db-name.js';

const VERSION = 1;

/** What the signed window says (trusted only as its token, checked with the pinned key, carries it). */
export interface WindowFields {
  episodeId: string;
  comicId: string;
  readerId: string;
  kind: string;
  issuedAt: string;
  until: string;
  renewable: boolean;
}

/** One downloaded episode: what the screens show of it, its signed window and its pages. */
export interface DownloadRecord {
  episodeId: string;
  comicId: string;
  comicSlug: string;
  comicTitle: string;
  episodeNumber: number;
  title: string;
  /** The signed window as the server sent it (JWS); the fields below are read from it once verified. */
  token: string;
  window: WindowFields;
  /** Page sequences in reading order (the Blobs are in `pages`). */
  sequences: number[];
  bytes: number;
  downloadedAt: string;
  /** The furthest the reader got in this episode (the server's at download time, then their own). */
  progress: number;
  /** Its window ended (or its token no longer verifies): the pages are deleted, the entry stays to say so until renewed or deleted. */
  expired?: boolean;
}

export interface PageRecord {
  episodeId: string;
  sequence: number;
  blob: Blob;
}

export interface QueuedProgress {
  id?: number;
  episodeId: string;
  comicId: string;
  readPercentage: number;
  at: string;
}

export interface OfflineSchema extends DBSchema {
  downloads: { key: string; value: DownloadRecord; indexes: { byComic: string } };
  pages: { key: [string, number]; value: PageRecord; indexes: { byEpisode: string } };
  progress: { key: number; value: QueuedProgress };
  /** `offlineKey`: the pinned public key; `serverTime`: the latest server time seen (ms). */
  meta: { key: string; value: unknown };
}

export type OfflineDb = IDBPDatabase<OfflineSchema>;

export { dbName };

export const offlineStorageAvailable = () => typeof indexedDB !== 'undefined';

const open = new Map<string, Promise<OfflineDb>>();

/** Asked for a reader who is not the one signed in (signed out meanwhile, or another reader now). */
export class NotSignedInError extends Error {}

/**
 * The reader's database (opened once per page; closed when another tab deletes or upgrades it).
 * Only the signed-in reader's is opened: a read still in flight when the reader signs out would
 * otherwise create an empty database again after the wipe.
 */
export function readerDb(readerId: string): Promise<OfflineDb> {
  if (storedCredentials()?.userId !== readerId) return Promise.reject(new NotSignedInError(`${readerId} is not signed in`));
  let db = open.get(readerId);
  if (!db) {
    db = openDB<OfflineSchema>(dbName(readerId), VERSION, {
      upgrade(d) {
        d.createObjectStore('downloads', { keyPath: 'episodeId' }).createIndex('byComic', 'comicId');
        d.createObjectStore('pages', { keyPath: ['episodeId', 'sequence'] }).createIndex('byEpisode', 'episodeId');
        d.createObjectStore('progress', { keyPath: 'id', autoIncrement: true });
        d.createObjectStore('meta');
      },
      blocking() {
        void close(readerId);
      },
      terminated() {
        open.delete(readerId);
      },
    });
    db.catch(() => open.delete(readerId));
    open.set(readerId, db);
  }
  return db;
}

/**
 * The reader's database if they have one, else null: what only reads (a list, a lookup, a count)
 * opens, so a reader who never downloaded gets no database from looking at a page.
 */
export async function existingReaderDb(readerId: string): Promise<OfflineDb | null> {
  if (!open.has(readerId) && !(await hasDownloadsDb(readerId))) return null;
  return readerDb(readerId);
}

async function close(readerId: string): Promise<void> {
  const db = open.get(readerId);
  open.delete(readerId);
  if (db) (await db.catch(() => null))?.close();
}

/** Deletes the reader's downloads database (downloads, pages, queued progress) and their persisted GraphQL cache. */
export async function deleteReaderDb(readerId: string): Promise<void> {
  await close(readerId);
  await Promise.all([deleteDB(dbName(readerId)), deleteDB(graphcacheDbName(readerId))]);
}

/** The readers that have a database of ours in this browser, downloads or cache (none known where the browser cannot list them). */
export async function readersWithDb(): Promise<string[]> {
  if (!offlineStorageAvailable() || typeof indexedDB.databases !== 'function') return [...open.keys()];
  const all = await indexedDB.databases();
  return [...new Set(all.map((d) => readerOfDb(d.name ?? '')).filter((r): r is string => r !== null))];
}

/** Whether `readerId` has a downloads database (true where the browser cannot list them). */
export async function hasDownloadsDb(readerId: string): Promise<boolean> {
  if (!offlineStorageAvailable()) return false;
  if (typeof indexedDB.databases !== 'function') return true;
  return (await indexedDB.databases()).some((d) => d.name === dbName(readerId));
}
