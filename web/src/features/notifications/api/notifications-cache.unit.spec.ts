// Marking a notification read, with the notifications' cache config: the badge's count becomes the
// one the server answered without asking for it, and the list and the notification are asked again.
// A real urql client with Graphcache, answered by a fake server.
import { describe, expect, test } from '@jest/globals';
import { fakeGraphqlServer } from '../../../lib/testing/fake-graphql-server.js';
import type { UnreadCountQuery } from '../../../gql/graphql.js';
import { notificationsCache } from './notifications-cache.js';
import { INBOX_NOTIFICATION, INBOX_NOTIFICATIONS, MARK_NOTIFICATION_READ, UNREAD_COUNT } from './notifications.js';

const notification = {
  __typename: 'InboxNotification',
  id: 'n1',
  kind: 'event',
  title: 'Hello',
  message: 'A message',
  schedule: '2024-01-01T00:00:00Z',
  comicId: null,
  comicSlug: null,
  comicTitle: null,
  episodeId: null,
  episodeNumber: null,
  read: false,
  readAt: null,
};
const answers: Record<string, object> = {
  UnreadCount: { unreadCount: 3 },
  InboxNotifications: {
    inboxNotifications: { __typename: 'InboxNotificationPage', total: 1, unread: 3, page: 1, pageSize: 20, items: [notification] },
  },
  InboxNotification: { inboxNotification: notification },
  MarkNotificationRead: { markNotificationRead: { __typename: 'MarkNotificationReadResult', message: 'ok', changed: true, unread: 2 } },
};

const fakeServer = () => fakeGraphqlServer(answers, notificationsCache);

const settle = () => new Promise((r) => setTimeout(r, 50));

describe('notifications cache config', () => {
  test('marking one read sets the badge from the answer and asks the list and the notification again', async () => {
    const { client, asked } = fakeServer();
    let count: number | undefined;
    const subs = [
      client.query<UnreadCountQuery>(UNREAD_COUNT.toString(), {}).subscribe((r) => {
        count = r.data?.unreadCount;
      }),
      client.query(INBOX_NOTIFICATIONS.toString(), { page: 1, pageSize: 20 }).subscribe(() => undefined),
      client.query(INBOX_NOTIFICATION.toString(), { id: 'n1' }).subscribe(() => undefined),
    ];
    await settle();
    expect(count).toBe(3);
    asked.length = 0;
    await client.mutation(MARK_NOTIFICATION_READ.toString(), { notificationId: 'n1' }).toPromise();
    await settle();
    for (const s of subs) s.unsubscribe();
    expect(count).toBe(2);
    expect(asked.sort()).toEqual(['InboxNotification', 'InboxNotifications', 'MarkNotificationRead']);
  });
});
