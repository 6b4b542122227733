/** Membership events (stream `membership-<userId>`); pause, resume, hold and renewal arrive later as new types. */
export interface PlanPurchased {
  type: 'PlanPurchased';
  data: {
    orderId: string; planId: string; planName: string; months: number; price: number; method: string; promoId: string | null;
    startDate: string; endDate: string; at: string;
  };
}

export type MembershipEvent = PlanPurchased;
export const MEMBERSHIP_EVENT_TYPES: readonly MembershipEvent['type'][] = ['PlanPurchased'];
export const MEMBERSHIP_STREAM_TYPE = 'membership';
export const membershipStreamId = (userId: string) => `membership-${userId}`;
