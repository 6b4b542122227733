/**
 * Membership events (stream `membership-<userId>`): the VIP plan's whole lifecycle. Who caused a
 * transition and why travel in each event's metadata (`actor`, `reason`).
 */
export interface PlanPurchased {
  type: 'PlanPurchased';
  data: {
    orderId: string;
    planId: string;
    planName: string;
    months: number;
    price: number;
    method: string;
    promoId: string | null;
    startDate: string;
    endDate: string;
    at: string;
    /** The price's currency; absent on events recorded before plans could be paid in tugrik (they were USD). */
    currency?: PlanCurrency;
  };
}

/** What a plan was paid in: USD (the catalog's price) or MNT (through QPay, docs/adr/0039). */
export type PlanCurrency = 'usd' | 'mnt';

/** The reader paused: no VIP access until resumed; resumed by itself at `autoResumeAt`. */
export interface PlanPaused {
  type: 'PlanPaused';
  data: { pausedAt: string; autoResumeAt: string };
}

/** Paused time is given back: the end date moves by `pausedMs`. */
export interface PlanResumed {
  type: 'PlanResumed';
  data: { resumedAt: string; pausedMs: number; endDate: string };
}

/** The plan ends at its billing date (`effectiveAt`) instead of renewing. */
export interface PlanCancellationRequested {
  type: 'PlanCancellationRequested';
  data: { at: string; effectiveAt: string };
}

/** Resumed before the billing date: the plan renews as usual. */
export interface PlanCancellationWithdrawn {
  type: 'PlanCancellationWithdrawn';
  data: { at: string };
}

/** A new period was paid (`orderId`): from the old end date, or from the payment when on hold. */
export interface PlanRenewed {
  type: 'PlanRenewed';
  data: { orderId: string; price: number; months: number; startDate: string; endDate: string; at: string; currency?: PlanCurrency };
}

/** The renewal due at `periodEnd` was not paid: access suspended, payment retried at `retryDates`. */
export interface PlanPutOnHold {
  type: 'PlanPutOnHold';
  data: { periodEnd: string; heldAt: string; retryDates: string[]; orderId: string | null; failure: string };
}

/** Retry `attempt` (1-based) of a held plan's payment failed too. */
export interface PlanPaymentRetryFailed {
  type: 'PlanPaymentRetryFailed';
  data: { heldAt: string; attempt: number; orderId: string | null; failure: string; at: string };
}

/** The plan is over: cancelled at its billing date, or unpaid after the hold's last retry. */
export interface PlanEnded {
  type: 'PlanEnded';
  data: { at: string; endDate: string; cause: 'cancelled' | 'unpaid' };
}

export type MembershipEvent =
  | PlanPurchased
  | PlanPaused
  | PlanResumed
  | PlanCancellationRequested
  | PlanCancellationWithdrawn
  | PlanRenewed
  | PlanPutOnHold
  | PlanPaymentRetryFailed
  | PlanEnded;

export const MEMBERSHIP_EVENT_TYPES: readonly MembershipEvent['type'][] = [
  'PlanPurchased',
  'PlanPaused',
  'PlanResumed',
  'PlanCancellationRequested',
  'PlanCancellationWithdrawn',
  'PlanRenewed',
  'PlanPutOnHold',
  'PlanPaymentRetryFailed',
  'PlanEnded',
];
export const MEMBERSHIP_STREAM_TYPE = 'membership';
export const membershipStreamId = (userId: string) => `membership-${userId}`;
export const userOfMembership = (streamId: string) => streamId.replace(/^membership-/, '');

/** Who caused a transition: the reader, the system (jobs, payments) or an operator (CLI). */
export type MembershipActor = 'reader' | 'system' | 'operator';
