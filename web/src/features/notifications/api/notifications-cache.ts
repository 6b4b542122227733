// What marking a notification read changes in the cache (lib/graphql-cache.ts): the badge takes
// the unread count the server answers at once; the notification and the list (unread first) are
// read again.
import type { MarkNotificationReadMutation, MarkNotificationReadMutationVariables, UnreadCountQuery } from '../../../gql/graphql.js';
import { invalidateQueryFields } from '../../../lib/graphql-cache.js';
import type { GraphcacheConfig } from '../../../lib/graphql-client.js';
import { UNREAD_COUNT } from './notifications.js';

export const notificationsCache: GraphcacheConfig = {
  updates: {
    Mutation: {
      markNotificationRead: (result, args, cache) => {
        const { unread } = (result as unknown as MarkNotificationReadMutation).markNotificationRead;
        const { notificationId } = args as MarkNotificationReadMutationVariables;
        cache.updateQuery<UnreadCountQuery>({ query: UNREAD_COUNT.toString() }, () => ({ unreadCount: unread }));
        cache.invalidate({ __typename: 'InboxNotification', id: notificationId });
        invalidateQueryFields(cache, 'inboxNotifications');
      },
    },
  },
};
