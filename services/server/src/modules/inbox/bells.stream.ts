import { LOCK_NAMESPACE } from '../../platform/database/advisory-locks.js';
import type { StreamDeclaration } from '../../platform/event-store/event-streams.js';
import { bellsDecider, type BellCommand, type BellsState } from './bells.decider.js';
import { bellsStreamId, type BellEvent } from './bells.events.js';

export interface BellOutcome {
  comicId: string;
  subscribed: boolean;
  changed: boolean;
}

/** The reader's `bells-<userId>` stream: which comics ring a release bell. Setting a bell twice decides nothing the second time. */
export const bellsStream: StreamDeclaration<string, BellCommand, BellEvent, BellsState, BellOutcome> = {
  decider: bellsDecider,
  streamId: bellsStreamId,
  lockNamespace: LOCK_NAMESPACE.bells,
  snapshot: { schemaVersion: 1, every: 100 },
  result: ({ command, state, events }) => ({
    comicId: command.comicId,
    subscribed: command.comicId in state.on,
    changed: events.length > 0,
  }),
};
