import { LOCK_NAMESPACE } from '../../platform/database/advisory-locks.js';
import type { StreamDeclaration } from '../../platform/event-store/event-streams.js';
import { readingDecider, type ReadingCommand, type ReadingState } from './reading.decider.js';
import { readingStreamId, type ReadingEvent } from './reading.events.js';

/** The reader's `reading-<userId>` stream: episodes opened, progress reported, history deleted. */
export const readingStream: StreamDeclaration<string, ReadingCommand, ReadingEvent, ReadingState, void> = {
  decider: readingDecider,
  streamId: readingStreamId,
  lockNamespace: LOCK_NAMESPACE.reading,
  result: () => undefined,
};
