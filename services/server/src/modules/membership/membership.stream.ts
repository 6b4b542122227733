import { LOCK_NAMESPACE } from '../../platform/database/advisory-locks.js';
import type { StreamDeclaration } from '../../platform/event-store/event-streams.js';
import { jobsAfter } from './jobs/membership-schedule.js';
import { membershipDecider, type MembershipCommand, type MembershipState } from './membership.decider.js';
import { membershipStreamId, type MembershipActor, type MembershipEvent } from './membership.events.js';

/** Who asked for a transition and why: written into every event's metadata. */
export type Cause = { actor: MembershipActor; reason: string };

/** The key of an event appended by a job or a payment, which must never be recorded twice. */
function onceKey(e: MembershipEvent): string | undefined {
  switch (e.type) {
    case 'PlanRenewed':
      return `renewed:${e.data.orderId}`;
    case 'PlanPutOnHold':
      return `held:${e.data.periodEnd}`;
    case 'PlanPaymentRetryFailed':
      return `retry:${e.data.heldAt}:${e.data.attempt}`;
    case 'PlanEnded':
      return `ended:${e.data.endDate}`;
    default:
      return undefined;
  }
}

/**
 * The reader's membership stream: every membership use case's command, serialised per member,
 * with the jobs its events call for (renewal, reminders, retries, the end of a pause) recorded in
 * the same commit. Job and payment events are recorded once however often they are decided.
 */
export const membershipStream: StreamDeclaration<string, MembershipCommand, MembershipEvent, MembershipState, MembershipState> = {
  decider: membershipDecider,
  streamId: membershipStreamId,
  lockNamespace: LOCK_NAMESPACE.membership,
  onceKey,
  result: ({ state }) => state,
  jobs: ({ key, state, events }) => jobsAfter(key, events, state),
};
