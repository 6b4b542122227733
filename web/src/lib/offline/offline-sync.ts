// What runs when the app starts and whenever the browser comes back online, for the signed-in
// reader: other readers' offline data deleted, ended windows deleted, queued progress sent, and
// renewable windows asked for again when less than half is left.
import { hasDownloadsDb, offlineStorageAvailable } from './offline-db.js';
import { wipeOfflineData } from './wipe.js';
import { purgeExpired, renewWindows, type Credentials } from './downloads.js';
import { flushProgress } from './progress-queue.js';

export async function syncOffline(reader: Credentials | null): Promise<void> {
  if (!offlineStorageAvailable()) return;
  await wipeOfflineData(reader?.userId ?? null);
  if (!reader) return;
  // A reader who never downloaded has no database: none is made for them here.
  if (!(await hasDownloadsDb(reader.userId))) return;
  await purgeExpired(reader.userId);
  if (!navigator.onLine) return;
  await flushProgress(reader);
  await renewWindows(reader);
}
