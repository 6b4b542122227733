// Issue #19, findings 4, 5 and 8 (part): control characters refused at the validation layer,
// no-store on every personal or authentication answer, /metrics behind a token, JSON-only bodies
// except on the calls docs/product.md, The REST calls marks multipart.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startSmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { registeredRoutes } from '../../services/server/src/platform/http/registered-routes.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { nextCode, signedInUser, type Sink } from './identity-fixtures.js';

const METRICS_TOKEN = 'metrics-token-for-the-hardening-spec';
const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let sink: Sink;
let db: pg.Pool;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
let reader: { userId: string; token: string };
const EMAIL = 'hardening@example.com';
const PASSWORD = 'correct horse 1';

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock, env: { SMTP_URL: sink.url, METRICS_TOKEN } }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
  reader = await signedInUser(t, sink, EMAIL, PASSWORD);
});
afterAll(async () => {
  await db?.end();
  await t?.close();
  await sink?.close();
});

/** What a refused call may not leave behind: events, orders, contact requests, profile changes. */
async function writes() {
  const {
    rows: [r],
  } = await db.query(
    `SELECT
    (SELECT count(*) FROM es.events)::int AS events,
    (SELECT count(*) FROM payment_orders)::int AS orders,
    (SELECT count(*) FROM contact_requests)::int AS contacts,
    (SELECT full_name || '|' || email FROM identity_users WHERE id = $1) AS profile`,
    [reader.userId],
  );
  return r;
}

const expectRefused = (res: { status: number; body: any }, what: string) => {
  expect([what, res.status]).toEqual([what, 400]);
  expect([what, res.body]).toEqual([
    what,
    expect.objectContaining({ success: false, code: 'VALIDATION', message: expect.stringMatching(/control character/) }),
  ]);
};

const multipart = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return form;
};

