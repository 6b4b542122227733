// Reading progress made offline: queued in the reader's database and sent in order once the
// browser is online again (the `online` event, the next start), flagged `offline` so the server
// keeps the further of it and what it has. The reader's own download shows it meanwhile.
import { readerDb } from './offline-db.js';
import { refusedByServer, sendOfflineProgress } from './offline-api.js';
import type { Credentials } from './downloads.js';

/** Queues a report and keeps the furthest position on the download, if there is one. */
export async function queueProgress(readerId: string, p: { episodeId: string; comicId: string; readPercentage: number }): Promise<void> {
  const db = await readerDb(readerId);
  const tx = db.transaction(['progress', 'downloads'], 'readwrite');
  await tx.objectStore('progress').add({ ...p, at: new Date().toISOString() });
  const d = await tx.objectStore('downloads').get(p.episodeId);
  if (d && p.readPercentage > d.progress) await tx.objectStore('downloads').put({ ...d, progress: p.readPercentage });
  await tx.done;
}

let flushing: Promise<void> | null = null;

/**
 * Sends the queue in order. A report the server refuses (the episode is no longer the reader's)
 * is dropped; no answer or a server error stops, leaving it and the rest for the next time.
 */
export function flushProgress(reader: Credentials): Promise<void> {
  flushing ??= (async () => {
    try {
      const db = await readerDb(reader.userId);
      for (;;) {
        const cursor = await db.transaction('progress').store.openCursor();
        if (!cursor) return;
        const item = cursor.value;
        try {
          await sendOfflineProgress(reader, item);
        } catch (e) {
          if (!refusedByServer(e)) return;
        }
        await db.delete('progress', item.id!);
      }
    } finally {
      flushing = null;
    }
  })();
  return flushing;
}
