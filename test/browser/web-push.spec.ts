// Browser notifications (web push, issue 16) in headless Chromium against the real server: the
// reader turns them on from the notifications page, the client registers the real service worker
// (/sw.js), subscribes and hands the subscription to the server; a release is then pushed,
// encrypted, to a local push service; the service worker shows that push; turning them off takes
// the subscription back, and so does logout.
//
// One boundary is replaced: Chromium without network cannot make a push subscription (its push
// service is FCM: PushManager.subscribe fails with "Registration failed"), so PushManager's
// subscribe/getSubscription are stubbed in the page to answer a subscription whose endpoint is the
// local push service and whose keys this test holds. The service worker, its registration, the
// permission, the server, the encryption and the push itself are real; the push is handed to the
// service worker through Chromium's DevTools protocol (ServiceWorker.deliverPushMessage), as the
// push service would.
import { afterAll, beforeAll, expect, test } from '@jest/globals';
import { CommandBus } from '@nestjs/cqrs';
import pg from 'pg';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { PlanNotificationsCommand } from '../../services/server/src/modules/inbox/index.js';
import { fakeBrowserKeys, startFakePushService, type FakePushService } from '../fakes/fake-push-service.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { DESKTOP, describeViolations, startBrowserHarness, type BrowserHarness } from './harness.js';

let h: BrowserHarness;
let push: FakePushService;
let db: pg.Pool;
let mini: Awaited<ReturnType<typeof miniCatalog>>;
let reader: Awaited<ReturnType<typeof newReader>>;
const HOUR = 3_600_000;

beforeAll(async () => {
  push = await startFakePushService();
  h = await startBrowserHarness(import.meta.url, { env: { RATE_LIMIT_MULTIPLIER: '50', WEB_PUSH_ALLOWED_ORIGINS: push.origin } });
  db = new pg.Pool({ connectionString: h.app.config.DATABASE_URL, max: 2 });
  mini = await miniCatalog(new Date());
  await h.app.app.get(CatalogImportService).importDocument(mini.doc, mini.dir);
  await h.app.app.get(CommandBus).execute(new PlanNotificationsCommand());
  reader = await newReader(h.app, 'Pusher');
  expect(
    (await h.app.request('POST', '/api/user-comic-notification', { token: reader.token, body: { comicId: mini.ids.comic } })).body
      .subscribed,
  ).toBe(true);
}, 180_000);
afterAll(async () => {
  await db?.end();
  await h?.close();
  await push?.close();
});