describe('control characters (finding 4)', () => {
  it('refuses NUL in path parameters, query, JSON and multipart fields with 400, and writes nothing', async () => {
    const before = await writes();
    const token = reader.token;
    const calls: Array<[string, () => Promise<{ status: number; body: any }>]> = [
      ['get-comic-data', () => t.request('GET', `/api/get-comic-data/${ids.comic}%00`)],
      ['get-comic-data only NUL', () => t.request('GET', '/api/get-comic-data/%00')],
      ['get-writer-data', () => t.request('GET', '/api/get-writer-data/Tess%00Ter')],
      ['get-promo-by-name', () => t.request('GET', '/api/get-promo-by-name/TEN%00')],
      ['query string', () => t.request('GET', '/api/get-all-content?x=a%00b')],
      [
        'add-contactus',
        () => t.request('POST', '/api/add-contactus', { body: { name: 'Eve\u0000', email: 'eve@example.com', description: 'hello' } }),
      ],
      [
        'add-contactus description',
        () => t.request('POST', '/api/add-contactus', { body: { name: 'Eve', email: 'eve@example.com', description: 'a\u0000b' } }),
      ],
      [
        'update-user JSON',
        () =>
          t.request('PUT', '/api/update-user', {
            token,
            body: { id: reader.userId, fullName: 'New\u0000Name', email: EMAIL, gender: 'female', dob: '1990-01-01' },
          }),
      ],
      [
        'update-user multipart',
        () =>
          t.request('PUT', '/api/update-user', {
            token,
            body: multipart({ id: reader.userId, fullName: 'New\u0000Name', email: EMAIL, gender: 'female', dob: '1990-01-01' }),
          }),
      ],
      [
        'buy-coin-pack multipart',
        () =>
          t.request('POST', '/api/buy-coin-pack', {
            token,
            body: multipart({ userId: reader.userId, coinPackId: `${ids.pack}\u0000`, price: '4.99', method: 'qpay' }),
          }),
      ],
      [
        'buy-coin-pack multipart method',
        () =>
          t.request('POST', '/api/buy-coin-pack', {
            token,
            body: multipart({ userId: reader.userId, coinPackId: ids.pack, price: '4.99', method: 'qpay\u0000' }),
          }),
      ],
      [
        'buy-coin-pack JSON',
        () =>
          t.request('POST', '/api/buy-coin-pack', {
            token,
            body: { userId: reader.userId, coinPackId: ids.pack, price: 4.99, method: 'qp\u0000ay' },
          }),
      ],
      [
        'nested JSON key',
        () => t.request('POST', '/api/purchase-all-episode', { token, body: { comicId: ids.comic, episodeIds: [ids.coin(1), `x\u0000`] } }),
      ],
    ];
    for (const [what, call] of calls) expectRefused(await call(), what);
    expect(await writes()).toEqual(before);
  });

  it('refuses other control characters where they make no sense, keeps tab and line breaks in text', async () => {
    expectRefused(await t.request('GET', `/api/get-comic-data/${ids.comic}%01`), 'SOH in a path');
    expectRefused(await t.request('GET', '/api/get-writer-data/Tess%0ATer'), 'line feed in a path');
    expectRefused(await t.request('GET', '/api/get-promo-by-name/TEN%C2%85'), 'C1 control in a path');
    expectRefused(
      await t.request('POST', '/api/add-contactus', { body: { name: 'Eve\u001b[31m', email: 'eve@example.com', description: 'hi' } }),
      'ESC in a JSON field',
    );
    expectRefused(
      await t.request('POST', '/api/add-contactus', { body: { name: 'Eve', email: 'eve@example.com', description: 'bad \ud800 half' } }),
      'unpaired surrogate',
    );
    const ok = await t.request('POST', '/api/add-contactus', {
      body: { name: 'Eve', email: 'eve@example.com', description: 'Line one\r\nLine two\n\tindented' },
    });
    expect(ok.status).toBe(200);
    const { rows } = await db.query('SELECT description FROM contact_requests ORDER BY created_at DESC LIMIT 1');
    expect(rows[0].description).toBe('Line one\r\nLine two\n\tindented');
  });

  it('refuses NUL in GraphQL variables and inline literals with the validation code', async () => {
    const cases: Array<[string, Record<string, unknown> | undefined]> = [
      ['query($q: String!) { searchComics(text: $q) { total } }', { q: 'a\u0000' }],
      ['{ searchComics(text: "a\\u0000b") { total } }', undefined],
      ['query($s: String!) { comicDetail(slug: $s) { id } }', { s: 'mini\u0000' }],
      ['{ comicDetail(slug: "mini\\u0000") { id } }', undefined],
      ['query($t: String!) { tagComics(tag: $t) { total } }', { t: '\u0000' }],
      ['query($w: String!) { writerComics(writerName: $w) { total } }', { w: 'Tess\u0000' }],
      ['{ writerComics(writerName: "Tess\\u0001") { total } }', undefined],
      ['query($n: String!) { promoByName(name: $n) { id } }', { n: 'TEN\u0000' }],
    ];
    for (const [query, variables] of cases) {
      const res = await t.graphql(query, variables);
      expect([query, res.body.errors?.[0]?.extensions?.code]).toEqual([query, 'VALIDATION']);
      expect([query, res.body.errors[0].message]).toEqual([query, expect.stringMatching(/control character/)]);
      expect(res.body.data ?? null).toBeNull();
    }
    // The same queries with ordinary text still answer.
    expect((await t.graphql('query($q: String!) { searchComics(text: $q) { total } }', { q: 'mini' })).body.data.searchComics.total).toBe(
      1,
    );
  });
});

