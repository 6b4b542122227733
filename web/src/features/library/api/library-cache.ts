// What changes My Library's shelves in the cache (lib/graphql-cache.ts): deleting reading history
// changes Recent (here, and home's Recently Read, the same shelf); turning a comic's bell on or off
// (comic page) changes Subscribed. Every page and filter of the shelf is read again.
import { invalidates } from '../../../lib/graphql-cache.js';
import type { GraphcacheConfig } from '../../../lib/graphql-client.js';

export const libraryCache: GraphcacheConfig = {
  updates: {
    Mutation: {
      deleteReadingHistory: invalidates('libraryRecent'),
      toggleComicBell: invalidates('librarySubscribed'),
    },
  },
};
