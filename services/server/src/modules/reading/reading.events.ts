/** Reading events (stream `reading-<userId>`): what was opened and how far it was read. */

/** The reader opened the episode (open-episode): it counts as opened for ever (withdrawals, spec §2). */
export interface EpisodeOpened {
  type: 'EpisodeOpened';
  data: { episodeId: string; comicId: string; at: string };
}

/** Progress reported by the client (spec §4: 0–100, 100 = Completed). */
export interface ReadingProgressed {
  type: 'ReadingProgressed';
  data: { episodeId: string; comicId: string; percentage: number; rewound: boolean; at: string };
}

/** The reader removed comics from the Recent shelf (their opened episodes stay opened). */
export interface ReadingHistoryDeleted {
  type: 'ReadingHistoryDeleted';
  data: { comicIds: string[]; at: string };
}

export type ReadingEvent = EpisodeOpened | ReadingProgressed | ReadingHistoryDeleted;

export const READING_EVENT_TYPES: readonly ReadingEvent['type'][] = ['EpisodeOpened', 'ReadingProgressed', 'ReadingHistoryDeleted'];
export const READING_STREAM_TYPE = 'reading';
export const readingStreamId = (userId: string) => `reading-${userId}`;
