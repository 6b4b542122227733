import type { Decider } from '../../platform/event-store/decider.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { readingErrors } from './reading.errors.js';
import { READING_STREAM_TYPE, type OfflineKind, type ReadingEvent } from './reading.events.js';

export type ReadingCommand =
  | { type: 'OpenEpisode'; episodeId: string; comicId: string; at: string }
  /** `offline`: a report the client queued while offline and sends later; it never moves progress back. */
  | { type: 'RecordProgress'; episodeId: string; comicId: string; percentage: number; offline?: boolean; at: string }
  | { type: 'DeleteHistory'; comicIds: string[]; at: string }
  | { type: 'GrantOfflineWindow'; episodeId: string; comicId: string; kind: OfflineKind; until: string; renewable: boolean; at: string };

/** An offline window granted lately: when it ends, and when it was recorded. */
export interface RecentGrant {
  until: string;
  at: string;
}

/**
 * What the stream keeps: the comics on the Recent shelf, with the time each was last read
 * (bounded by the catalog), and the offline windows granted within the last OFFLINE_REPEAT_MS
 * (what a repeated grant is compared with). What grows with every episode read is not kept here
 * but read as facts.
 */
export interface ReadingState {
  recent: Record<string, string>;
  offline: Record<string, RecentGrant>;
}

/** A grant of the same window for the same episode within this long of the last one is that grant again: nothing is appended. */
export const OFFLINE_REPEAT_MS = 3_600_000;

/**
 * What a decision about one episode knows from outside the stream, read under the stream's lock
 * from the reading read model written with it (reading.stream.ts): whether the reader opened it
 * before, and the progress last recorded on it.
 */
export interface EpisodeFacts {
  opened: boolean;
  progress: number | null;
}

const initialState = (): ReadingState => ({ recent: {}, offline: {} });
const ms = (iso: string) => new Date(iso).getTime();

const factsOf = (c: ReadingCommand, facts: EpisodeFacts | undefined): EpisodeFacts => {
  if (!facts) throw new Error(`${c.type} is decided with the episode's reading facts`);
  return facts;
};

/**
 * Progress only moves forward, except that a reader who finished (100) may start again from the
 * top (the product's reading-progress rule), and only live: a report sent later from an offline
 * queue never moves it back, since the reader may have read further elsewhere meanwhile. A report
 * equal to the stored one changes nothing. An offline window is recorded once per episode and end
 * within OFFLINE_REPEAT_MS.
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
      const rewound = !c.offline && prev === 100 && pct < 100;
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
    case 'GrantOfflineWindow': {
      if (!(ms(c.until) > ms(c.at))) throw readingErrors.offlineWindowEnded();
      const last = s.offline[c.episodeId];
      if (last && last.until === c.until && ms(c.at) - ms(last.at) < OFFLINE_REPEAT_MS) return [];
      const { episodeId, comicId, kind, until, renewable, at } = c;
      return [{ type: 'OfflineWindowGranted', data: { episodeId, comicId, kind, until, renewable, at } }];
    }
  }
}

/** The grants still within OFFLINE_REPEAT_MS at `at` (an event's time), so the state stays small. */
function recentGrants(grants: Record<string, RecentGrant>, at: string): Record<string, RecentGrant> {
  const now = ms(at);
  return Object.fromEntries(Object.entries(grants).filter(([, g]) => !(now - ms(g.at) >= OFFLINE_REPEAT_MS)));
}

/** The state after one event; the given state is left as it was. */
function evolve(s: ReadingState, e: ReadingEvent): ReadingState {
  const offline = recentGrants(s.offline, e.data.at);
  switch (e.type) {
    case 'EpisodeOpened':
    case 'ReadingProgressed':
      return { recent: { ...s.recent, [e.data.comicId]: e.data.at }, offline };
    case 'ReadingHistoryDeleted': {
      const gone = new Set(e.data.comicIds);
      return { recent: Object.fromEntries(Object.entries(s.recent).filter(([id]) => !gone.has(id))), offline };
    }
    case 'OfflineWindowGranted':
      return { recent: s.recent, offline: { ...offline, [e.data.episodeId]: { until: e.data.until, at: e.data.at } } };
  }
}

export const readingDecider: Decider<ReadingCommand, ReadingEvent, ReadingState, EpisodeFacts | undefined> = {
  streamType: READING_STREAM_TYPE,
  initialState,
  evolve,
  decide,
};
