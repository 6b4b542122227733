import type { Decider } from '../../platform/event-store/decider.js';
import { validationError } from '../../platform/errors/domain-error.js';
import { MEMBERSHIP_STREAM_TYPE, type MembershipEvent } from './membership.events.js';

export type MembershipCommand = {
  type: 'PurchasePlan'; orderId: string; planId: string; planName: string; months: number; price: number;
  method: string; promoId: string | null; at: string;
};

export interface MembershipState {
  orders: Record<string, true>;
  current: { planId: string; planName: string; price: number; startDate: string; endDate: string; orderId: string } | null;
}

/** Spec §9: end date = start date + duration in months (clamped to the month's last day). */
export function addMonths(iso: string, months: number): string {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target.toISOString();
}

/** A plan is current only while its end date is not past (spec §4). */
export const isCurrent = (s: MembershipState, at: string) => !!s.current && s.current.endDate >= at;

function decide(c: MembershipCommand, s: MembershipState): MembershipEvent[] {
  if (s.orders[c.orderId]) return [];
  if (!Number.isSafeInteger(c.months) || c.months < 1 || c.months > 120) throw validationError('Plan duration must be 1–120 months');
  // Buying while a plan is current extends it: the new period starts when the current one ends.
  const startDate = s.current && isCurrent(s, c.at) ? s.current.endDate : c.at;
  return [{
    type: 'PlanPurchased',
    data: {
      orderId: c.orderId, planId: c.planId, planName: c.planName, months: c.months, price: c.price, method: c.method, promoId: c.promoId,
      startDate, endDate: addMonths(startDate, c.months), at: c.at,
    },
  }];
}

function evolve(s: MembershipState, e: MembershipEvent): MembershipState {
  switch (e.type) {
    case 'PlanPurchased': {
      s.orders[e.data.orderId] = true;
      const keepStart = s.current && s.current.endDate === e.data.startDate ? s.current.startDate : e.data.startDate;
      s.current = { planId: e.data.planId, planName: e.data.planName, price: e.data.price, startDate: keepStart, endDate: e.data.endDate, orderId: e.data.orderId };
      return s;
    }
  }
}

export const membershipDecider: Decider<MembershipCommand, MembershipEvent, MembershipState> = {
  streamType: MEMBERSHIP_STREAM_TYPE,
  initialState: () => ({ orders: {}, current: null }),
  evolve,
  decide,
};
