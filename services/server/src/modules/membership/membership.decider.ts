import type { Decider } from '../../platform/event-store/decider.js';
import { validationError } from '../../platform/errors/domain-error.js';
import {
  CancellationPendingError,
  NothingToResumeError,
  PlanEndedError,
  PlanNotFoundError,
  PlanOnHoldError,
  PlanPausedError,
  RenewalDueError,
} from './membership.errors.js';
import { MEMBERSHIP_STREAM_TYPE, type MembershipEvent, type PlanCurrency } from './membership.events.js';
import { MEMBERSHIP_RULES } from './membership.rules.js';

export type MembershipCommand =
  | {
      type: 'PurchasePlan';
      orderId: string;
      planId: string;
      planName: string;
      months: number;
      price: number;
      currency?: PlanCurrency;
      method: string;
      promoId: string | null;
      at: string;
    }
  /** The reader's toggle (docs/product.md): pause an active plan; resume a paused one or one set to cancel. */
  | { type: 'PauseOrResume'; at: string }
  /** Resume: the reader's, or the auto-resume job's, which names the pause it ends (`pausedAt`). */
  | { type: 'Resume'; at: string; pausedAt?: string }
  | { type: 'CancelPlan'; at: string }
  /** A renewal order was paid (`periodEnd`: the billing date it renews). */
  | { type: 'RenewPlan'; orderId: string; periodEnd: string; price: number; currency?: PlanCurrency; months: number; at: string }
  /** A renewal payment failed or awaits the reader: `attempt` 0 on the billing date, 1… the hold's daily retries. */
  | { type: 'RenewalFailed'; periodEnd: string; attempt: number; orderId: string | null; failure: string; at: string }
  /** The billing date of a plan set to cancel has come. */
  | { type: 'EndCancelledPlan'; periodEnd: string; at: string };

export type PlanStatus = 'active' | 'paused' | 'pending_cancellation' | 'on_hold' | 'ended';

export interface CurrentPlan {
  planId: string;
  planName: string;
  price: number;
  months: number;
  orderId: string;
  /** What the current period was paid in (ADR 0039). */
  currency: PlanCurrency;
  /** The first day of the unbroken run of periods; the end of the paid period. */
  startDate: string;
  endDate: string;
  status: PlanStatus;
  pausedAt: string | null;
  autoResumeAt: string | null;
  hold: { periodEnd: string; heldAt: string; lastAttempt: number; orderId: string | null } | null;
  endedAt: string | null;
}

export interface MembershipState {
  /** Orders already applied (purchases and renewals): a paid order counts once. */
  orders: Record<string, true>;
  current: CurrentPlan | null;
}

const ms = (iso: string) => new Date(iso).getTime();
const iso = (t: number) => new Date(t).toISOString();

/** docs/product.md: end date = start date + duration in months (clamped to the month's last day). */
export function addMonths(isoDate: string, months: number): string {
  const d = new Date(isoDate);
  const day = d.getUTCDate();
  const target = new Date(
    Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth() + months,
      1,
      d.getUTCHours(),
      d.getUTCMinutes(),
      d.getUTCSeconds(),
      d.getUTCMilliseconds(),
    ),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString();
}

/** VIP access (docs/product.md): an active plan, or one set to cancel, whose end date is not past. Paused or on hold: none. */
export function grantsAccess(plan: Pick<CurrentPlan, 'status' | 'endDate'> | null, at: string): boolean {
  return !!plan && (plan.status === 'active' || plan.status === 'pending_cancellation') && ms(plan.endDate) >= ms(at);
}

/** Kept for callers that ask whether the reader's plan gives access now. */
export const isCurrent = (s: MembershipState, at: string) => grantsAccess(s.current, at);

/** A plan a purchase extends rather than replaces: running (paused time is still owed). */
const running = (p: CurrentPlan | null, at: string): p is CurrentPlan =>
  !!p && (p.status === 'paused' || ((p.status === 'active' || p.status === 'pending_cancellation') && ms(p.endDate) >= ms(at)));

function requirePlan(s: MembershipState): CurrentPlan {
  if (!s.current) throw new PlanNotFoundError();
  if (s.current.status === 'ended') throw new PlanEndedError();
  if (s.current.status === 'on_hold') throw new PlanOnHoldError();
  return s.current;
}

