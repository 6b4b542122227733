import { LOCK_NAMESPACE } from '../../platform/database/advisory-locks.js';
import type { FactsQuery } from '../../platform/event-store/command-executor.js';
import type { StreamDeclaration } from '../../platform/event-store/event-streams.js';
import { readingDecider, type EpisodeFacts, type ReadingCommand, type ReadingState, type RecentGrant } from './reading.decider.js';
import { readingStreamId, type ReadingEvent } from './reading.events.js';

/** Whether the reader ($1) opened the episode ($2), and its last progress (the inline read model, written under the same lock). */
const EPISODE_FACTS_SQL = `SELECT json_build_object(
  'opened', EXISTS (SELECT 1 FROM rm.reading_opened WHERE user_id = $1 AND episode_id = $2),
  'progress', (SELECT percentage FROM rm.reading_progress WHERE user_id = $1 AND episode_id = $2))`;

function episodeFacts(userId: string, command: ReadingCommand): FactsQuery<EpisodeFacts> | undefined {
  if (command.type === 'DeleteHistory' || command.type === 'GrantOfflineWindow') return undefined;
  return { sql: EPISODE_FACTS_SQL, params: [userId, command.episodeId], read: (v) => v as EpisodeFacts };
}

/** What a reading command answers besides its events. */
export interface ReadingOutcome {
  /** RecordProgress: the position the appended event stores; null when nothing was appended (the stored one stands). */
  progress: number | null;
  /** GrantOfflineWindow: the window in force for the episode, recorded now or by the grant this one repeats. */
  offlineWindow: RecentGrant | null;
}

function outcome({ command, state, events }: { command: ReadingCommand; state: ReadingState; events: ReadingEvent[] }): ReadingOutcome {
  const progressed = events.find((e) => e.type === 'ReadingProgressed');
  return {
    progress: progressed ? progressed.data.percentage : null,
    offlineWindow: command.type === 'GrantOfflineWindow' ? (state.offline[command.episodeId] ?? null) : null,
  };
}

/**
 * The reader's `reading-<userId>` stream: episodes opened, progress reported, history deleted,
 * offline windows granted. Its state is the Recent shelf and the last hour's grants (what was
 * opened and how far are facts of the episode), so it stays small; snapshots at most 200 events
 * apart. Schema 3: the recent offline grants joined the state.
 */
export const readingStream: StreamDeclaration<
  string,
  ReadingCommand,
  ReadingEvent,
  ReadingState,
  ReadingOutcome,
  EpisodeFacts | undefined
> = {
  decider: readingDecider,
  streamId: readingStreamId,
  lockNamespace: LOCK_NAMESPACE.reading,
  facts: episodeFacts,
  snapshot: { schemaVersion: 3, every: 200 },
  result: outcome,
};
