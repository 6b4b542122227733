// A downloaded episode opened before the reader renders (app/route-preload.ts, for a reader route
// opened offline): its record found, its window checked and its pages read from the database
// while the app's chunks start, so the offline reader finds them ready (or the reason it may not).
import { findDownload, openDownload, type OpenedDownload } from './downloads.js';

export type Find = { episodeId: string } | { slug: string; episodeNumber: number };

const ahead = new Map<string, Promise<OpenedDownload | null>>();

export const findKey = (readerId: string, find: Find) =>
  'episodeId' in find ? `${readerId}:${find.episodeId}` : `${readerId}:${find.slug}/${find.episodeNumber}`;

/** Finds and opens the download (null: not downloaded); rejects with OfflineError when it may not be read. */
export async function findAndOpen(readerId: string, find: Find): Promise<OpenedDownload | null> {
  const found = await findDownload(readerId, find);
  return found ? openDownload(readerId, found.episodeId) : null;
}

/** Starts opening ahead of the render. */
export function openAhead(readerId: string, find: Find): Promise<unknown> {
  const opening = findAndOpen(readerId, find);
  ahead.set(findKey(readerId, find), opening);
  return opening.catch(() => undefined);
}

/** The opening started ahead for this episode, once (a later visit opens it afresh). */
export function takeAhead(readerId: string, find: Find): Promise<OpenedDownload | null> | undefined {
  const key = findKey(readerId, find);
  const opening = ahead.get(key);
  ahead.delete(key);
  return opening;
}
