// Rate limits of identity (Redis-backed) with the real multiplier of 1.
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startSmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { IDENTITY_RATE_LIMITS } from '../../services/server/src/modules/identity/domain/identity.rules.js';
import type { Sink } from './identity-fixtures.js';

describe('identity: rate limits', () => {
  let t: TestApp;
  let sink: Sink;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(import.meta.url, { env: { SMTP_URL: sink.url, RATE_LIMIT_MULTIPLIER: '1' } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('answers 429 after too many logins for one address from one client', async () => {
    // A fresh source address per run so earlier runs' Redis counters do not matter.
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const headers = { 'x-forwarded-for': ip };
    const n = IDENTITY_RATE_LIMITS.loginPerIpEmail.points;
    const statuses: number[] = [];
    for (let i = 0; i < n + 2; i++) {
      const r = await t.request('POST', '/api/login-user', {
        headers,
        body: { email: 'limited@example.com', password: 'whatever 123', device: 'd' },
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, n).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(n)).toEqual([429, 429]);
  });

  it('answers 429 after too many code requests from one client', async () => {
    const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const n = IDENTITY_RATE_LIMITS.codeRequestPerIp.points;
    const statuses: number[] = [];
    for (let i = 0; i < n + 1; i++) {
      const r = await t.request('POST', '/api/signup-mail', {
        headers: { 'x-forwarded-for': ip },
        body: { email: `rl${i}-${ip}@example.com`, fullName: 'R' },
      });
      statuses.push(r.status);
    }
    expect(statuses.slice(0, n).every((s) => s === 200)).toBe(true);
    expect(statuses[n]).toBe(429);
  });
});
