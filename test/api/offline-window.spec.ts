// Reading offline, the server's part: a window per episode the reader may read now, as long as
// the right it rests on (free or bought: OFFLINE_WINDOW_DAYS, renewable; a rental: until the
// pass ends; VIP: until the paid period ends, none while paused), recorded on the reader's
// stream and signed (ES256) so a browser verifies it with WebCrypto; and offline progress that
// catches up without ever moving a position back.
import { randomUUID, webcrypto } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { DAY, FakeClock, HOUR } from '../../services/server/src/platform/clock/clock.js';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/index.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const METRICS_TOKEN = randomUUID();
const clock = new FakeClock(new Date('2026-06-01T12:20:00.000Z'));
let t: TestApp;
let db: pg.Pool;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
type Reader = Awaited<ReturnType<typeof newReader>>;

beforeAll(async () => {
  t = await startTestApp(import.meta.url, { clock, env: { RATE_LIMIT_MULTIPLIER: '100', METRICS_TOKEN } });
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
  const mini = await miniCatalog(clock.now());
  ids = mini.ids;
  // Pages of their own, so the paid episodes' pages are private (signed URLs).
  for (const [name, r] of [
    ['paid-a.png', 10],
    ['paid-b.png', 90],
    ['paid-c.png', 170],
  ] as const) {
    await sharp({ create: { width: 64, height: 96, channels: 3, background: { r, g: 60, b: 200 } } })
      .png()
      .toFile(path.join(mini.dir, name));
  }
  const ep = (key: string) => mini.doc.episodes.find((e) => e.key === key)!;
  ep('ep-coin-1').content = [
    { image: 'paid-a.png', sequence: 1 },
    { image: 'paid-b.png', sequence: 2 },
  ];
  ep('ep-coin-3').content = [{ image: 'paid-c.png', sequence: 1 }];
  ep('ep-vip').content = [{ image: 'paid-c.png', sequence: 1 }];
  await t.app.get(CatalogImportService).importDocument(mini.doc, mini.dir);
}, 60_000);
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const grant = (r: Reader | undefined, body: unknown) => t.request('POST', '/api/offline-window', { token: r?.token, body });
const GRANT = `mutation($e: ID!) { grantOfflineWindow(episodeId: $e) {
  episodeId comicId readerId kind issuedAt until renewable pages { sequence image } pagesExpireAt token } }`;

async function granted(r: Reader, episodeId: string) {
  const res = await grant(r, { episodeId });
  expect({ status: res.status, body: res.body }).toMatchObject({ status: 200, body: { success: true } });
  expect(res.headers.get('cache-control')).toBe('private, no-store');
  return res.body as {
    episodeId: string;
    comicId: string;
    readerId: string;
    kind: string;
    issuedAt: string;
    until: string;
    renewable: boolean;
    pages: Array<{ sequence: number; image: string }>;
    pagesExpireAt: string | null;
    token: string;
  };
}

const grantsOf = async (r: Reader) =>
  (
    await db.query(`SELECT data FROM es.events WHERE stream_id = $1 AND event_type = 'OfflineWindowGranted' ORDER BY stream_position`, [
      `reading-${r.userId}`,
    ])
  ).rows.map((x) => x.data);
const readingEvents = async (r: Reader) =>
  Number((await db.query('SELECT count(*)::int AS n FROM es.events WHERE stream_id = $1', [`reading-${r.userId}`])).rows[0].n);

