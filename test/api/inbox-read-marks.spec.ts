import pg from 'pg';
import { FakeClock, HOUR, MINUTE } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { catalogId } from '../../services/server/src/modules/catalog/catalog.ids.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { openSubscription, userData } from './inbox-fixtures.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
const at = (ms: number) => new Date(clock.now().getTime() + ms).toISOString();
let t: TestApp;
let db: pg.Pool;
const past = catalogId('notification', 'n-past');
const older = catalogId('notification', 'n-older');
const soon = catalogId('notification', 'n-soon');
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  ({ t } = await startWithMiniCatalog(import.meta.url, {
    clock,
    extend: (doc) => {
      (doc as Record<string, unknown>).notifications = [
        { key: 'n-older', title: 'Older', message: 'From before', schedule: at(-2 * HOUR) },
        { key: 'n-past', title: 'Hello', message: 'Welcome', schedule: at(-MINUTE) },
        { key: 'n-soon', title: 'Soon', message: 'Later today', schedule: at(HOUR) },
      ];
    },
  }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
});
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const marks = async (userId: string) =>
  (await db.query('SELECT notification_id FROM public.inbox_read_marks WHERE user_id = $1', [userId])).rows.map((r) => r.notification_id);
const read = (r: { userId: string; token: string }, notificationId: string, userId = r.userId) =>
  t.request('POST', '/api/user-read-notification', { token: r.token, body: { userId, notificationId } });

describe('notifications: listed once due, unread first', () => {
  it('a visitor sees the due catalog notifications, newest first, and none before its schedule', async () => {
    const res = await t.request('GET', '/api/get-user-notification');
    expect(res.status).toBe(200);
    expect(res.body.userNotification.map((n: { title: string }) => n.title)).toEqual(['Hello', 'Older']);
    expect((await t.request('GET', `/api/get-user-notification-data/${soon}`)).status).toBe(404);
  });

  it('a reader sees them with read marks; the badge counts the unread ones (REST and GraphQL)', async () => {
    const r = await newReader(t);
    const list = (await t.request('GET', '/api/get-user-notification', { token: r.token })).body.userNotification;
    expect(list.map((n: { title: string; isRead: boolean }) => [n.title, n.isRead])).toEqual([
      ['Hello', false],
      ['Older', false],
    ]);
    expect((await userData(t, r)).user.unreadNotification).toBe(2);
    expect((await t.graphql('{ unreadCount }', {}, r.token)).body.data.unreadCount).toBe(2);

    expect((await read(r, older)).body).toMatchObject({ success: true, message: 'Notification read', unread: 1 });
    const after = (await t.request('GET', '/api/get-user-notification', { token: r.token })).body.userNotification;
    // Unread first, then read.
    expect(after.map((n: { title: string; isRead: boolean }) => [n.title, n.isRead])).toEqual([
      ['Hello', false],
      ['Older', true],
    ]);
    const page = (await t.graphql('{ inboxNotifications(page: 1, pageSize: 10) { total unread items { id title read } } }', {}, r.token))
      .body.data.inboxNotifications;
    expect(page).toMatchObject({ total: 2, unread: 1 });
    expect(page.items.map((n: { title: string; read: boolean }) => [n.title, n.read])).toEqual([
      ['Hello', false],
      ['Older', true],
    ]);
    expect((await userData(t, r)).user.unreadNotification).toBe(1);
  });
});

describe('read marks', () => {
  it('marking is idempotent: the second time changes nothing', async () => {
    const r = await newReader(t);
    expect((await read(r, past)).status).toBe(200);
    expect((await read(r, past)).status).toBe(200);
    expect(await marks(r.userId)).toEqual([past]);
    const got = (await t.request('GET', `/api/get-user-read-notification/${r.userId}`, { token: r.token })).body;
    expect(got.success).toBe(true);
    expect(got.userReadNotification.map((m: { notificationId: string }) => m.notificationId)).toEqual([past]);
    const again = await t.graphql(
      'mutation($n: ID!) { markNotificationRead(notificationId: $n) { message changed unread } }',
      { n: past },
      r.token,
    );
    expect(again.body.data.markNotificationRead).toEqual({ message: 'Notification read', changed: false, unread: 1 });
  });

  it('an unknown or not-yet-due notification is 404 and nothing is recorded; once due it can be read', async () => {
    const r = await newReader(t);
    for (const id of [soon, UNKNOWN, 'nope']) {
      const res = await read(r, id);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'INBOX.NOTIFICATION_NOT_FOUND' });
    }
    expect(await marks(r.userId)).toEqual([]);
    expect((await userData(t, r)).user.unreadNotification).toBe(2);
    clock.advance(HOUR);
    try {
      expect((await userData(t, r)).user.unreadNotification).toBe(3);
      expect((await t.request('GET', `/api/get-user-notification-data/${soon}`, { token: r.token })).body.userNotification).toMatchObject({
        title: 'Soon',
        isRead: false,
      });
      expect((await read(r, soon)).body.unread).toBe(2);
      expect((await t.request('GET', `/api/get-user-notification-data/${soon}`, { token: r.token })).body.userNotification).toMatchObject({
        isRead: true,
      });
    } finally {
      clock.advance(-HOUR);
    }
  });

  it("another reader's id → 403 and nothing moves", async () => {
    const a = await newReader(t);
    const b = await newReader(t);
    const res = await read(a, past, b.userId);
    expect(res.status).toBe(403);
    expect(await marks(a.userId)).toEqual([]);
    expect(await marks(b.userId)).toEqual([]);
    expect((await t.request('GET', `/api/get-user-read-notification/${b.userId}`, { token: a.token })).status).toBe(403);
    expect((await t.request('POST', '/api/user-read-notification', { body: { userId: a.userId, notificationId: past } })).status).toBe(401);
  });

  it('REST and GraphQL refuse the same way', async () => {
    const r = await newReader(t);
    const rest = await read(r, soon);
    const gql = await t.graphql('mutation($n: ID!) { markNotificationRead(notificationId: $n) { unread } }', { n: soon }, r.token);
    expect(gql.body.errors[0].extensions.code).toBe(rest.body.code);
    expect(gql.body.errors[0].message).toBe(rest.body.message);
    const restOne = await t.request('GET', `/api/get-user-notification-data/${UNKNOWN}`, { token: r.token });
    const gqlOne = await t.graphql('query($n: ID!) { inboxNotification(id: $n) { id } }', { n: UNKNOWN }, r.token);
    expect(restOne.status).toBe(404);
    expect(gqlOne.body.errors[0].extensions.code).toBe(restOne.body.code);
  });
});

describe('the badge over SSE', () => {
  it('pushes the count at once, and again when the reader reads one on another page', async () => {
    const r = await newReader(t);
    const page = await openSubscription(t, r.token, 'subscription { notificationBadge { unread } }');
    try {
      expect(await page.next()).toEqual({ notificationBadge: { unread: 2 } });
      await read(r, past);
      expect(await page.next()).toEqual({ notificationBadge: { unread: 1 } });
    } finally {
      await page.close();
    }
  });
});