describe('Cache-Control on personal and authentication answers (finding 5)', () => {
  it('walks every registered route: personal, authentication and write answers are no-store; public content keeps its ETag', async () => {
    const routes = registeredRoutes(t.app);
    const fastify = t.app.getHttpAdapter().getInstance() as FastifyInstance;
    for (const r of routes)
      expect([r.method, r.path, fastify.hasRoute({ method: r.method as 'GET', url: r.path })]).toEqual([r.method, r.path, true]);
    const must = [
      'GET /api/get-user-data/:userId',
      'GET /api/get-comic-read/:userId',
      'GET /api/get-purchase-episode/:userId',
      'GET /api/get-claim-gift/:userId',
      'GET /api/get-user-plan-data/:userId',
      'GET /api/get-user-coin-data/:userId',
      'GET /api/get-user-setting/:userId',
      'POST /api/login-user',
      'POST /api/verify-mail',
    ];
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(keys).toEqual(expect.arrayContaining(must));
    expect(routes.length).toBeGreaterThanOrEqual(45);

    // verify-mail answers a token in the forgot flow: ask for a code first.
    const sent = sink.messages.length;
    expect((await t.request('POST', '/api/signup-mail', { body: { email: EMAIL, type: 'forgot' } })).status).toBe(200);
    const code = await nextCode(sink, EMAIL, sent);
    const good: Record<string, unknown> = {
      'POST /api/login-user': { email: EMAIL, password: PASSWORD, device: 'walker' },
      'POST /api/verify-mail': { email: EMAIL, code },
      'POST /api/add-comic-read': { episodeId: ids.free, comicId: ids.comic, readPercentage: 50 },
      'POST /api/claim-gift': { giftId: ids.giftCoin },
    };
    const params: Record<string, string> = {
      episodeId: ids.free,
      comicId: ids.comic,
      orderId: randomUUID(),
      period: 'all',
      writerName: 'Tess Ter',
      name: 'TEN',
    };

    const answers: Record<string, { status: number; cc: string | null }> = {};
    for (const r of routes) {
      const key = `${r.method} ${r.path}`;
      // A reader of its own for each route: a logout or deactivation ends only that reader's session.
      const caller = await newReader(t, 'Walker');
      const url = r.path
        .replace(/:(\w+)/g, (_, p: string) => encodeURIComponent(p === 'userId' ? caller.userId : (params[p] ?? 'x')))
        .replace(/\*$/, 'x');
      const hasBody = r.method !== 'GET' && r.method !== 'HEAD';
      for (const token of [caller.token, undefined]) {
        // A redirect's own answer is what a cache would see, not the page it leads to.
        const res = await t.request(r.method, url, { token, body: hasBody ? (good[key] ?? {}) : undefined, redirect: 'manual' });
        const cc = res.headers.get('cache-control');
        // Public content: a public read, or an optional-user read asked anonymously (the episode
        // without a reader's entitlements), that says it may be cached publicly.
        const anyone = r.access?.kind === 'public' || (r.access?.kind === 'user' && r.access.optional && !token);
        // Public content asked with a session is worded in the account's language: private, still revalidated by its ETag.
        const content =
          cc?.startsWith('public') || (token !== undefined && r.access?.kind === 'public' && cc === 'private, max-age=0, must-revalidate');
        if (anyone && r.method === 'GET' && content) {
          // Content reads stay revalidated by their ETag, signed in or not.
          if (r.access?.kind === 'public') expect([key, res.headers.get('etag')]).toEqual([key, expect.any(String)]);
        } else {
          expect([key, token ? 'token' : 'anonymous', res.status, cc]).toEqual([
            key,
            token ? 'token' : 'anonymous',
            res.status,
            expect.stringMatching(/\bno-store\b/),
          ]);
        }
        if (token) answers[key] = { status: res.status, cc };
      }
    }
    // The personal reads answered for real (not only their errors), and as private.
    for (const k of must) expect([k, answers[k]!.status]).toEqual([k, 200]);
    for (const k of must.filter((m) => m.startsWith('GET'))) expect([k, answers[k]!.cc]).toEqual([k, 'private, no-store']);
  });

  it('GraphQL signedInUser and balance are no-store', async () => {
    const { token } = await newReader(t, 'Graph');
    for (const query of ['{ signedInUser { id } }', '{ balance { coin } }']) {
      const res = await fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ query }),
      });
      const body = await res.json();
      expect([query, body.errors]).toEqual([query, undefined]);
      expect([query, res.headers.get('cache-control')]).toEqual([query, 'private, no-store']);
    }
  });
});