/** In the page: PushManager answers a subscription at the local push service with the test's keys (kept in localStorage across reloads). */
function stubPushManager({ endpoint, keys }: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const KEY = 'test:push-subscription';
  const b64 = (buf: ArrayBuffer) =>
    btoa(String.fromCharCode(...new Uint8Array(buf)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  const bytes = (s: string) => Uint8Array.from(atob(s.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0)).buffer;
  const subscription = (applicationServerKey: string) => ({
    endpoint,
    expirationTime: null,
    options: { userVisibleOnly: true, applicationServerKey: bytes(applicationServerKey) },
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.subscribe = async function (options?: PushSubscriptionOptionsInit) {
    const k = options!.applicationServerKey as Uint8Array;
    const key = b64(k.buffer.slice(k.byteOffset, k.byteOffset + k.byteLength) as ArrayBuffer);
    localStorage.setItem(KEY, key);
    return subscription(key) as unknown as PushSubscription;
  };
  PushManager.prototype.getSubscription = async function () {
    const key = localStorage.getItem(KEY);
    return (key ? subscription(key) : null) as unknown as PushSubscription;
  };
}

test('turning browser notifications on registers the service worker and subscribes; a release arrives as a push the worker shows; off unsubscribes', async () => {
  const browserKeys = fakeBrowserKeys();
  const endpoint = push.endpoint('chromium');
  const s = await h.open(DESKTOP);
  try {
    await s.context.grantPermissions(['notifications'], { origin: h.baseUrl });
    await s.context.addInitScript(stubPushManager, { endpoint, keys: browserKeys.keys });
    await s.goto('/');
    await s.page.evaluate(
      ([token, userId]) => {
        localStorage.setItem('token', JSON.stringify(token));
        localStorage.setItem('userId', JSON.stringify(userId));
      },
      [reader.token, reader.userId],
    );
    await s.goto('/notitfication');

    const toggle = s.page.getByRole('switch', { name: 'Browser notifications' });
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    // The app's service worker may be there already (the installable app); no push subscription is.
    expect(
      await s.page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration('/');
        return r ? await r.pushManager.getSubscription() : null;
      }),
    ).toBeNull();
    expect(describeViolations(await s.axe())).toBe('');

    await toggle.click();
    await s.page.getByText('Browser notifications on').first().waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await s.screenshot('web-push-on');
    // The real service worker is registered and active for the whole site.
    expect(await s.page.evaluate(() => navigator.serviceWorker.getRegistration('/').then((r) => [r?.scope, r?.active?.scriptURL]))).toEqual(
      [`${h.baseUrl}/`, `${h.baseUrl}/sw.js`],
    );
    // It subscribed with the server's VAPID key, and the server holds the subscription for this reader.
    const serverKey = (await h.app.request('GET', '/api/get-push-key')).body.publicKey;
    expect(await s.page.evaluate(() => localStorage.getItem('test:push-subscription'))).toBe(serverKey);
    const rows = async () =>
      (await db.query('SELECT endpoint, p256dh, auth FROM public.inbox_push_subscriptions WHERE user_id = $1', [reader.userId])).rows;
    expect(await rows()).toEqual([{ endpoint, ...browserKeys.keys }]);

    // A new episode of the belled comic: the server pushes it, encrypted for this browser.
    await h.app.app.get(CatalogImportService).importDocument(
      {
        episodes: [
          {
            key: 'ep-pushed',
            comic: 'mini',
            title: 'Pushed',
            episodeNumber: 70,
            coverImage: 'art.png',
            description: '',
            monetization: 'coin',
            coinPrice: 6,
            releaseDate: new Date(Date.now() - HOUR).toISOString(),
            status: 'publish',
            content: [{ image: 'art.png', sequence: 1 }],
          },
        ],
      },
      mini.dir,
    );
    await h.app.app.get(CommandBus).execute(new PlanNotificationsCommand());
    const deadline = Date.now() + 20_000;
    while (!push.received.some((p) => p.device === 'chromium') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const received = push.received.find((p) => p.device === 'chromium');
    expect(received).toBeDefined();
    const payload = browserKeys.decrypt(received!.body);
    expect(JSON.parse(payload)).toMatchObject({
      title: 'New episode: Mini Comic',
      body: 'Episode 70 "Pushed" is out now.',
      url: expect.stringMatching(/^\/notitfication-view\//),
    });

    // The push service hands it to the browser: the service worker shows it.
    const cdp = await s.context.newCDPSession(s.page);
    const registrations: Array<{ registrationId: string; scopeURL: string; isDeleted: boolean }> = [];
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      registrations.push(...e.registrations);
    });
    await cdp.send('ServiceWorker.enable');
    const waitReg = Date.now() + 5000;
    while (!registrations.some((r) => r.scopeURL === `${h.baseUrl}/` && !r.isDeleted) && Date.now() < waitReg)
      await new Promise((r) => setTimeout(r, 50));
    const registrationId = registrations.find((r) => r.scopeURL === `${h.baseUrl}/`)!.registrationId;
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: h.baseUrl, registrationId, data: payload });
    const shown = async () =>
      s.page.evaluate(() =>
        navigator.serviceWorker
          .getRegistration('/')
          .then((r) => r!.getNotifications())
          .then((list) => list.map((n) => ({ title: n.title, body: n.body, url: (n.data as { url: string }).url }))),
      );
    const showDeadline = Date.now() + 5000;
    let notifications = await shown();
    while (!notifications.length && Date.now() < showDeadline) {
      await new Promise((r) => setTimeout(r, 100));
      notifications = await shown();
    }
    const { url } = JSON.parse(payload) as { url: string };
    expect(notifications).toEqual([
      { title: 'New episode: Mini Comic', body: 'Episode 70 "Pushed" is out now.', url: `${h.baseUrl}${url}` },
    ]);

    // Off: the server forgets this browser and the browser unsubscribes.
    await toggle.click();
    await s.page.getByText('Browser notifications off').first().waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    expect(await rows()).toEqual([]);
    expect(await s.page.evaluate(() => localStorage.getItem('test:push-subscription'))).toBeNull();
    await s.goto('/notitfication');
    await toggle.waitFor();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');

    // On again, then logout: the server forgets this browser and the browser unsubscribes, so the
    // next reader on it does not get this reader's pushes.
    await toggle.click();
    await s.page.getByText('Browser notifications on').first().waitFor();
    expect(await rows()).toHaveLength(1);
    await s.page.getByRole('button', { name: 'Account menu' }).click();
    await s.page.locator('.account-menu__panel').getByRole('button', { name: 'Logout' }).click();
    await s.page.waitForURL('**/login');
    expect(await rows()).toEqual([]);
    expect(await s.page.evaluate(() => localStorage.getItem('test:push-subscription'))).toBeNull();
    expect(s.problems()).toEqual([]);
  } finally {
    await s.close();
  }
}, 120_000);