function resume(p: CurrentPlan, at: string): MembershipEvent[] {
  if (p.status === 'paused') {
    // Paused time is given back up to the longest pause: an auto-resume that ran late gives no more.
    const pausedMs = Math.min(Math.max(0, ms(at) - ms(p.pausedAt!)), MEMBERSHIP_RULES.maxPauseMs);
    return [{ type: 'PlanResumed', data: { resumedAt: at, pausedMs, endDate: iso(ms(p.endDate) + pausedMs) } }];
  }
  if (p.status === 'pending_cancellation') {
    if (ms(at) > ms(p.endDate)) throw new RenewalDueError();
    return [{ type: 'PlanCancellationWithdrawn', data: { at } }];
  }
  throw new NothingToResumeError();
}

function decide(c: MembershipCommand, s: MembershipState): MembershipEvent[] {
  switch (c.type) {
    case 'PurchasePlan': {
      if (s.orders[c.orderId]) return [];
      if (!Number.isSafeInteger(c.months) || c.months < 1 || c.months > 120) throw validationError('Plan duration must be 1–120 months');
      // Buying while a plan runs extends it: the new period starts when the current one ends.
      const startDate = running(s.current, c.at) ? s.current.endDate : c.at;
      return [
        {
          type: 'PlanPurchased',
          data: {
            orderId: c.orderId,
            planId: c.planId,
            planName: c.planName,
            months: c.months,
            price: c.price,
            method: c.method,
            promoId: c.promoId,
            startDate,
            endDate: addMonths(startDate, c.months),
            at: c.at,
            ...(c.currency ? { currency: c.currency } : {}),
          },
        },
      ];
    }
    case 'PauseOrResume': {
      const p = requirePlan(s);
      if (p.status !== 'active') return resume(p, c.at);
      if (ms(c.at) > ms(p.endDate)) throw new RenewalDueError();
      return [{ type: 'PlanPaused', data: { pausedAt: c.at, autoResumeAt: iso(ms(c.at) + MEMBERSHIP_RULES.maxPauseMs) } }];
    }
    case 'Resume': {
      if (c.pausedAt !== undefined) {
        // The auto-resume job: only the pause it was scheduled for.
        return s.current?.status === 'paused' && s.current.pausedAt === c.pausedAt ? resume(s.current, c.at) : [];
      }
      return resume(requirePlan(s), c.at);
    }
    case 'CancelPlan': {
      if (s.current?.status === 'on_hold') {
        // Its billing date has passed unpaid: cancelling ends it now and stops the retries.
        return [{ type: 'PlanEnded', data: { at: c.at, endDate: s.current.endDate, cause: 'cancelled' } }];
      }
      const p = requirePlan(s);
      if (p.status === 'paused') throw new PlanPausedError();
      if (p.status === 'pending_cancellation') throw new CancellationPendingError();
      if (ms(c.at) > ms(p.endDate)) throw new RenewalDueError();
      return [{ type: 'PlanCancellationRequested', data: { at: c.at, effectiveAt: p.endDate } }];
    }
    case 'RenewPlan': {
      if (s.orders[c.orderId]) return [];
      if (!Number.isSafeInteger(c.months) || c.months < 1 || c.months > 120) throw validationError('Plan duration must be 1–120 months');
      const p = s.current;
      // On time: the new period follows the old one. After a hold: it starts at the payment.
      // A payment arriving for a plan that has moved on (a late invoice) still buys a period.
      const startDate =
        p && p.status !== 'on_hold' && p.status !== 'ended' && p.endDate === c.periodEnd
          ? c.periodEnd
          : running(p, c.at)
            ? p.endDate
            : c.at;
      return [
        {
          type: 'PlanRenewed',
          data: {
            orderId: c.orderId,
            price: c.price,
            months: c.months,
            startDate,
            endDate: addMonths(startDate, c.months),
            at: c.at,
            ...(c.currency ? { currency: c.currency } : {}),
          },
        },
      ];
    }
    case 'RenewalFailed': {
      const p = s.current;
      if (!p) return [];
      if (c.attempt === 0) {
        if (p.status !== 'active' || p.endDate !== c.periodEnd) return [];
        const retryDates = Array.from({ length: MEMBERSHIP_RULES.holdRetries }, (_, i) =>
          iso(ms(c.at) + (i + 1) * MEMBERSHIP_RULES.holdRetryEveryMs),
        );
        return [
          { type: 'PlanPutOnHold', data: { periodEnd: c.periodEnd, heldAt: c.at, retryDates, orderId: c.orderId, failure: c.failure } },
        ];
      }
      if (p.status !== 'on_hold' || !p.hold || p.hold.periodEnd !== c.periodEnd || c.attempt <= p.hold.lastAttempt) return [];
      if (c.attempt >= MEMBERSHIP_RULES.holdRetries)
        return [{ type: 'PlanEnded', data: { at: c.at, endDate: p.endDate, cause: 'unpaid' } }];
      return [
        {
          type: 'PlanPaymentRetryFailed',
          data: { heldAt: p.hold.heldAt, attempt: c.attempt, orderId: c.orderId, failure: c.failure, at: c.at },
        },
      ];
    }
    case 'EndCancelledPlan': {
      const p = s.current;
      if (!p || p.status !== 'pending_cancellation' || p.endDate !== c.periodEnd || ms(c.at) < ms(p.endDate)) return [];
      return [{ type: 'PlanEnded', data: { at: c.at, endDate: p.endDate, cause: 'cancelled' } }];
    }
  }
}