describe('/metrics (finding 8)', () => {
  it('answers 401 without the bearer token and the metrics with it', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-of-some-length' },
      { authorization: METRICS_TOKEN },
      { token: METRICS_TOKEN },
    ] as Array<Record<string, string>>) {
      const res = await fetch(`${t.url}/metrics`, { headers });
      expect([headers, res.status]).toEqual([headers, 401]);
      expect(await res.json()).toMatchObject({ success: false, code: 'AUTH.UNAUTHORIZED' });
      expect(res.headers.get('www-authenticate')).toBe('Bearer');
    }
    const ok = await fetch(`${t.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain('koma_http_request_duration_seconds_bucket');
  });
});

describe('request body types (finding 8)', () => {
  const send = (method: string, path: string, type: string, body: BodyInit, token?: string) =>
    fetch(`${t.url}${path}`, { method, headers: { 'content-type': type, ...(token ? { token } : {}) }, body });

  it('refuses form-encoded, multipart and text bodies on JSON routes with 415, before anything runs', async () => {
    const before = await writes();
    const form = new URLSearchParams({ userId: reader.userId, comicId: ids.comic, episodeId: ids.coin(1), coin: '6' });
    const cases: Array<[string, string, string, BodyInit, string?]> = [
      ['POST', '/api/purchase-episode', 'application/x-www-form-urlencoded', form.toString(), reader.token],
      [
        'POST',
        '/api/add-contactus',
        'application/x-www-form-urlencoded',
        new URLSearchParams({ name: 'Eve', email: 'eve@example.com', description: 'hi' }).toString(),
      ],
      ['POST', '/api/add-contactus', 'text/plain', JSON.stringify({ name: 'Eve', email: 'eve@example.com', description: 'hi' })],
      [
        'POST',
        '/api/login-user',
        'application/x-www-form-urlencoded',
        new URLSearchParams({ email: EMAIL, password: PASSWORD }).toString(),
      ],
      [
        'POST',
        '/api/update-user-setting',
        'application/x-www-form-urlencoded',
        new URLSearchParams({ language: 'mongolian' }).toString(),
        reader.token,
      ],
    ];
    for (const [method, path, type, body, token] of cases) {
      const res = await send(method, path, type, body, token);
      expect([path, type, res.status]).toEqual([path, type, 415]);
      expect(await res.json()).toMatchObject({ success: false, code: 'UNSUPPORTED_MEDIA_TYPE' });
    }
    const mp = await fetch(`${t.url}/api/purchase-episode`, {
      method: 'POST',
      headers: { token: reader.token },
      body: multipart({ comicId: ids.comic, episodeId: ids.coin(1), coin: '6' }),
    });
    expect(mp.status).toBe(415);
    expect(await writes()).toEqual(before);
    // JSON still works on the same route.
    expect(
      (await t.request('POST', '/api/add-contactus', { body: { name: 'Eve', email: 'eve@example.com', description: 'hi' } })).status,
    ).toBe(200);
  });

  it('keeps multipart and form-encoded on buy-coin-pack and update-user (docs/product.md, The REST calls)', async () => {
    const bought = await t.request('POST', '/api/buy-coin-pack', {
      token: reader.token,
      body: multipart({ userId: reader.userId, coinPackId: ids.pack, price: '4.99', method: 'qpay' }),
    });
    expect(bought.status).toBe(200);
    expect(bought.body).toMatchObject({ success: true, balance: expect.objectContaining({ coin: 20 }) });
    const again = await send(
      'POST',
      '/api/buy-coin-pack',
      'application/x-www-form-urlencoded',
      new URLSearchParams({ userId: reader.userId, coinPackId: ids.pack, price: '4.99', method: 'qpay' }).toString(),
      reader.token,
    );
    expect(again.status).toBe(200);
    const profile = await t.request('PUT', '/api/update-user', {
      token: reader.token,
      body: multipart({ id: reader.userId, fullName: 'Multi Part', email: EMAIL, gender: 'female', dob: '1990-01-01' }),
    });
    expect(profile.status).toBe(200);
    expect(profile.body.user).toMatchObject({ fullName: 'Multi Part' });
    const text = await send('POST', '/api/buy-coin-pack', 'text/plain', 'coinPackId=x', reader.token);
    expect(text.status).toBe(415);
  });

  it('answers a multipart body the parser cannot read with 400 and the envelope, and writes nothing (found by the fuzzer)', async () => {
    const before = await writes();
    const truncated = '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nHalf';
    for (const [method, path] of [
      ['PUT', '/api/update-user'],
      ['POST', '/api/buy-coin-pack'],
    ] as const) {
      for (const body of [truncated, 'a=1&userId=x']) {
        const res = await send(method, path, 'multipart/form-data; boundary=x', body, reader.token);
        expect([path, body, res.status, await res.json()]).toEqual([
          path,
          body,
          400,
          { success: false, message: 'The multipart body is malformed', code: 'VALIDATION' },
        ]);
      }
    }
    expect(await writes()).toEqual(before);
  });
});