async function metric(name: string, labels: string): Promise<number> {
  const text = await (await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

/** Verifies a JWS (ES256) as a browser does: the served JWK imported into WebCrypto, ECDSA P-256 / SHA-256 over `header.payload`. */
async function verifies(token: string): Promise<boolean> {
  const key = (await t.request('GET', '/api/offline-key')).body;
  const subtle = (globalThis.crypto ?? webcrypto).subtle;
  const publicKey = await subtle.importKey('jwk', key.jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['verify']);
  const [header, payload, signature] = token.split('.') as [string, string, string];
  return subtle.verify(
    { name: 'ECDSA', hash: 'SHA-256' },
    publicKey,
    Buffer.from(signature, 'base64url'),
    new TextEncoder().encode(`${header}.${payload}`),
  );
}
const payloadOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
const withPayload = (token: string, change: (p: Record<string, unknown>) => void) => {
  const [h, p, s] = token.split('.') as [string, string, string];
  const payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8'));
  change(payload);
  return `${h}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.${s}`;
};

async function buyer(...coinEpisodes: number[]): Promise<Reader> {
  const r = await newReader(t, 'Buyer');
  const paid = await t.request('POST', '/api/buy-coin-pack', {
    token: r.token,
    body: { userId: r.userId, coinPackId: ids.pack, price: 4.99, method: 'qpay wallet' },
  });
  expect(paid.status).toBe(200);
  for (const n of coinEpisodes)
    expect((await t.request('POST', '/api/purchase-episode', { token: r.token, body: { episodeId: ids.coin(n) } })).body).toMatchObject({
      success: true,
    });
  return r;
}

async function member(): Promise<{ r: Reader; plan: { _id: string; endDate: string } }> {
  const r = await newReader(t, 'Vip');
  const res = await t.request('POST', '/api/buy-plan', {
    token: r.token,
    body: { userId: r.userId, planId: ids.plan, price: 7.99, method: 'qpay wallet' },
  });
  expect(res.body).toMatchObject({ success: true });
  const plan = (await t.request('GET', `/api/get-user-plan-data/${r.userId}`, { token: r.token })).body.userPlan;
  return { r, plan };
}

describe('offline windows by entitlement', () => {
  it('a free episode: renewable for 30 days (rounded up to the hour), public pages, a token the published key verifies', async () => {
    const r = await newReader(t, 'Free');
    const w = await granted(r, ids.free);
    const now = clock.now().getTime();
    expect(w).toMatchObject({
      episodeId: ids.free,
      comicId: ids.comic,
      readerId: r.userId,
      kind: 'free',
      issuedAt: clock.now().toISOString(),
      until: new Date(Math.ceil((now + 30 * DAY) / HOUR) * HOUR).toISOString(),
      renewable: true,
      pagesExpireAt: null,
    });
    expect(w.until).toBe('2026-07-01T13:00:00.000Z');
    expect(w.pages).toEqual([{ sequence: 1, image: expect.stringMatching(/^uploads\/[0-9a-f]{40}\.webp$/) }]);
    // The token carries exactly the window, signed.
    const { pages: _p, pagesExpireAt: _e, token, success: _s, ...fields } = w as typeof w & { success: boolean };
    expect(payloadOf(token)).toEqual(fields);
    expect(JSON.parse(Buffer.from(token.split('.')[0]!, 'base64url').toString())).toEqual({
      alg: 'ES256',
      typ: 'JWT',
      kid: (await t.request('GET', '/api/offline-key')).body.kid,
    });
    expect(await verifies(token)).toBe(true);
    expect(await grantsOf(r)).toEqual([
      { episodeId: ids.free, comicId: ids.comic, kind: 'free', until: w.until, renewable: true, at: w.issuedAt },
    ]);
  });

  it('a bought coin episode: renewable, its pages signed for the reader', async () => {
    const r = await buyer(1);
    const w = await granted(r, ids.coin(1));
    expect(w).toMatchObject({ kind: 'purchase', renewable: true, readerId: r.userId, until: '2026-07-01T13:00:00.000Z' });
    expect(w.pages).toHaveLength(2);
    for (const p of w.pages) {
      expect(p.image).toMatch(new RegExp(`^/uploads/[0-9a-f]{40}\\.webp\\?r=${r.userId}&exp=\\d+&sig=`));
      expect((await fetch(t.url + p.image)).status).toBe(200);
    }
    expect(new Date(w.pagesExpireAt!).getTime()).toBeGreaterThan(clock.now().getTime());
    expect(await verifies(w.token)).toBe(true);
  });

  it('a rental: only once the pass is in use, until the pass ends, not renewable', async () => {
    const r = await newReader(t, 'Renter');
    expect((await t.request('POST', '/api/claim-gift', { token: r.token, body: { giftId: ids.giftRental } })).status).toBe(200);
    // Claimed, not started: reading it would start the pass, which the reader agrees to when opening it.
    const before = await readingEvents(r);
    const early = await grant(r, { episodeId: ids.coin(3) });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ success: false, code: 'READING.OFFLINE_OPEN_FIRST' });
    expect(await readingEvents(r)).toBe(before);
    const opened = await t.request('POST', '/api/open-episode', { token: r.token, body: { episodeId: ids.coin(3) } });
    expect(opened.body).toMatchObject({ success: true, via: 'rental', passStarted: true });
    const w = await granted(r, ids.coin(3));
    expect(w).toMatchObject({ kind: 'rental', renewable: false, until: opened.body.passEndsAt });
    expect(w.pages[0]!.image).toMatch(/\?r=/);
    expect(await verifies(w.token)).toBe(true);
  });

  it('VIP: until the end of the paid period; refused while the plan is paused, and nothing recorded', async () => {
    const { r, plan } = await member();
    const w = await granted(r, ids.vip);
    expect(w).toMatchObject({ kind: 'plan', renewable: false, until: new Date(plan.endDate).toISOString() });
    expect(await verifies(w.token)).toBe(true);
    const paused = await t.request('GET', `/api/pause-or-resume/${plan._id}`, { token: r.token });
    expect(paused.body).toMatchObject({ success: true });
    const before = await readingEvents(r);
    const refused = await grant(r, { episodeId: ids.vip });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, code: 'READING.OFFLINE_NOT_WHILE_PAUSED' });
    const g = await t.graphql(GRANT, { e: ids.vip }, r.token);
    expect(g.body.errors[0].extensions.code).toBe('READING.OFFLINE_NOT_WHILE_PAUSED');
    expect(await readingEvents(r)).toBe(before);
  });

  it('an episode the reader may not read: refused as the episode view refuses it, nothing recorded', async () => {
    const r = await newReader(t, 'Nobody');
    const cases: Array<[string, number, string]> = [
      [ids.coin(5), 403, 'READING.EPISODE_NOT_READABLE'],
      [ids.vip, 403, 'READING.EPISODE_NOT_READABLE'],
      [ids.future, 404, 'READING.EPISODE_NOT_LIVE'],
      [randomUUID(), 404, 'CATALOG.EPISODE_NOT_FOUND'],
    ];
    for (const [episodeId, status, code] of cases) {
      const res = await grant(r, { episodeId });
      expect({ episodeId, status: res.status, code: res.body.code }).toEqual({ episodeId, status, code });
      const g = await t.graphql(GRANT, { e: episodeId }, r.token);
      expect({ episodeId, code: g.body.errors?.[0]?.extensions?.code }).toEqual({ episodeId, code });
    }
    expect(await readingEvents(r)).toBe(0);
  });
});

