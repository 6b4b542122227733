// Promo lookups are throttled against code guessing (issue #19 finding 8): per account and per
// client address, REST get-promo-by-name and the GraphQL `promo` query sharing the counters.
// Real limits here (RATE_LIMIT_MULTIPLIER=1); each test speaks from its own forwarded address.
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { PROMO_LOOKUP_LIMITS } from '../../services/server/src/modules/catalog/queries/get-promo-by-name/promo-lookup-limits.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
const perUser = PROMO_LOOKUP_LIMITS.find((l) => l.by === 'user')!.points;
const perIp = PROMO_LOOKUP_LIMITS.find((l) => l.by === 'ip')!.points;

const rest = (code: string, ip: string, token?: string) =>
  t.request('GET', `/api/get-promo-by-name/${code}`, { token, headers: { 'x-forwarded-for': ip } });
async function gql(code: string, ip: string, token?: string) {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query: 'query($n: String!) { promoByName(name: $n) { name } }', variables: { n: code } }),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.json() };
}

beforeAll(async () => {
  ({ t } = await startWithMiniCatalog(import.meta.url, { clock, env: { RATE_LIMIT_MULTIPLIER: '1', TRUST_PROXY: '1' } }));
});
afterAll(async () => {
  await t?.close();
});

describe('promo lookups', () => {
  it('limits are a handful per minute, not unbounded', () => {
    expect(perUser).toBeLessThanOrEqual(20);
    expect(perIp).toBeLessThanOrEqual(60);
    expect(perUser).toBeLessThan(perIp);
  });

  it('a signed-in reader gets 429 RATE_LIMITED past the per-account limit, over REST and GraphQL together', async () => {
    const r = await newReader(t);
    for (let i = 0; i < perUser; i++) {
      // Guessed codes and a real one all count; half of them through GraphQL.
      const res =
        i % 2
          ? await rest(i === 1 ? 'TEN' : `GUESS${i}`, `203.0.113.${i + 1}`, r.token)
          : await gql(`GUESS${i}`, `203.0.113.${i + 1}`, r.token);
      expect(res.status).not.toBe(429);
      expect(JSON.stringify(res.body)).not.toMatch(/RATE_LIMITED/);
    }
    const over = await rest('TEN', '203.0.113.200', r.token);
    expect(over.status).toBe(429);
    expect(over.body).toMatchObject({ success: false, code: 'RATE_LIMITED', message: 'Too many requests, please try again later' });
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    const overGql = await gql('TEN', '203.0.113.201', r.token);
    expect(overGql.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(Number(overGql.retryAfter)).toBeGreaterThan(0);
    // Another reader is not affected.
    const other = await newReader(t);
    expect((await rest('TEN', '203.0.113.202', other.token)).status).toBe(200);
  });

  it('one client address gets 429 past the per-address limit, even spread over accounts and anonymous calls', async () => {
    const ip = '198.51.100.9';
    const readers = await Promise.all([newReader(t), newReader(t), newReader(t), newReader(t)]);
    const statuses: number[] = [];
    for (let i = 0; i < perIp; i++) {
      const token = i % 5 === 4 ? undefined : readers[i % 5]?.token;
      statuses.push((i % 3 ? await rest('TEN', ip, token) : await gql('TEN', ip, token)).status);
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await rest('TEN', ip);
    expect(over.status).toBe(429);
    expect(over.body.code).toBe('RATE_LIMITED');
    const fresh = await newReader(t);
    expect((await rest('TEN', ip, fresh.token)).status).toBe(429);
    expect((await rest('TEN', '198.51.100.10', fresh.token)).status).toBe(200);
  });
});
