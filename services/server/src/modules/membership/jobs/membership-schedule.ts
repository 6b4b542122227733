import type { JobCatalog } from '../../../platform/jobs/job-catalog.js';
import type { MembershipState } from '../membership.decider.js';
import type { MembershipEvent } from '../membership.events.js';
import { MEMBERSHIP_RULES } from '../membership.rules.js';

declare module '../../../platform/jobs/job-catalog.js' {
  interface JobCatalog {
    /** At the billing date: renew (charge), or end a plan set to cancel. */
    'membership.renew': { userId: string; periodEnd: string };
    /** A held plan's daily payment retry; the last one failing ends the plan. */
    'membership.retry-payment': { userId: string; periodEnd: string; attempt: number };
    /** The end of the longest pause. */
    'membership.auto-resume': { userId: string; pausedAt: string };
    /** The "renewal coming" mail, before the billing date of the period `orderId` paid. */
    'membership.remind': { userId: string; orderId: string; endDate: string };
  }
}

export type MembershipJobName = 'membership.renew' | 'membership.retry-payment' | 'membership.auto-resume' | 'membership.remind';
export interface MembershipJob<N extends MembershipJobName = MembershipJobName> {
  name: N;
  payload: JobCatalog[N];
  jobId: string;
  runAt: Date;
}

/** Every membership job of a reader has an id starting so (the CLI lists them by it). */
export const membershipJobPrefix = (userId: string) => `membership:${userId}:`;

/**
 * The jobs newly appended events call for, with deterministic ids: scheduling the same one again
 * (a retried command, a replay) records nothing new, and a job whose moment has moved (a pause
 * moved the billing date) finds the plan no longer matching and does nothing.
 */
export function jobsAfter(userId: string, events: readonly MembershipEvent[], state: MembershipState): MembershipJob[] {
  const jobs: MembershipJob[] = [];
  const id = (what: string) => `${membershipJobPrefix(userId)}${what}`;
  const billing = (endDate: string) => {
    const end = new Date(endDate);
    jobs.push({ name: 'membership.renew', payload: { userId, periodEnd: endDate }, jobId: id(`renew:${endDate}`), runAt: end });
    const orderId = state.current!.orderId;
    jobs.push({
      name: 'membership.remind',
      payload: { userId, orderId, endDate },
      jobId: id(`remind:${orderId}:${endDate}`),
      runAt: new Date(end.getTime() - MEMBERSHIP_RULES.renewalReminderMs),
    });
  };
  for (const e of events) {
    switch (e.type) {
      case 'PlanPurchased':
      case 'PlanRenewed':
      case 'PlanResumed':
        billing(e.data.endDate);
        break;
      case 'PlanPaused':
        jobs.push({
          name: 'membership.auto-resume',
          payload: { userId, pausedAt: e.data.pausedAt },
          jobId: id(`auto-resume:${e.data.pausedAt}`),
          runAt: new Date(e.data.autoResumeAt),
        });
        break;
      case 'PlanPutOnHold':
        e.data.retryDates.forEach((runAt, i) => {
          jobs.push({
            name: 'membership.retry-payment',
            payload: { userId, periodEnd: e.data.periodEnd, attempt: i + 1 },
            jobId: id(`retry:${e.data.heldAt}:${i + 1}`),
            runAt: new Date(runAt),
          });
        });
        break;
      default:
        break;
    }
  }
  return jobs;
}
