/** What membership's use cases say to the reader (docs/product.md texts), for REST and GraphQL alike. */
export const MEMBERSHIP_MESSAGES = {
  planBought: 'subscription buy successfully!',
  waitingForPayment: 'Waiting for payment',
  planPaused: 'Your VIP membership is paused',
  planResumed: 'Your VIP membership is resumed',
  cancellationRequested: 'Your VIP membership will end at its billing date',
  cancellationWithdrawn: 'Your VIP membership will renew as usual',
  planCancelled: 'Your VIP membership is cancelled',
} as const;

/** The change a reader's request made, and what to tell them about it. */
export type PlanChange = 'paused' | 'resumed' | 'cancellation_requested' | 'cancellation_withdrawn' | 'ended';
export const PLAN_CHANGE_MESSAGE: Record<PlanChange, string> = {
  paused: MEMBERSHIP_MESSAGES.planPaused,
  resumed: MEMBERSHIP_MESSAGES.planResumed,
  cancellation_requested: MEMBERSHIP_MESSAGES.cancellationRequested,
  cancellation_withdrawn: MEMBERSHIP_MESSAGES.cancellationWithdrawn,
  ended: MEMBERSHIP_MESSAGES.planCancelled,
};
