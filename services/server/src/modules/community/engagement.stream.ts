import { LOCK_NAMESPACE } from '../../platform/database/advisory-locks.js';
import type { StreamDeclaration } from '../../platform/event-store/event-streams.js';
import { engagementDecider, type EngagementCommand, type EngagementState } from './engagement.decider.js';
import { engagementStreamId, type EngagementEvent } from './engagement.events.js';

/** What a reader's marks on one comic are after a command. */
export interface EngagementOutcome {
  comicId: string;
  liked: boolean;
  interest: boolean | null;
  changed: boolean;
}

/**
 * The reader's engagement stream: likes, shares and interest. A double tap queues behind the
 * first; a repeat of a request (its Idempotency-Key) is the same request at another time.
 */
export const engagementStream: StreamDeclaration<string, EngagementCommand, EngagementEvent, EngagementState, EngagementOutcome> = {
  decider: engagementDecider,
  streamId: engagementStreamId,
  lockNamespace: LOCK_NAMESPACE.engagement,
  snapshot: { schemaVersion: 1, every: 200 },
  idempotency: (userId, { at: _at, ...request }) => ({ scope: `${userId}:engagement:${request.type}`, request }),
  result: ({ command, state, events }) => ({
    comicId: command.comicId,
    liked: !!state.liked[command.comicId],
    interest: state.interest[command.comicId] ?? null,
    changed: events.length > 0,
  }),
};