describe('the grant as a command', () => {
  it('bad input: 400 through both doors, another reader 403, no session 401; nothing recorded', async () => {
    const r = await newReader(t, 'Bad');
    const other = await newReader(t, 'Other');
    const bodies: unknown[] = [
      {},
      { episodeId: '' },
      { episodeId: 'not-a-uuid' },
      { episodeId: 'x'.repeat(10_000) },
      { episodeId: `${ids.free}0` },
      { episodeId: 42 },
      { episodeId: null },
      { episodeId: [ids.free] },
      { episodeId: { id: ids.free } },
      [ids.free],
    ];
    for (const body of bodies) {
      const res = await grant(r, body);
      expect({ body, status: res.status, code: res.body.code }).toEqual({ body, status: 400, code: 'VALIDATION' });
    }
    for (const e of ['not-a-uuid', 'x'.repeat(5000)]) {
      const g = await t.graphql(GRANT, { e }, r.token);
      expect(g.body.errors[0].extensions.code).toBe('VALIDATION');
    }
    const typed = await t.graphql(GRANT, { e: { id: ids.free } }, r.token);
    expect(typed.body.errors).toHaveLength(1);
    expect(typed.body.data ?? null).toBeNull();
    const theirs = await grant(r, { userId: other.userId, episodeId: ids.free });
    expect(theirs.status).toBe(403);
    expect((await grant(undefined, { episodeId: ids.free })).status).toBe(401);
    expect((await t.graphql(GRANT, { e: ids.free })).body.errors[0].extensions.code).toBe('AUTH.UNAUTHORIZED');
    expect(await readingEvents(r)).toBe(0);
    expect(await readingEvents(other)).toBe(0);
    // The reader's own id is accepted; the window is theirs.
    expect((await granted(r, ids.free)).readerId).toBe(r.userId);
  });

  it('the same window asked again within the hour is recorded once and answered the same; the metric counts recorded grants', async () => {
    const r = await buyer(2);
    const free0 = await metric('koma_offline_window_grants_total', 'kind="purchase"');
    const first = await granted(r, ids.coin(2));
    expect(await metric('koma_offline_window_grants_total', 'kind="purchase"')).toBe(free0 + 1);
    clock.advance(10 * 60_000);
    const again = await t.graphql(GRANT, { e: ids.coin(2) }, r.token);
    expect(again.body.errors).toBeUndefined();
    const { token: _a, pages: _pa, pagesExpireAt: _ea, ...same } = again.body.data.grantOfflineWindow;
    const { token: _b, pages: _pb, pagesExpireAt: _eb, success: _s, ...firstFields } = first as typeof first & { success: boolean };
    expect(same).toEqual(firstFields);
    expect(await verifies(again.body.data.grantOfflineWindow.token)).toBe(true);
    expect(await grantsOf(r)).toHaveLength(1);
    expect(await metric('koma_offline_window_grants_total', 'kind="purchase"')).toBe(free0 + 1);
    // Later on, a renewal: a new window, recorded.
    clock.advance(2 * HOUR);
    const renewed = await granted(r, ids.coin(2));
    expect(new Date(renewed.until).getTime()).toBeGreaterThan(new Date(first.until).getTime());
    expect(renewed.issuedAt).toBe(clock.now().toISOString());
    expect(await grantsOf(r)).toHaveLength(2);
    expect(await metric('koma_offline_window_grants_total', 'kind="purchase"')).toBe(free0 + 2);
  });
});

