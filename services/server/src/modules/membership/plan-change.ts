import type { StoredEvent } from '../../platform/event-store/event-store.types.js';
import type { UserPlan } from './membership.read-model.js';
import type { PlanChange } from './membership.messages.js';

/** What a reader's pause, resume or cancellation answers: the change made and the plan after it. */
export interface PlanChangeOutcome {
  change: PlanChange;
  userPlan: UserPlan;
}

const CHANGE_OF: Record<string, PlanChange> = {
  PlanPaused: 'paused',
  PlanResumed: 'resumed',
  PlanCancellationRequested: 'cancellation_requested',
  PlanCancellationWithdrawn: 'cancellation_withdrawn',
  PlanEnded: 'ended',
};

/** The change the appended events made (a reader's command appends exactly one event). */
export function changeOf(events: StoredEvent[]): PlanChange {
  const change = CHANGE_OF[events[0]?.type ?? ''];
  if (!change) throw new Error(`a reader's plan command appended ${events.map((e) => e.type).join(', ') || 'nothing'}`);
  return change;
}
