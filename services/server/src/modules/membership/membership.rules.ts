import { DAY } from '../../platform/clock/clock.js';

/**
 * The lifecycle's limits (docs/money-rules.md, Membership). docs/product.md fixes the hold: payment retried
 * daily for 7 days. The pause limit and the reminder lead are this service's choice.
 */
export const MEMBERSHIP_RULES = {
  /** The longest pause: the plan resumes by itself after it, and no more paused time is given back. */
  maxPauseMs: 30 * DAY,
  /** Retries of a held plan's payment, one a day; the last one failing ends the plan. */
  holdRetries: 7,
  holdRetryEveryMs: DAY,
  /** The "renewal coming" mail goes this long before the billing date. */
  renewalReminderMs: 3 * DAY,
} as const;

/** Pause, resume and cancel calls per reader (REST and GraphQL share the counter). */
export const PLAN_CHANGE_LIMIT = { bucket: 'membership-change', points: 30, durationSec: 60, by: 'user' as const };
