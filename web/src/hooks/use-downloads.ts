// The signed-in reader's downloads for the screens: each episode's state at once (download-status)
// and the list from their database, read again whenever it changes.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { credentialsAtom } from '../stores/session.js';
import { downloadsVersion, downloadState, subscribeDownloads, type DownloadState } from '../lib/offline/download-status.js';
import { offlineStorageAvailable, type DownloadRecord } from '../lib/offline/offline-db.js';
import { listDownloads } from '../lib/offline/downloads.js';

/** Re-renders on every change of the reader's downloads. */
export const useDownloadsVersion = () => useSyncExternalStore(subscribeDownloads, downloadsVersion, () => 0);

export function useDownloadState(episodeId: string): DownloadState | undefined {
  useDownloadsVersion();
  return downloadState(episodeId);
}

/** The reader's downloads (null while they load, or signed out). */
export function useDownloadList(): { list: DownloadRecord[] | null; reload: () => void } {
  const credentials = useAtomValue(credentialsAtom);
  const [list, setList] = useState<DownloadRecord[] | null>(null);
  const [asked, setAsked] = useState(0);
  const version = useDownloadsVersion();
  const readerId = credentials?.userId ?? null;
  useEffect(() => {
    if (!readerId || !offlineStorageAvailable()) {
      setList(null);
      return;
    }
    let live = true;
    listDownloads(readerId).then(
      (all) => {
        if (!live) return;
        // listDownloads refreshes the states, which moves the version: the same list is kept then.
        setList((prev) => (prev && sameList(prev, all) ? prev : all));
      },
      () => live && setList([]),
    );
    return () => {
      live = false;
    };
  }, [readerId, version, asked]);
  return { list, reload: () => setAsked((n) => n + 1) };
}

const sameList = (a: DownloadRecord[], b: DownloadRecord[]) =>
  a.length === b.length &&
  a.every((d, i) => d.episodeId === b[i]!.episodeId && d.token === b[i]!.token && d.progress === b[i]!.progress && d.bytes === b[i]!.bytes);
