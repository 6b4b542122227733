// Downloading an episode for offline reading and opening it again (ADR 0069). A download asks the
// server for a signed window (offline-api.ts), checks its token against the public key pinned in
// the reader's database, fetches every page with the signed URLs it came with and keeps each as a
// Blob. Opening a download checks the token again, and the window's end by the offline clock
// (never earlier than the latest server time seen); an ended window is refused and its pages
// deleted, its entry kept (marked expired) so the reader is told why, until it is renewed online
// or deleted.
import { imageUrl } from '../images.js';
import { existingReaderDb, readerDb, type DownloadRecord, type OfflineDb, type WindowFields } from './offline-db.js';
import { expired, offlineNow, renewalDue } from './offline-clock.js';
import { getOfflineKey, grantOfflineWindow, refusedByServer } from './offline-api.js';
import { tokenKid, verifyWindowToken, type OfflinePublicKey } from './window-token.js';
import { replaceDownloaded, setDownloadState } from './download-status.js';

export type OfflineFailure = 'expired' | 'invalid' | 'missing';

export class OfflineError extends Error {
  constructor(readonly reason: OfflineFailure) {
    super(`offline download ${reason}`);
    this.name = 'OfflineError';
  }
}

export interface Credentials {
  userId: string;
  token: string;
}

/** What the screens show of the episode, beside what the window says. */
export interface EpisodeToKeep {
  episodeId: string;
  comicSlug: string;
  comicTitle: string;
  episodeNumber: number;
  title: string;
  progress?: number | null;
}

const PAGE_FETCHES_AT_ONCE = 4;

/** The key pinned in the reader's database; fetched (and pinned) when there is none or the token names another one. */
async function keyFor(db: OfflineDb, kid: string | null): Promise<OfflinePublicKey> {
  const pinned = (await db.get('meta', 'offlineKey')) as OfflinePublicKey | undefined;
  if (pinned && (kid === null || pinned.kid === kid)) return pinned;
  const key = await getOfflineKey();
  await db.put('meta', key, 'offlineKey');
  return key;
}

/** The window the token carries, when the pinned key signed it for this reader and episode. */
async function verified(db: OfflineDb, token: string, readerId: string, episodeId: string): Promise<WindowFields | null> {
  const pinned = (await db.get('meta', 'offlineKey')) as OfflinePublicKey | undefined;
  if (!pinned) return null;
  const fields = await verifyWindowToken(token, pinned);
  return fields && fields.readerId === readerId && fields.episodeId === episodeId ? fields : null;
}

async function persistOnce(db: OfflineDb): Promise<void> {
  if (await db.get('meta', 'persistAsked')) return;
  await db.put('meta', true, 'persistAsked');
  await navigator.storage?.persist?.().catch(() => false);
}

async function fetchPage(image: string): Promise<Blob> {
  const res = await fetch(imageUrl(image) ?? image, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`page ${res.status}`);
  return res.blob();
}

async function fetchPages(pages: Array<{ sequence: number; image: string }>): Promise<Array<{ sequence: number; blob: Blob }>> {
  const out: Array<{ sequence: number; blob: Blob }> = new Array(pages.length);
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const i = next++;
      out[i] = { sequence: pages[i]!.sequence, blob: await fetchPage(pages[i]!.image) };
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGE_FETCHES_AT_ONCE, pages.length) }, worker));
  return out;
}

