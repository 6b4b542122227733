// Cache keys of My Library shelves that other features change without showing them: turning a
// comic's bell on or off (comic page) changes the Subscribed shelf. The key is the shelf query's
// `graphqlKey(LIBRARY_SUBSCRIBED)` (lib/graphql.ts): every page and filter of it.
export const SUBSCRIBED_SHELF_KEY = ['graphql', 'LibrarySubscribed'] as const;
