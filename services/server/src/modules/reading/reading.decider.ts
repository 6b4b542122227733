import type { Decider } from '../../platform/event-store/decider.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { READING_STREAM_TYPE, type ReadingEvent } from './reading.events.js';

export type ReadingCommand =
  | { type: 'OpenEpisode'; episodeId: string; comicId: string; at: string }
  | { type: 'RecordProgress'; episodeId: string; comicId: string; percentage: number; at: string }
  | { type: 'DeleteHistory'; comicIds: string[]; at: string };

export interface ReadingState {
  /** Episodes ever opened (never forgotten). */
  opened: Record<string, string>;
  /** Last percentage per episode. */
  progress: Record<string, number>;
  /** Comics on the Recent shelf, with the time last read. */
  recent: Record<string, string>;
}

const initialState = (): ReadingState => ({ opened: {}, progress: {}, recent: {} });

/**
 * Progress only moves forward, except that a reader who finished (100) may start again from the
 * top (spec §4 'reading progress'); a report equal to the stored one changes nothing.
 */
function decide(c: ReadingCommand, s: ReadingState): ReadingEvent[] {
  switch (c.type) {
    case 'OpenEpisode':
      return s.opened[c.episodeId] ? [] : [{ type: 'EpisodeOpened', data: { episodeId: c.episodeId, comicId: c.comicId, at: c.at } }];
    case 'RecordProgress': {
      if (!Number.isFinite(c.percentage) || c.percentage < 0 || c.percentage > 100)
        throw validationError('readPercentage must be between 0 and 100');
      const pct = Math.round(c.percentage);
      const prev = s.progress[c.episodeId];
      const rewound = prev === 100 && pct < 100;
      if (prev !== undefined && pct <= prev && !rewound) {
        // Not forward: only the Recent shelf learns the comic was read again (if it was cleared).
        if (s.recent[c.comicId]) return [];
        return [
          { type: 'ReadingProgressed', data: { episodeId: c.episodeId, comicId: c.comicId, percentage: prev, rewound: false, at: c.at } },
        ];
      }
      return [{ type: 'ReadingProgressed', data: { episodeId: c.episodeId, comicId: c.comicId, percentage: pct, rewound, at: c.at } }];
    }
    case 'DeleteHistory': {
      const ids = [...new Set(c.comicIds)].filter((id) => s.recent[id]);
      return ids.length ? [{ type: 'ReadingHistoryDeleted', data: { comicIds: ids, at: c.at } }] : [];
    }
  }
}

/** Updates the state in place (see the wallet decider for why). */
function evolve(s: ReadingState, e: ReadingEvent): ReadingState {
  switch (e.type) {
    case 'EpisodeOpened':
      s.opened[e.data.episodeId] = e.data.at;
      s.recent[e.data.comicId] = e.data.at;
      return s;
    case 'ReadingProgressed':
      s.progress[e.data.episodeId] = e.data.percentage;
      s.recent[e.data.comicId] = e.data.at;
      return s;
    case 'ReadingHistoryDeleted':
      for (const id of e.data.comicIds) delete s.recent[id];
      return s;
  }
}

export const readingDecider: Decider<ReadingCommand, ReadingEvent, ReadingState> = {
  streamType: READING_STREAM_TYPE,
  initialState,
  evolve,
  decide,
  snapshot: { schemaVersion: 1, every: 200 },
};