describe('the signature', () => {
  it('verifies with the published key, and fails once the window, the reader or the episode is changed', async () => {
    const r = await newReader(t, 'Sig');
    const w = await granted(r, ids.free);
    expect(await verifies(w.token)).toBe(true);
    const plusOneSecond = withPayload(w.token, (p) => {
      p.until = new Date(new Date(p.until as string).getTime() + 1000).toISOString();
    });
    expect(payloadOf(plusOneSecond).until).not.toBe(w.until);
    expect(await verifies(plusOneSecond)).toBe(false);
    expect(await verifies(withPayload(w.token, (p) => (p.readerId = randomUUID())))).toBe(false);
    expect(await verifies(withPayload(w.token, (p) => (p.kind = 'purchase')))).toBe(false);
    expect(await verifies(withPayload(w.token, () => undefined))).toBe(true); // re-encoding alone changes nothing
  });

  it('the key: the same through REST and GraphQL, public, and stable across calls', async () => {
    const rest = await t.request('GET', '/api/offline-key');
    expect(rest.status).toBe(200);
    expect(rest.headers.get('cache-control')).toMatch(/\bno-store\b/); // the client keeps it with its downloads
    expect(rest.body).toEqual({
      success: true,
      alg: 'ES256',
      kid: expect.stringMatching(/^[\w-]{43}$/),
      jwk: { kty: 'EC', crv: 'P-256', x: expect.stringMatching(/^[\w-]{43}$/), y: expect.stringMatching(/^[\w-]{43}$/) },
    });
    const g = await t.graphql('{ offlineKey { alg kid jwk { kty crv x y } } }');
    expect(g.body.errors).toBeUndefined();
    const { success: _s, ...key } = rest.body;
    expect(g.body.data.offlineKey).toEqual(key);
    expect((await t.request('GET', '/api/offline-key')).body).toEqual(rest.body);
  });
});

