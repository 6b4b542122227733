import pg from 'pg';
import { CommandBus } from '@nestjs/cqrs';
import { FakeClock, HOUR } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { DeliverPushCommand, PlanNotificationsCommand } from '../../services/server/src/modules/inbox/index.js';
import { fakeBrowserKeys, startFakePushService, verifyVapid, type FakePushService } from '../fakes/fake-push-service.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { waitFor } from './inbox-fixtures.js';

const T0 = new Date('2026-06-01T12:00:00.000Z');
const clock = new FakeClock(T0);
let t: TestApp;
let db: pg.Pool;
let push: FakePushService;
let mini: Awaited<ReturnType<typeof miniCatalog>>;
type Reader = Awaited<ReturnType<typeof newReader>>;
/** Both have the mini comic's bell; `quiet` turned "Subscribed Title Notifications" off. */
let reader: Reader, quiet: Reader, other: Reader;

beforeAll(async () => {
  push = await startFakePushService();
  ({ t } = await startWithMiniCatalog(import.meta.url, { clock, env: { WEB_PUSH_ALLOWED_ORIGINS: push.origin } }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
  mini = await miniCatalog(T0);
  await t.app.get(CommandBus).execute(new PlanNotificationsCommand()); // what is live now is not news
  [reader, quiet, other] = await Promise.all(['Pushy', 'Quiet', 'Other'].map((n) => newReader(t, n)));
  for (const r of [reader, quiet]) {
    expect(
      (await t.request('POST', '/api/user-comic-notification', { token: r.token, body: { comicId: mini.ids.comic } })).body.subscribed,
    ).toBe(true);
  }
  expect(
    (
      await t.request('POST', '/api/update-user-setting', {
        token: quiet.token,
        body: { userId: quiet.userId, subscribeNotification: false },
      })
    ).body.success,
  ).toBe(true);
});
afterAll(async () => {
  await db?.end();
  await t?.close();
  await push?.close();
});

const subscription = (device: string, keys = fakeBrowserKeys().keys) => ({ endpoint: push.endpoint(device), keys, expirationTime: null });
const subscribe = (r: Reader, body: unknown) => t.request('POST', '/api/subscribe-push', { token: r.token, body });
const rows = async (userId: string) =>
  (await db.query('SELECT endpoint FROM public.inbox_push_subscriptions WHERE user_id = $1 ORDER BY endpoint', [userId])).rows.map(
    (x) => x.endpoint,
  );
const episode = (key: string, n: number) => ({
  key,
  comic: 'mini',
  title: `Title ${n}`,
  episodeNumber: n,
  coverImage: 'art.png',
  description: '',
  monetization: 'coin',
  coinPrice: 6,
  releaseDate: new Date(clock.now().getTime() - HOUR).toISOString(),
  status: 'publish',
  content: [{ image: 'art.png', sequence: 1 }],
});
/** Publishes an episode and waits until its fan-out and push jobs have both finished. */
async function release(key: string, n: number): Promise<string> {
  await t.app.get(CatalogImportService).importDocument({ episodes: [episode(key, n)] }, mini.dir);
  await t.app.get(CommandBus).execute(new PlanNotificationsCommand());
  const {
    rows: [a],
  } = await db.query(
    'SELECT a.id FROM public.inbox_announcements a JOIN public.catalog_episodes e ON e.id = a.episode_id WHERE e.episode_number = $1',
    [n],
  );
  await waitFor(
    async () => (await db.query('SELECT status FROM public.scheduled_jobs WHERE job_id = $1', [`inbox.push:${a.id}`])).rows[0]?.status,
    (s) => s === 'done' || s === 'failed',
  );
  return a.id;
}

describe('the VAPID key', () => {
  it('is made at first start, kept in the database and given out over REST and GraphQL alike', async () => {
    const rest = await t.request('GET', '/api/get-push-key');
    expect(rest.status).toBe(200);
    expect(rest.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect((await t.graphql('{ pushKey }')).body.data.pushKey).toBe(rest.body.publicKey);
    const {
      rows: [row],
    } = await db.query("SELECT value FROM public.inbox_secrets WHERE name = 'vapid-keys'");
    expect(JSON.parse(row.value)).toMatchObject({
      publicKey: rest.body.publicKey,
      privateKey: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
  });
});

describe('subscribing a browser', () => {
  it('needs a login, and only for oneself', async () => {
    expect((await t.request('POST', '/api/subscribe-push', { body: subscription('anon') })).status).toBe(401);
    const res = await subscribe(reader, { ...subscription('someone'), userId: other.userId });
    expect(res.status).toBe(403);
    expect(await rows(other.userId)).toEqual([]);
    expect(await rows(reader.userId)).toEqual([]);
  });

  it('refuses endpoints outside the push services, malformed keys and oversized input, recording nothing', async () => {
    const cases: Array<[unknown, number, string]> = [
      [{ ...subscription('x'), endpoint: 'http://169.254.169.254/latest/meta-data' }, 400, 'INBOX.PUSH_ENDPOINT_NOT_ALLOWED'],
      [{ ...subscription('x'), endpoint: 'https://fcm.googleapis.com.evil.example/fcm/send/abc' }, 400, 'INBOX.PUSH_ENDPOINT_NOT_ALLOWED'],
      [{ ...subscription('x'), endpoint: 'https://user:pw@fcm.googleapis.com/fcm/send/abc' }, 400, 'INBOX.PUSH_ENDPOINT_NOT_ALLOWED'],
      [{ ...subscription('x'), endpoint: 'not a url' }, 400, 'INBOX.PUSH_ENDPOINT_NOT_ALLOWED'],
      [{ ...subscription('x'), endpoint: `${push.endpoint('x')}${'a'.repeat(2100)}` }, 400, 'VALIDATION'],
      [{ ...subscription('x'), keys: { p256dh: 'AAAA', auth: fakeBrowserKeys().keys.auth } }, 400, 'VALIDATION'],
      [{ ...subscription('x'), keys: { p256dh: fakeBrowserKeys().keys.p256dh, auth: 'not base64url!' } }, 400, 'VALIDATION'],
      [{ endpoint: push.endpoint('x') }, 400, 'VALIDATION'],
      [{ ...subscription('x'), padding: 'x'.repeat(1_100_000) }, 413, ''],
    ];
    for (const [body, status, code] of cases) {
      const res = await subscribe(reader, body);
      expect([res.status, res.body.success]).toEqual([status, false]);
      if (code) expect(res.body.code).toBe(code);
    }
    expect(await rows(reader.userId)).toEqual([]);
    // The well-known services pass the check (nothing is sent to them here).
    expect((await subscribe(other, { ...subscription('x'), endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' })).status).toBe(200);
    expect(
      (await subscribe(other, { ...subscription('x'), endpoint: 'https://updates.push.services.mozilla.com/wpush/v2/gAAA' })).status,
    ).toBe(200);
    expect(await rows(other.userId)).toHaveLength(2);
  });

  it('subscribes over REST and GraphQL; the same browser again updates its keys', async () => {
    const first = await subscribe(reader, subscription('phone'));
    expect(first.body).toEqual({ success: true, message: 'Browser notifications on', subscribed: true, devices: 1 });
    expect((await subscribe(reader, subscription('phone'))).body.devices).toBe(1);
    const keys = fakeBrowserKeys().keys;
    const gql = await t.graphql(
      'mutation($input: PushSubscriptionInput!) { subscribePush(input: $input) { subscribed devices message } }',
      { input: { endpoint: push.endpoint('laptop'), p256dh: keys.p256dh, auth: keys.auth } },
      reader.token,
    );
    expect(gql.body.data.subscribePush).toEqual({ subscribed: true, devices: 2, message: 'Browser notifications on' });
    const bad = await t.graphql(
      'mutation($input: PushSubscriptionInput!) { subscribePush(input: $input) { devices } }',
      { input: { endpoint: 'https://example.com/push', p256dh: keys.p256dh, auth: keys.auth } },
      reader.token,
    );
    expect(bad.body.errors[0].extensions.code).toBe('INBOX.PUSH_ENDPOINT_NOT_ALLOWED');
    expect(await rows(reader.userId)).toEqual([push.endpoint('laptop'), push.endpoint('phone')]);
  });
});

describe('delivery', () => {
  let phone: ReturnType<typeof fakeBrowserKeys>;
  let quietPhone: ReturnType<typeof fakeBrowserKeys>;

  beforeAll(async () => {
    phone = fakeBrowserKeys();
    quietPhone = fakeBrowserKeys();
    await subscribe(reader, subscription('phone', phone.keys));
    await subscribe(quiet, subscription('quiet-phone', quietPhone.keys));
    push.answer('laptop', 410); // that browser dropped its subscription
  });

  it("a new episode is pushed, encrypted for the browser and signed with the server's VAPID key; the setting decides", async () => {
    await release('ep-push-1', 60);
    const got = push.received.filter((p) => p.device === 'phone');
    expect(got).toHaveLength(1);
    const p = got[0]!;
    expect(p.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(p.headers.ttl)).toBe(86400);
    const { publicKey, claims } = verifyVapid(p.headers.authorization, push.origin);
    expect(publicKey).toBe((await t.request('GET', '/api/get-push-key')).body.publicKey);
    expect(claims.sub).toBe('mailto:no-reply@localhost');
    const message = JSON.parse(phone.decrypt(p.body));
    const id = (await t.request('GET', '/api/get-user-notification', { token: reader.token })).body.userNotification.find(
      (n: { episodeNumber: number }) => n.episodeNumber === 60,
    ).id;
    expect(message).toEqual({
      id,
      title: 'New episode: Mini Comic',
      body: 'Episode 60 "Title 60" is out now.',
      url: `/notitfication-view/${id}`,
    });
    // The wrong keys cannot read it.
    expect(() => quietPhone.decrypt(p.body)).toThrow();
    // "Subscribed Title Notifications" off: no notification, so no push.
    expect(push.received.filter((x) => x.device === 'quiet-phone')).toEqual([]);
  });

  it('a subscription the push service says is gone (410) is removed', async () => {
    expect(await rows(reader.userId)).toEqual([push.endpoint('phone')]);
  });

  it('a re-run pushes nothing twice; a push the service could not take is retried until it is', async () => {
    const announcement = await release('ep-push-2', 61);
    expect(push.received.filter((p) => p.device === 'phone')).toHaveLength(2);
    expect(await t.app.get(CommandBus).execute(new DeliverPushCommand(announcement))).toMatchObject({ sent: 0, retry: 0 });
    expect(push.received.filter((p) => p.device === 'phone')).toHaveLength(2);

    push.answer('phone', 503, 201);
    const before = push.received.length;
    const third = await release('ep-push-3', 62); // the job fails once, and its retry delivers
    const after = push.received.slice(before).filter((p) => p.device === 'phone');
    expect(after).toHaveLength(1);
    expect(JSON.parse(phone.decrypt(after[0]!.body)).body).toBe('Episode 62 "Title 62" is out now.');
    const {
      rows: [job],
    } = await db.query('SELECT status, attempts_made FROM public.scheduled_jobs WHERE job_id = $1', [`inbox.push:${third}`]);
    expect(job).toEqual({ status: 'done', attempts_made: 2 });
  });

  it("a reader whose language is Mongolian is pushed in Mongolian, with the comic's Mongolian title; the others still in English", async () => {
    const mongolian = await newReader(t, 'Mongol');
    expect(
      (await t.request('POST', '/api/user-comic-notification', { token: mongolian.token, body: { comicId: mini.ids.comic } })).body
        .subscribed,
    ).toBe(true);
    expect(
      (
        await t.request('POST', '/api/update-user-setting', {
          token: mongolian.token,
          body: { userId: mongolian.userId, language: 'mongolian' },
        })
      ).body.success,
    ).toBe(true);
    const tablet = fakeBrowserKeys();
    await subscribe(mongolian, subscription('mn-tablet', tablet.keys));
    await t.app
      .get(CatalogImportService)
      .importDocument({ comics: [{ ...mini.doc.comics[0], translations: { mn: { title: 'Бяцхан комик' } } }] }, mini.dir);

    await release('ep-push-mn', 64);
    const [mn] = push.received.filter((p) => p.device === 'mn-tablet');
    const id = (await t.request('GET', '/api/get-user-notification', { token: mongolian.token })).body.userNotification.find(
      (n: { episodeNumber: number }) => n.episodeNumber === 64,
    ).id;
    expect(JSON.parse(tablet.decrypt(mn!.body))).toEqual({
      id,
      title: 'Шинэ анги: Бяцхан комик',
      body: '64-р анги гарлаа.',
      url: `/notitfication-view/${id}`,
    });
    const en = push.received.filter((p) => p.device === 'phone').at(-1)!;
    expect(JSON.parse(phone.decrypt(en.body))).toMatchObject({
      title: 'New episode: Mini Comic',
      body: 'Episode 64 "Title 64" is out now.',
    });
    expect(
      (await t.request('POST', '/api/unsubscribe-push', { token: mongolian.token, body: { endpoint: push.endpoint('mn-tablet') } })).body
        .subscribed,
    ).toBe(false);
  });
});

describe('unsubscribing', () => {
  it("a browser's endpoint has one owner: another reader's subscribe is refused until the first turns it off", async () => {
    const first = await newReader(t, 'Shared A');
    const second = await newReader(t, 'Shared B');
    expect((await subscribe(first, subscription('shared-laptop'))).status).toBe(200);
    const refused = await subscribe(second, subscription('shared-laptop'));
    expect([refused.status, refused.body.code]).toEqual([409, 'INBOX.PUSH_ENDPOINT_TAKEN']);
    const keys = fakeBrowserKeys().keys;
    const viaGql = await t.graphql(
      'mutation($input: PushSubscriptionInput!) { subscribePush(input: $input) { devices } }',
      { input: { endpoint: push.endpoint('shared-laptop'), p256dh: keys.p256dh, auth: keys.auth } },
      second.token,
    );
    expect(viaGql.body.errors[0].extensions.code).toBe('INBOX.PUSH_ENDPOINT_TAKEN');
    expect(await rows(first.userId)).toEqual([push.endpoint('shared-laptop')]);
    expect(await rows(second.userId)).toEqual([]);
    // The owner again only refreshes its keys; once they turn it off, the other reader may take it.
    expect((await subscribe(first, subscription('shared-laptop'))).status).toBe(200);
    expect(
      (await t.request('POST', '/api/unsubscribe-push', { token: first.token, body: { endpoint: push.endpoint('shared-laptop') } })).status,
    ).toBe(200);
    expect((await subscribe(second, subscription('shared-laptop'))).status).toBe(200);
    expect(await rows(second.userId)).toEqual([push.endpoint('shared-laptop')]);
    // Two readers at once: one gets it.
    const [x, y] = await Promise.all([subscribe(first, subscription('race')), subscribe(quiet, subscription('race'))]);
    expect([x.status, y.status].sort()).toEqual([200, 409]);
  });

  it("another reader's or an unknown endpoint is 404 and nothing changes; the reader's own is removed and gets no more pushes", async () => {
    await subscribe(other, subscription('others-tablet'));
    const theirs = await t.request('POST', '/api/unsubscribe-push', {
      token: reader.token,
      body: { endpoint: push.endpoint('others-tablet') },
    });
    expect([theirs.status, theirs.body.code]).toEqual([404, 'INBOX.PUSH_SUBSCRIPTION_NOT_FOUND']);
    expect(await rows(other.userId)).toContain(push.endpoint('others-tablet'));
    expect(
      (
        await t.request('POST', '/api/unsubscribe-push', {
          token: reader.token,
          body: { userId: other.userId, endpoint: push.endpoint('others-tablet') },
        })
      ).status,
    ).toBe(403);
    expect((await t.request('POST', '/api/unsubscribe-push', { token: reader.token, body: {} })).status).toBe(400);
    expect((await t.request('POST', '/api/unsubscribe-push', { body: { endpoint: push.endpoint('phone') } })).status).toBe(401);

    const gql = await t.graphql(
      'mutation($e: String!) { unsubscribePush(endpoint: $e) { subscribed devices message } }',
      { e: push.endpoint('phone') },
      reader.token,
    );
    expect(gql.body.data.unsubscribePush).toEqual({ subscribed: false, devices: 0, message: 'Browser notifications off' });
    expect(await rows(reader.userId)).toEqual([]);
    const before = push.received.length;
    await release('ep-push-4', 63);
    expect(push.received.slice(before).map((p) => p.device)).toEqual([]);
  });
});
