// What the account page's mutations change in the GraphQL cache (lib/graphql-cache.ts). Settings
// and the profile answer the changed entity, which updates itself; the devices left and a plan
// change's plan are linked where the page reads them; the lists a refund or a withdrawal changes
// cannot be named by its answer, so they are asked again.
import type { Data, UpdateResolver } from '@urql/exchange-graphcache';
import { invalidates } from '../../../lib/graphql-cache.js';
import type { GraphcacheConfig } from '../../../lib/graphql-client.js';

/** The answer's `userPlan` is the reader's plan now (the table's and the header's). */
const linksUserPlan =
  (field: string): UpdateResolver =>
  (result, _args, cache) => {
    const answer = result[field] as Data | null;
    if (answer?.userPlan) cache.link('Query', 'userPlan', answer.userPlan as Data);
  };

export const accountCache: GraphcacheConfig = {
  updates: {
    Mutation: {
      // The devices left are the answer.
      signOutDevice: (result, _args, cache) => cache.link('Query', 'loginDevices', result.signOutDevice as Data[]),
      pauseOrResumePlan: linksUserPlan('pauseOrResumePlan'),
      cancelPlan: linksUserPlan('cancelPlan'),
      resumePlan: linksUserPlan('resumePlan'),
      requestRefund: invalidates('refundOptions', 'coinPurchases'),
      // The unopened episodes are locked again: the Unlocked shelf loses them.
      requestWithdrawal: invalidates('refundOptions', 'usageHistory', 'libraryUnlocked'),
    },
  },
};
