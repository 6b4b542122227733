/** What membership's use cases say to the reader (spec §8 texts), for REST and GraphQL alike. */
export const MEMBERSHIP_MESSAGES = {
  planBought: 'subscription buy successfully!',
  waitingForPayment: 'Waiting for payment',
} as const;
