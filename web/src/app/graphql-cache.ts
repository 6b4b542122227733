// What the features' mutations change in the GraphQL cache, in one config (lib/graphql-cache.ts),
// with the schema's types that are kept embedded (lib/graphql-keys.ts); a feature's own key for
// one of those (the reader's one balance) comes after and wins.
import { mergeCacheConfigs } from '../lib/graphql-cache.js';
import { embeddedKeys } from '../lib/graphql-keys.js';
import { comicEngagementCache } from '../api/comic-engagement-cache.js';
import { userDataCache } from '../api/user-data-cache.js';
import { accountCache } from '../features/account/api/account-cache.js';
import { comicsCache } from '../features/comics/api/comics-cache.js';
import { commentsCache } from '../features/comments/api/comments-cache.js';
import { giftsCache } from '../features/gifts/api/gifts-cache.js';
import { libraryCache } from '../features/library/api/library-cache.js';
import { notificationsCache } from '../features/notifications/api/notifications-cache.js';
import { readerCache } from '../features/reader/api/reader-cache.js';

export const graphcacheConfig = mergeCacheConfigs(
  { keys: embeddedKeys },
  userDataCache,
  comicEngagementCache,
  accountCache,
  comicsCache,
  commentsCache,
  giftsCache,
  libraryCache,
  notificationsCache,
  readerCache,
);
