import { LOCK_NAMESPACE } from '../../platform/database/advisory-locks.js';
import type { FactsQuery } from '../../platform/event-store/command-executor.js';
import type { StreamDeclaration } from '../../platform/event-store/event-streams.js';
import { readingDecider, type EpisodeFacts, type ReadingCommand, type ReadingState } from './reading.decider.js';
import { readingStreamId, type ReadingEvent } from './reading.events.js';

/** Whether the reader ($1) opened the episode ($2), and its last progress (the inline read model, written under the same lock). */
const EPISODE_FACTS_SQL = `SELECT json_build_object(
  'opened', EXISTS (SELECT 1 FROM rm.reading_opened WHERE user_id = $1 AND episode_id = $2),
  'progress', (SELECT percentage FROM rm.reading_progress WHERE user_id = $1 AND episode_id = $2))`;

function episodeFacts(userId: string, command: ReadingCommand): FactsQuery<EpisodeFacts> | undefined {
  if (command.type === 'DeleteHistory') return undefined;
  return { sql: EPISODE_FACTS_SQL, params: [userId, command.episodeId], read: (v) => v as EpisodeFacts };
}

/**
 * The reader's `reading-<userId>` stream: episodes opened, progress reported, history deleted.
 * Its state is the Recent shelf only (what was opened and how far are facts of the episode), so
 * it stays small; snapshots at most 200 events apart. Schema 2: `opened` and `progress` left the state.
 */
export const readingStream: StreamDeclaration<string, ReadingCommand, ReadingEvent, ReadingState, void, EpisodeFacts | undefined> = {
  decider: readingDecider,
  streamId: readingStreamId,
  lockNamespace: LOCK_NAMESPACE.reading,
  facts: episodeFacts,
  snapshot: { schemaVersion: 2, every: 200 },
  result: () => undefined,
};