describe('offline progress', () => {
  const report = (r: Reader, episodeId: string, readPercentage: number, offline?: boolean) =>
    t.request('POST', '/api/add-comic-read', {
      token: r.token,
      body: { episodeId, comicId: ids.comic, readPercentage, ...(offline === undefined ? {} : { offline }) },
    });
  const stored = async (r: Reader, episodeId: string) =>
    (await t.request('GET', `/api/get-comic-episode-data/${episodeId}`, { token: r.token })).body.progress;
  const PROGRESS = `mutation($e: ID!, $c: ID!, $p: Float!, $o: Boolean) {
    recordReadingProgress(episodeId: $e, comicId: $c, readPercentage: $p, offline: $o) { readPercentage } }`;

  it('never lowers a position stored further on, and answers the position the server keeps', async () => {
    const r = await newReader(t, 'Offline');
    expect((await report(r, ids.free, 80)).body).toEqual({ success: true });
    const behind0 = await metric('koma_offline_progress_synced_total', 'outcome="behind"');
    const applied0 = await metric('koma_offline_progress_synced_total', 'outcome="applied"');
    expect((await report(r, ids.free, 40, true)).body).toEqual({ success: true, readPercentage: 80 });
    expect(await stored(r, ids.free)).toBe(80);
    const g = await t.graphql(PROGRESS, { e: ids.free, c: ids.comic, p: 55, o: true }, r.token);
    expect(g.body).toEqual({ data: { recordReadingProgress: { readPercentage: 80 } } });
    expect(await metric('koma_offline_progress_synced_total', 'outcome="behind"')).toBe(behind0 + 2);
    // Further on: forward, like a live report.
    expect((await report(r, ids.free, 90.4, true)).body).toEqual({ success: true, readPercentage: 90 });
    expect(await stored(r, ids.free)).toBe(90);
    expect(await metric('koma_offline_progress_synced_total', 'outcome="applied"')).toBe(applied0 + 1);
  });

  it('cannot rewind from 100; a live report can', async () => {
    const r = await newReader(t, 'Done');
    expect((await report(r, ids.free, 100, true)).body).toEqual({ success: true, readPercentage: 100 });
    expect((await report(r, ids.free, 30, true)).body).toEqual({ success: true, readPercentage: 100 });
    expect(await stored(r, ids.free)).toBe(100);
    expect((await report(r, ids.free, 30)).body).toEqual({ success: true });
    expect(await stored(r, ids.free)).toBe(30);
    const live = await t.graphql(PROGRESS, { e: ids.free, c: ids.comic, p: 10 }, r.token);
    expect(live.body.data.recordReadingProgress.readPercentage).toBe(30);
  });

  it('a bad offline flag is a validation error and records nothing', async () => {
    const r = await newReader(t, 'BadFlag');
    for (const offline of ['yes', 1, null, {}]) {
      const res = await t.request('POST', '/api/add-comic-read', {
        token: r.token,
        body: { episodeId: ids.free, comicId: ids.comic, readPercentage: 20, offline },
      });
      expect({ offline, status: res.status, code: res.body.code }).toEqual({ offline, status: 400, code: 'VALIDATION' });
    }
    expect(await readingEvents(r)).toBe(0);
    expect(await stored(r, ids.free)).toBeNull();
  });
});
