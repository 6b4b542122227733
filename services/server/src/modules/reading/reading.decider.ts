import type { Decider } from '../../platform/event-store/decider.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { READING_STREAM_TYPE, type ReadingEvent } from './reading.events.js';

export type ReadingCommand =
  | { type: 'OpenEpisode'; episodeId: string; comicId: string; at: string }
  | { type: 'RecordProgress'; episodeId: string; comicId: string; percentage: number; at: string }
  | { type: 'DeleteHistory'; comicIds: string[]; at: string };

/**
 * What the stream keeps: the comics on the Recent shelf, with the time each was last read
 * (bounded by the catalog). What grows with every episode read is not kept here but read as facts.
 */
export interface ReadingState {
  recent: Record<string, string>;
}

/**
 * What a decision about one episode knows from outside the stream, read under the stream's lock
 * from the reading read model written with it (reading.stream.ts): whether the reader opened it
 * before, and the progress last recorded on it.
 */
export interface EpisodeFacts {
  opened: boolean;
  progress: number | null;
}

const initialState = (): ReadingState => ({ recent: {} });

const factsOf = (c: ReadingCommand, facts: EpisodeFacts | undefined): EpisodeFacts => {
  if (!facts) throw new Error(`${c.type} is decided with the episode's reading facts`);
  return facts;
};

/**
 * Progress only moves forward, except that a reader who finished (100) may start again from the
 * top (spec §4 'reading progress'); a report equal to the stored one changes nothing.
 */
function decide(c: ReadingCommand, s: ReadingState, facts?: EpisodeFacts): ReadingEvent[] {
  switch (c.type) {
    case 'OpenEpisode':
      return factsOf(c, facts).opened ? [] : [{ type: 'EpisodeOpened', data: { episodeId: c.episodeId, comicId: c.comicId, at: c.at } }];
    case 'RecordProgress': {
      if (!Number.isFinite(c.percentage) || c.percentage < 0 || c.percentage > 100)
        throw validationError('readPercentage must be between 0 and 100');
      const pct = Math.round(c.percentage);
      const prev = factsOf(c, facts).progress;
      const rewound = prev === 100 && pct < 100;
      if (prev !== null && pct <= prev && !rewound) {
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

/** The state after one event; the given state is left as it was. */
function evolve(s: ReadingState, e: ReadingEvent): ReadingState {
  switch (e.type) {
    case 'EpisodeOpened':
    case 'ReadingProgressed':
      return { recent: { ...s.recent, [e.data.comicId]: e.data.at } };
    case 'ReadingHistoryDeleted': {
      const gone = new Set(e.data.comicIds);
      return { recent: Object.fromEntries(Object.entries(s.recent).filter(([id]) => !gone.has(id))) };
    }
  }
}

export const readingDecider: Decider<ReadingCommand, ReadingEvent, ReadingState, EpisodeFacts | undefined> = {
  streamType: READING_STREAM_TYPE,
  initialState,
  evolve,
  decide,
};