/** The state after one event; the given state is left as it was. */
function evolve(s: MembershipState, e: MembershipEvent): MembershipState {
  const p = s.current;
  switch (e.type) {
    case 'PlanPurchased': {
      const orders = { ...s.orders, [e.data.orderId]: true as const };
      const extending = !!p && p.status !== 'ended' && p.status !== 'on_hold' && p.endDate === e.data.startDate;
      return {
        orders,
        current: {
          planId: e.data.planId,
          planName: e.data.planName,
          price: e.data.price,
          months: e.data.months,
          orderId: e.data.orderId,
          currency: e.data.currency ?? 'usd',
          startDate: extending ? p!.startDate : e.data.startDate,
          endDate: e.data.endDate,
          status: extending ? p!.status : 'active',
          pausedAt: extending ? p!.pausedAt : null,
          autoResumeAt: extending ? p!.autoResumeAt : null,
          hold: null,
          endedAt: null,
        },
      };
    }
    case 'PlanRenewed': {
      const orders = { ...s.orders, [e.data.orderId]: true as const };
      if (!p) return { ...s, orders };
      const extending = p.status !== 'ended' && p.status !== 'on_hold' && p.endDate === e.data.startDate;
      return {
        orders,
        current: {
          ...p,
          orderId: e.data.orderId,
          price: e.data.price,
          currency: e.data.currency ?? 'usd',
          months: e.data.months,
          startDate: extending ? p.startDate : e.data.startDate,
          endDate: e.data.endDate,
          status: p.status === 'paused' ? 'paused' : 'active',
          hold: null,
          endedAt: null,
        },
      };
    }
    case 'PlanPaused':
      return p ? { ...s, current: { ...p, status: 'paused', pausedAt: e.data.pausedAt, autoResumeAt: e.data.autoResumeAt } } : s;
    case 'PlanResumed':
      return p ? { ...s, current: { ...p, status: 'active', endDate: e.data.endDate, pausedAt: null, autoResumeAt: null } } : s;
    case 'PlanCancellationRequested':
      return p ? { ...s, current: { ...p, status: 'pending_cancellation' } } : s;
    case 'PlanCancellationWithdrawn':
      return p ? { ...s, current: { ...p, status: 'active' } } : s;
    case 'PlanPutOnHold':
      return p
        ? {
            ...s,
            current: {
              ...p,
              status: 'on_hold',
              hold: { periodEnd: e.data.periodEnd, heldAt: e.data.heldAt, lastAttempt: 0, orderId: e.data.orderId },
            },
          }
        : s;
    case 'PlanPaymentRetryFailed':
      return p?.hold
        ? { ...s, current: { ...p, hold: { ...p.hold, lastAttempt: e.data.attempt, orderId: e.data.orderId ?? p.hold.orderId } } }
        : s;
    case 'PlanEnded':
      return p ? { ...s, current: { ...p, status: 'ended', pausedAt: null, autoResumeAt: null, hold: null, endedAt: e.data.at } } : s;
  }
}

export const membershipDecider: Decider<MembershipCommand, MembershipEvent, MembershipState> = {
  streamType: MEMBERSHIP_STREAM_TYPE,
  initialState: () => ({ orders: {}, current: null }),
  evolve,
  decide,
};
