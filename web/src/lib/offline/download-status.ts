// What the screens know of this reader's downloads without waiting on the database: each
// episode's state (downloading, downloaded) and a version that moves whenever the set changes,
// so every button and list showing them re-reads at once (useSyncExternalStore).
export type DownloadState = 'downloading' | 'downloaded';

let states = new Map<string, DownloadState>();
let version = 0;
const listeners = new Set<() => void>();

const emit = () => {
  version += 1;
  for (const l of listeners) l();
};

export function subscribeDownloads(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const downloadsVersion = () => version;
export const downloadState = (episodeId: string): DownloadState | undefined => states.get(episodeId);

export function setDownloadState(episodeId: string, state: DownloadState | null): void {
  if (state === null) states.delete(episodeId);
  else states.set(episodeId, state);
  emit();
}

/** The set as the database holds it (episodes still downloading stay so); listeners hear of a change only. */
export function replaceDownloaded(episodeIds: Iterable<string>): void {
  const next = new Map<string, DownloadState>();
  for (const [id, s] of states) if (s === 'downloading') next.set(id, s);
  for (const id of episodeIds) if (!next.has(id)) next.set(id, 'downloaded');
  const same = next.size === states.size && [...next].every(([id, s]) => states.get(id) === s);
  states = next;
  if (!same) emit();
}
