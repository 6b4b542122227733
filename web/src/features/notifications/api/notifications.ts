// Notifications over GraphQL: the reader's list (unread first), one notification, marking it
// read, and the unread count of the header badge (docs/product.md, The REST calls get-user-notification,
// get-user-notification-data, user-read-notification). Types are generated from the schema (src/gql).
import { graphql } from '../../../gql/index.js';
import type { InboxNotificationQuery } from '../../../gql/graphql.js';

export type InboxNotification = InboxNotificationQuery['inboxNotification'];

export const INBOX_NOTIFICATIONS = graphql(`
  query InboxNotifications($page: Int!, $pageSize: Int!) {
    inboxNotifications(page: $page, pageSize: $pageSize) {
      total unread page pageSize
      items { id kind title message schedule comicId comicSlug comicTitle episodeId episodeNumber read readAt }
    }
  }
`);

export const INBOX_NOTIFICATION = graphql(`
  query InboxNotification($id: ID!) {
    inboxNotification(id: $id) { id kind title message schedule comicId comicSlug comicTitle episodeId episodeNumber read readAt }
  }
`);

export const MARK_NOTIFICATION_READ = graphql(`
  mutation MarkNotificationRead($notificationId: ID!) { markNotificationRead(notificationId: $notificationId) { message changed unread } }
`);

/** The badge's count; the badge stream (badge-stream.ts) has it asked again when it changes. */
export const UNREAD_COUNT = graphql(`
  query UnreadCount { unreadCount }
`);

/** The link a notification opens: its episode, else its comic, else nothing. */
export function notificationTarget(n: Pick<InboxNotification, 'comicSlug' | 'episodeNumber'>): string | null {
  if (!n.comicSlug) return null;
  return n.episodeNumber != null
    ? `/comic/${encodeURIComponent(n.comicSlug)}/${n.episodeNumber}`
    : `/comic/${encodeURIComponent(n.comicSlug)}`;
}
