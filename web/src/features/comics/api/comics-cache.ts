// What the comic page's mutations change in the GraphQL cache (lib/graphql-cache.ts). A purchase
// or an unlock-all answers the wallet, which updates itself (the reader's one Balance:
// api/user-data-cache.ts); it also changes the Unlocked shelf, which the episode labels read
// (purchased.ts), and an unlock-all what may be withdrawn: those are read again. The bell's
// toggle answers its new state, written into the bell (the Subscribed shelf it changes:
// features/library/api/library-cache.ts).
import type { ToggleComicBellMutation } from '../../../gql/graphql.js';
import { invalidates } from '../../../lib/graphql-cache.js';
import type { GraphcacheConfig } from '../../../lib/graphql-client.js';
import { COMIC_BELL } from './comic-bell.js';

export const comicsCache: GraphcacheConfig = {
  updates: {
    Mutation: {
      purchaseEpisode: invalidates('libraryUnlocked'),
      unlockAll: invalidates('libraryUnlocked', 'refundOptions'),
      toggleComicBell: (result, _args, cache) => {
        const { comicId, subscribed } = (result as unknown as ToggleComicBellMutation).toggleComicBell;
        cache.updateQuery({ query: COMIC_BELL.toString(), variables: { comicId } }, () => ({ comicBell: subscribed }));
      },
    },
  },
};
