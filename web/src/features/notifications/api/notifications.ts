// Notifications over GraphQL: the reader's list (unread first), one notification, marking it
// read, and the unread count of the header badge (spec §7 get-user-notification,
// get-user-notification-data, user-read-notification).
import { gql } from 'urql';

export interface InboxNotification {
  id: string; kind: 'event' | 'new_episode' | 'now_free'; title: string; message: string; schedule: string;
  comicId: string | null; comicSlug: string | null; comicTitle: string | null; episodeId: string | null; episodeNumber: number | null;
  read: boolean; readAt: string | null;
}

const FIELDS = 'id kind title message schedule comicId comicSlug comicTitle episodeId episodeNumber read readAt';

export const INBOX_NOTIFICATIONS = gql<{ inboxNotifications: { items: InboxNotification[]; total: number; unread: number; page: number; pageSize: number } }, { page: number; pageSize: number }>`
  query InboxNotifications($page: Int!, $pageSize: Int!) { inboxNotifications(page: $page, pageSize: $pageSize) { total unread page pageSize items { ${FIELDS} } } }
`;

export const INBOX_NOTIFICATION = gql<{ inboxNotification: InboxNotification }, { id: string }>`
  query InboxNotification($id: ID!) { inboxNotification(id: $id) { ${FIELDS} } }
`;

export const MARK_NOTIFICATION_READ = gql<{ markNotificationRead: { message: string; changed: boolean; unread: number } }, { notificationId: string }>`
  mutation MarkNotificationRead($notificationId: ID!) { markNotificationRead(notificationId: $notificationId) { message changed unread } }
`;

export const UNREAD_COUNT = gql<{ unreadNotificationCount: number }>`
  query UnreadNotificationCount { unreadNotificationCount }
`;

/** The link a notification opens: its episode, else its comic, else nothing. */
export function notificationTarget(n: Pick<InboxNotification, 'comicSlug' | 'episodeNumber'>): string | null {
  if (!n.comicSlug) return null;
  return n.episodeNumber != null ? `/comic/${encodeURIComponent(n.comicSlug)}/${n.episodeNumber}` : `/comic/${encodeURIComponent(n.comicSlug)}`;
}
