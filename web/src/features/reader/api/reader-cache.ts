// What opening an episode changes in the GraphQL cache (lib/graphql-cache.ts), whichever screen
// sends the openEpisode command (the reader, or the comic page spending a rental pass). An opened
// episode of a withdrawable unlock-all is kept, so what may be withdrawn changes. A pass it started
// is in use from now on: the claimed gifts (the user data's), the Unlocked shelf's passes and the
// expiration dates are read again. The episode itself is not: the reader on screen asks again
// only when the server held its pages back until the opening (use-episode-opening.ts).
import type { OpenEpisodeMutation } from '../../../gql/graphql.js';
import { invalidateQueryFields } from '../../../lib/graphql-cache.js';
import type { GraphcacheConfig } from '../../../lib/graphql-client.js';

export const readerCache: GraphcacheConfig = {
  updates: {
    Mutation: {
      openEpisode: (result, _args, cache) => {
        invalidateQueryFields(cache, 'refundOptions');
        if ((result as unknown as OpenEpisodeMutation).openEpisode.passStarted)
          invalidateQueryFields(cache, 'giftBox', 'libraryUnlocked', 'expirations');
      },
    },
  },
};