/** Downloads one episode the reader may read now; resolves with its record. */
export async function downloadEpisode(reader: Credentials, episode: EpisodeToKeep): Promise<DownloadRecord> {
  setDownloadState(episode.episodeId, 'downloading');
  try {
    const db = await readerDb(reader.userId);
    await persistOnce(db);
    const grant = await grantOfflineWindow(episode.episodeId, reader.token);
    await keyFor(db, tokenKid(grant.token));
    const fields = await verified(db, grant.token, reader.userId, episode.episodeId);
    if (!fields) throw new OfflineError('invalid');
    if (expired(fields, await offlineNow(db, fields.issuedAt))) throw new OfflineError('expired');
    const ordered = [...grant.pages].sort((a, b) => a.sequence - b.sequence);
    const pages = await fetchPages(ordered);
    const previous = await db.get('downloads', episode.episodeId);
    const record: DownloadRecord = {
      episodeId: episode.episodeId,
      comicId: fields.comicId,
      comicSlug: episode.comicSlug,
      comicTitle: episode.comicTitle,
      episodeNumber: episode.episodeNumber,
      title: episode.title,
      token: grant.token,
      window: fields,
      sequences: pages.map((p) => p.sequence),
      bytes: pages.reduce((n, p) => n + p.blob.size, 0),
      downloadedAt: new Date().toISOString(),
      progress: Math.max(previous?.progress ?? 0, episode.progress ?? 0),
    };
    const tx = db.transaction(['downloads', 'pages'], 'readwrite');
    const pageStore = tx.objectStore('pages');
    for (const key of await pageStore.index('byEpisode').getAllKeys(episode.episodeId)) await pageStore.delete(key);
    for (const p of pages) await pageStore.put({ episodeId: episode.episodeId, sequence: p.sequence, blob: p.blob });
    await tx.objectStore('downloads').put(record);
    await tx.done;
    setDownloadState(episode.episodeId, 'downloaded');
    return record;
  } catch (e) {
    setDownloadState(episode.episodeId, null);
    throw e;
  }
}

export async function listDownloads(readerId: string): Promise<DownloadRecord[]> {
  const db = await existingReaderDb(readerId);
  const all = db ? await db.getAll('downloads') : [];
  replaceDownloaded(all.filter((d) => !d.expired).map((d) => d.episodeId));
  return all.sort((a, b) => a.comicTitle.localeCompare(b.comicTitle) || a.episodeNumber - b.episodeNumber);
}

export async function findDownload(readerId: string, by: { episodeId: string } | { slug: string; episodeNumber: number }) {
  const db = await existingReaderDb(readerId);
  if (!db) return null;
  if ('episodeId' in by) return (await db.get('downloads', by.episodeId)) ?? null;
  return (await db.getAll('downloads')).find((d) => d.comicSlug === by.slug && d.episodeNumber === by.episodeNumber) ?? null;
}

/** Deletes a download and its pages. */
export async function removeDownload(readerId: string, episodeId: string): Promise<void> {
  const db = await readerDb(readerId);
  const tx = db.transaction(['downloads', 'pages'], 'readwrite');
  const pages = tx.objectStore('pages');
  for (const key of await pages.index('byEpisode').getAllKeys(episodeId)) await pages.delete(key);
  await tx.objectStore('downloads').delete(episodeId);
  await tx.done;
  setDownloadState(episodeId, null);
}

/** Deletes a download's pages and marks it expired (the entry says so until renewed or deleted). */
async function expireDownload(readerId: string, episodeId: string): Promise<void> {
  const db = await readerDb(readerId);
  const tx = db.transaction(['downloads', 'pages'], 'readwrite');
  const pages = tx.objectStore('pages');
  for (const key of await pages.index('byEpisode').getAllKeys(episodeId)) await pages.delete(key);
  const d = await tx.objectStore('downloads').get(episodeId);
  if (d) await tx.objectStore('downloads').put({ ...d, expired: true, sequences: [], bytes: 0 });
  await tx.done;
  setDownloadState(episodeId, null);
}

/** Deletes every download and page (queued progress stays, to be sent). */
export async function removeAllDownloads(readerId: string): Promise<void> {
  const db = await readerDb(readerId);
  const tx = db.transaction(['downloads', 'pages'], 'readwrite');
  await tx.objectStore('pages').clear();
  await tx.objectStore('downloads').clear();
  await tx.done;
  replaceDownloaded([]);
}

