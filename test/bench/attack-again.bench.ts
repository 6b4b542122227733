// An outsider's second pass over the hardened service (issue 28), run by
// `npm run bench -- attack-again`: object-level authorization on every route that names a reader,
// enumeration through the sign-up and forgot flows, races on what may happen once, and what caches
// may keep. Prints what was tried, how many requests, and what held; fails on anything that did not.
import { randomUUID } from 'node:crypto';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startSmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { SignInCodesService } from '../../services/server/src/modules/identity/sign-in-codes.service.js';
import { startWithMiniCatalog, type miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { nextCode } from '../api/identity-fixtures.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
let requests = 0;
const lines: string[] = [];
const findings: string[] = [];
const req: TestApp['request'] = async (...a) => {
  requests++;
  return t.request(...a);
};

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock, env: { SMTP_URL: sink.url } }));
}, 120_000);
afterAll(async () => {
  process.stderr.write(
    `\nattack again: ${requests} requests\n${lines.map((l) => `- ${l}`).join('\n')}\n${findings.length ? `FINDINGS:\n${findings.join('\n')}\n` : 'nothing got through\n'}\n`,
  );
  await t?.close();
  await sink?.close();
});

/** Every REST operation of the OpenAPI document: method, path, and whether it takes a userId. */
async function operations() {
  const doc = (await req('GET', '/api/openapi.json')).body as {
    paths: Record<string, Record<string, { parameters?: Array<{ name: string; in: string }>; requestBody?: unknown }>>;
  };
  return Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.entries(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: p,
      pathUser: p.includes('{userId}'),
      body: Boolean(op.requestBody),
    })),
  );
}

test("object-level authorization: another reader's id on every route that takes one", async () => {
  const [a, b] = [await newReader(t, 'Attacker'), await newReader(t, 'Victim')];
  let tried = 0;
  for (const op of await operations()) {
    if (!op.pathUser && !op.body) continue;
    const url = op.path
      .replace('{userId}', b.userId)
      .replace(/\{(\w+)\}/g, (_, n: string) => (n === 'episodeId' ? ids.free : n === 'comicId' ? ids.comic : randomUUID()));
    const res = await req(op.method, url, {
      token: a.token,
      body: op.body ? { userId: b.userId, comicId: ids.comic, episodeId: ids.free, giftId: ids.giftCoin } : undefined,
    });
    tried++;
    if (res.status < 300 && (op.pathUser || JSON.stringify(res.body).includes(b.userId)))
      findings.push(`BOLA: ${op.method} ${op.path} answered ${res.status} for another reader's id`);
  }
  lines.push(`BOLA: ${tried} routes asked with another reader's id in the path or body`);
  expect(findings.filter((f) => f.startsWith('BOLA'))).toEqual([]);
});

test('enumeration: the sign-up and forgot answers look the same for known and unknown addresses', async () => {
  const known = (await newReader(t, 'Known')).email;
  const shape = (r: { status: number; body: Record<string, unknown> }) =>
    JSON.stringify({
      status: r.status,
      keys: Object.keys(r.body).sort(),
      message: r.body.message,
      id: typeof r.body.userId === 'string' && /^[0-9a-f-]{36}$/.test(r.body.userId as string),
    });
  const answers = new Set<string>();
  for (const email of [known, ...Array.from({ length: 20 }, (_, i) => `nobody-${i}-${randomUUID().slice(0, 6)}@example.test`)]) {
    answers.add(shape(await req('POST', '/api/signup-mail', { body: { email, type: 'forgot' } })));
  }
  lines.push(`enumeration: 21 forgot requests (1 known address): ${answers.size} answer shape(s)`);
  if (answers.size !== 1) findings.push(`enumeration: forgot answers differ: ${[...answers].join(' / ')}`);
  expect(answers.size).toBe(1);
});

test('races: what may happen once happens once', async () => {
  const r = await newReader(t, 'Racer');
  await req('POST', '/api/buy-coin-pack', { token: r.token, body: { coinPackId: ids.pack, price: 4.99 } });
  const claims = await Promise.all(
    Array.from({ length: 30 }, () => req('POST', '/api/claim-gift', { token: r.token, body: { giftId: ids.giftCoin } })),
  );
  const buys = await Promise.all(
    Array.from({ length: 30 }, () => req('POST', '/api/purchase-episode', { token: r.token, body: { episodeId: ids.coin(1), coin: 6 } })),
  );
  const user = (await req('GET', `/api/get-user-data/${r.userId}`, { token: r.token })).body.user;
  const codes = t.app.get(SignInCodesService);
  const code = await codes.issue(r.userId, 'race device');
  const exchanges = await Promise.all(
    Array.from({ length: 20 }, () => req('POST', '/api/auth/exchange-sign-in-code', { body: { userId: r.userId, code } })),
  );
  // One sign-up token, twenty clients finishing the sign-up with it.
  const email = `race-${randomUUID().slice(0, 8)}@example.test`;
  const before = sink.messages.length;
  await req('POST', '/api/signup-mail', { body: { email, fullName: 'Race' } });
  const token = (await req('POST', '/api/verify-mail', { body: { email, code: await nextCode(sink, email, before) } })).body
    .token as string;
  const signups = await Promise.all(
    Array.from({ length: 20 }, () =>
      req('POST', '/api/signup-user', {
        token,
        body: { email, fullName: 'Race', password: 'correct horse 1', confirm_password: 'correct horse 1' },
      }),
    ),
  );
  const ok = (xs: Array<{ status: number }>) => xs.filter((x) => x.status === 200).length;
  lines.push(
    `races: 30 claims of one gift → ${ok(claims)} claimed; 30 purchases of one episode → ${ok(buys)} answered ok (a repeat is answered, not charged), bonus coins ${user.bonusCoin} (30 bonus + 10 − 6 = 34 expected); ` +
      `20 exchanges of one sign-in code → ${ok(exchanges)} session; 20 sign-ups with one token → ${ok(signups)} account`,
  );
  for (const [what, n] of [
    ['gift claims', ok(claims)],
    ['sign-in code exchanges', ok(exchanges)],
    ['sign-ups', ok(signups)],
  ] as const) {
    if (n !== 1) findings.push(`race: ${what} succeeded ${n} times`);
  }
  if (user.coin + user.bonusCoin !== 20 + 10 + 30 - 6) findings.push(`race: balance ${user.coin} + ${user.bonusCoin} after one purchase`);
  expect(findings.filter((f) => f.startsWith('race'))).toEqual([]);
});

test('caching: nothing answered to a session may be kept by a shared cache', async () => {
  const r = await newReader(t, 'Cached');
  let tried = 0;
  for (const op of (await operations()).filter((o) => o.method === 'GET')) {
    const url = op.path
      .replace('{userId}', r.userId)
      .replace(/\{(\w+)\}/g, (_, n: string) => (n === 'episodeId' ? ids.free : n === 'comicId' ? ids.comic : 'x'));
    const res = await req('GET', url, { token: r.token, redirect: 'manual' }); // a redirect's own answer is what a cache sees
    tried++;
    const cc = res.headers.get('cache-control') ?? '';
    if (res.status < 300 && !/private|no-store/.test(cc) && !/^\/api\/(openapi|docs|uploads)/.test(op.path))
      findings.push(`caching: GET ${op.path} with a session answered '${cc}'`);
  }
  lines.push(`caching: ${tried} GET routes asked with a session`);
  expect(findings.filter((f) => f.startsWith('caching'))).toEqual([]);
});
