/** Reading events (stream `reading-<userId>`): what was opened, how far it was read, and the offline windows granted. */

/** The reader opened the episode (open-episode): it counts as opened for ever (withdrawals, docs/product.md). */
export interface EpisodeOpened {
  type: 'EpisodeOpened';
  data: { episodeId: string; comicId: string; at: string };
}

/** Progress reported by the client (docs/product.md: 0–100, 100 = Completed). */
export interface ReadingProgressed {
  type: 'ReadingProgressed';
  data: { episodeId: string; comicId: string; percentage: number; rewound: boolean; at: string };
}

/** The reader removed comics from the Recent shelf (their opened episodes stay opened). */
export interface ReadingHistoryDeleted {
  type: 'ReadingHistoryDeleted';
  data: { comicIds: string[]; at: string };
}

/** By which right an episode may be read offline, and so how its window ends. */
export type OfflineKind = 'free' | 'purchase' | 'rental' | 'plan';

/**
 * The reader was given a window to read the episode offline until `until` (grant-offline-window),
 * signed for the client. Recorded so operators can see who took which episodes offline, and for how long.
 */
export interface OfflineWindowGranted {
  type: 'OfflineWindowGranted';
  data: { episodeId: string; comicId: string; kind: OfflineKind; until: string; renewable: boolean; at: string };
}

export type ReadingEvent = EpisodeOpened | ReadingProgressed | ReadingHistoryDeleted | OfflineWindowGranted;

export const READING_EVENT_TYPES: readonly ReadingEvent['type'][] = [
  'EpisodeOpened',
  'ReadingProgressed',
  'ReadingHistoryDeleted',
  'OfflineWindowGranted',
];
export const READING_STREAM_TYPE = 'reading';
export const readingStreamId = (userId: string) => `reading-${userId}`;