export interface OpenedDownload {
  record: DownloadRecord;
  window: WindowFields;
  pages: Blob[];
}

/**
 * A download to read: its token checked against the pinned key and its window by the offline
 * clock. An ended window is refused and its pages deleted; a token that does not verify is refused.
 */
export async function openDownload(readerId: string, episodeId: string): Promise<OpenedDownload> {
  const db = await existingReaderDb(readerId);
  const record = db && (await db.get('downloads', episodeId));
  if (!db || !record) throw new OfflineError('missing');
  if (record.expired) throw new OfflineError('expired');
  const window = await verified(db, record.token, readerId, episodeId);
  if (!window) throw new OfflineError('invalid');
  if (expired(window, await offlineNow(db))) {
    await expireDownload(readerId, episodeId);
    throw new OfflineError('expired');
  }
  const pages = await db.getAllFromIndex('pages', 'byEpisode', episodeId);
  const bySequence = new Map(pages.map((p) => [p.sequence, p.blob]));
  const blobs = record.sequences.map((s) => bySequence.get(s));
  if (blobs.some((b) => !b)) throw new OfflineError('missing');
  return { record, window, pages: blobs as Blob[] };
}

/** Deletes the pages of the downloads whose window has ended (or whose token no longer verifies); the episode ids expired. */
export async function purgeExpired(readerId: string): Promise<string[]> {
  const db = await existingReaderDb(readerId);
  if (!db) return [];
  const now = await offlineNow(db);
  const gone: string[] = [];
  for (const d of await db.getAll('downloads')) {
    if (d.expired) continue;
    const window = await verified(db, d.token, readerId, d.episodeId);
    if (window && !expired(window, now)) continue;
    // A token from a key the server no longer uses is asked for again before it is given up.
    if (!window && d.window.renewable && navigator.onLine) continue;
    await expireDownload(readerId, d.episodeId);
    gone.push(d.episodeId);
  }
  return gone;
}

/**
 * Asks again, when online, for the renewable windows with less than half left (or whose token the
 * pinned key no longer verifies), of one comic or all: the pages stay. An expired entry is
 * downloaded again when the reader may still read the episode (a renewed plan, say). A refusal (the
 * episode is no longer the reader's) deletes the download; a lost connection leaves it for the next time.
 */
export async function renewWindows(reader: Credentials, comicId?: string): Promise<void> {
  if (!navigator.onLine) return;
  const db = await existingReaderDb(reader.userId);
  if (!db) return;
  const all = comicId ? await db.getAllFromIndex('downloads', 'byComic', comicId) : await db.getAll('downloads');
  const now = await offlineNow(db);
  for (const d of all) {
    if (d.expired) {
      try {
        await downloadEpisode(reader, d);
      } catch (e) {
        if (refusedByServer(e)) await removeDownload(reader.userId, d.episodeId);
        else if (!(e instanceof OfflineError)) return;
      }
      continue;
    }
    if (!d.window.renewable) continue;
    const current = await verified(db, d.token, reader.userId, d.episodeId);
    if (current && !renewalDue(current, now)) continue;
    try {
      const grant = await grantOfflineWindow(d.episodeId, reader.token);
      await keyFor(db, tokenKid(grant.token));
      const fields = await verified(db, grant.token, reader.userId, d.episodeId);
      if (!fields) continue;
      await db.put('downloads', { ...d, token: grant.token, window: fields });
    } catch (e) {
      if (refusedByServer(e)) await removeDownload(reader.userId, d.episodeId);
      else return;
    }
  }
}

/** Bytes this origin uses and may use (navigator.storage.estimate()), when the browser says. */
export async function storageEstimate(): Promise<{ usage: number; quota: number } | null> {
  const e = await navigator.storage?.estimate?.().catch(() => null);
  return e && typeof e.usage === 'number' ? { usage: e.usage, quota: e.quota ?? 0 } : null;
}
