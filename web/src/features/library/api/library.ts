// My Library shelves over GraphQL (spec §2 Library): Subscribed, Recent (with Edit → Delete) and
// Unlocked, paginated, with the Manga / Vender filter.
import { gql } from 'urql';

export type LibraryFilter = 'all' | 'manga' | 'vendor';
interface ShelfComic { id: string; slug: string; title: string; genre: string; thumbnail: string; coverImage: string; teamAssignment: string | null }
interface Page<T> { items: T[]; total: number; page: number; pageSize: number }
type Vars = { page: number; pageSize: number; filter: LibraryFilter };

const COMIC = 'comic { id slug title genre thumbnail coverImage teamAssignment }';

export interface SubscribedEntry { comic: ShelfComic; latestEpisodeNumber: number | null; latestReleaseDate: string | null }
export const LIBRARY_SUBSCRIBED = gql<{ librarySubscribed: Page<SubscribedEntry> }, Vars>`
  query LibrarySubscribed($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {
    librarySubscribed(page: $page, pageSize: $pageSize, filter: $filter) { total page pageSize items { ${COMIC} latestEpisodeNumber latestReleaseDate } }
  }
`;

export interface RecentEntry { id: string; comic: ShelfComic; episodeId: string; episodeNumber: number | null; percentage: number; completed: boolean; readAt: string }
export const LIBRARY_RECENT = gql<{ libraryRecent: Page<RecentEntry> }, Vars>`
  query LibraryRecent($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {
    libraryRecent(page: $page, pageSize: $pageSize, filter: $filter) { total page pageSize items { id ${COMIC} episodeId episodeNumber percentage completed readAt } }
  }
`;

export interface UnlockedEntry {
  comic: ShelfComic;
  episodes: Array<{ episodeId: string; episodeNumber: number; title: string; via: string }>;
  rentals: Array<{ episodeId: string; episodeNumber: number; title: string; expiresAt: string; used: boolean }>;
}
export const LIBRARY_UNLOCKED = gql<{ libraryUnlocked: Page<UnlockedEntry> }, Vars>`
  query LibraryUnlocked($page: Int!, $pageSize: Int!, $filter: LibraryFilter!) {
    libraryUnlocked(page: $page, pageSize: $pageSize, filter: $filter) { total page pageSize items { ${COMIC} episodes { episodeId episodeNumber title via } rentals { episodeId episodeNumber title expiresAt used } } }
  }
`;

export const DELETE_READ_HISTORY = gql<{ deleteReadHistory: { message: string; remaining: number } }, { comicIds: string[] }>`
  mutation DeleteReadHistory($comicIds: [ID!]!) { deleteReadHistory(comicIds: $comicIds) { message remaining } }
`;
