// My Library shelves over GraphQL (docs/product.md Library): Subscribed, Recent (with Edit → Delete) and
// Unlocked, paginated, with the Manga / Vender filter. Types are generated from the schema (src/gql).
import { graphql } from '../../../gql/index.js';
import type { LibraryFilter, LibraryRecentQuery, LibrarySubscribedQuery, LibraryUnlockedQuery } from '../../../gql/graphql.js';

export type { LibraryFilter };
export type SubscribedEntry = LibrarySubscribedQuery['librarySubscribed']['items'][number];
export type RecentEntry = LibraryRecentQuery['libraryRecent']['items'][number];
export type UnlockedEntry = LibraryUnlockedQuery['libraryUnlocked']['items'][number];

/** Read again when a comic's bell is turned on or off (library-cache.ts). */
export const LIBRARY_SUBSCRIBED = graphql(`
  query LibrarySubscribed($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {
    librarySubscribed(page: $page, pageSize: $pageSize, filter: $filter) {
      total page pageSize
      items { comic { id slug title genre thumbnail coverImage teamAssignment } latestEpisodeNumber latestReleaseDate }
    }
  }
`);

export const LIBRARY_RECENT = graphql(`
  query LibraryRecent($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {
    libraryRecent(page: $page, pageSize: $pageSize, filter: $filter) {
      total page pageSize
      items { id comic { id slug title genre thumbnail coverImage teamAssignment } episodeId episodeNumber percentage completed readAt }
    }
  }
`);

/**
 * Only what the shelf shows (the owned count, each pass's episode and expiry): the operation cost
 * counts each nested list at its declared maximum, so every field selected inside one counts many
 * times over (test/api/graphql-hardening.spec.ts).
 */
export const LIBRARY_UNLOCKED = graphql(`
  query LibraryUnlocked($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {
    libraryUnlocked(page: $page, pageSize: $pageSize, filter: $filter) {
      total page pageSize
      items {
        comic { id slug title genre thumbnail coverImage teamAssignment }
        episodes { episodeId }
        rentals { episodeId episodeNumber expiresAt }
      }
    }
  }
`);

export const DELETE_READING_HISTORY = graphql(`
  mutation DeleteReadingHistory($comicIds: [ID!]!) { deleteReadingHistory(comicIds: $comicIds) { message remaining } }
`);
