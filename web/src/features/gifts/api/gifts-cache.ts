// What claiming a gift changes in the GraphQL cache (lib/graphql-cache.ts). The answer's balance
// updates the header itself (api/user-data-cache.ts); the claims it adds to cannot be named by it:
// the gift box (and the user data's Free Rental Passes, counted from it) and, for a rental pass,
// the Unlocked shelf.
import { invalidates } from '../../../lib/graphql-cache.js';
import type { GraphcacheConfig } from '../../../lib/graphql-client.js';

export const giftsCache: GraphcacheConfig = {
  updates: { Mutation: { claimGift: invalidates('giftBox', 'libraryUnlocked') } },
};
