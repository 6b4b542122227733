import type { AddressInfo } from 'node:net';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { startMetricsListener } from '../metrics/metrics-listener.js';

describe('HTTP platform', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(import.meta.url);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers liveness and readiness with both dependencies checked', async () => {
    expect((await t.request('GET', '/health/live')).body).toEqual({ status: 'ok' });
    const ready = await t.request('GET', '/health/ready');
    expect(ready.status).toBe(200);
    expect(ready.body.checks.postgres.ok).toBe(true);
    expect(ready.body.checks.redis.ok).toBe(true);
  });

  it('serves Prometheus metrics on the METRICS_PORT listener, and not on the API port without METRICS_TOKEN', async () => {
    await t.request('GET', '/health/live');
    const hidden = await t.request('GET', '/metrics');
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const listener = (await startMetricsListener({ METRICS_PORT: 0, HOST: '127.0.0.1' }))!;
    try {
      const base = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
      const res = await fetch(`${base}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/plain');
      const text = await res.text();
      expect(text).toContain('koma_http_request_duration_seconds_bucket');
      expect(text).toContain('koma_events_appended_total');
      // The listener answers nothing else.
      expect((await fetch(`${base}/health/live`)).status).toBe(404);
      expect((await fetch(`${base}/metrics`, { method: 'POST' })).status).toBe(404);
    } finally {
      listener.close();
    }
  });

  it('the METRICS_PORT listener asks for the bearer token too when METRICS_TOKEN is set', async () => {
    const token = 'listener-metrics-token';
    const listener = (await startMetricsListener({ METRICS_PORT: 0, HOST: '127.0.0.1', METRICS_TOKEN: token }))!;
    try {
      const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/metrics`;
      const refused = await fetch(url, { headers: { authorization: 'Bearer not-the-token-at-all' } });
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ success: false, code: 'AUTH.UNAUTHORIZED' });
      expect((await fetch(url)).status).toBe(401);
      expect((await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    } finally {
      listener.close();
    }
  });

  it('has no METRICS_PORT listener unless it is configured', async () => {
    expect(await startMetricsListener({ HOST: '127.0.0.1' })).toBeNull();
  });

  it('answers unknown API paths with the JSON envelope, never a stack', async () => {
    for (const [m, p] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['GET', `/api/get-comic-data/${'x'.repeat(10000)}`],
    ] as const) {
      const res = await t.request(m, p);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND' });
      expect(JSON.stringify(res.body)).not.toMatch(/at .*\.(js|ts):\d+/);
    }
  });

  it('echoes a caller correlation id and makes one otherwise', async () => {
    const own = await t.request('GET', '/health/live', { headers: { 'x-correlation-id': 'abc-12345678' } });
    expect(own.headers.get('x-correlation-id')).toBe('abc-12345678');
    const made = await t.request('GET', '/health/live');
    expect(made.headers.get('x-correlation-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('sets security headers', async () => {
    const res = await t.request('GET', '/health/live');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    // The test app's PUBLIC_URL is plain http: upgrading would break every asset request.
    expect(res.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    // The same set on every kind of answer: API, not found, client fallback, errors.
    for (const [method, url] of [
      ['GET', '/api/no-such-route'],
      ['GET', '/some/client/route'],
      ['POST', '/api/purchase-episode'],
    ] as const) {
      const other = await t.request(method, url);
      for (const h of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'referrer-policy',
        'strict-transport-security',
        'cross-origin-opener-policy',
      ]) {
        expect([url, h, other.headers.get(h)]).toEqual([url, h, res.headers.get(h)]);
      }
    }
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('answers GraphQL and refuses alias floods with a code', async () => {
    const ok = await t.graphql('{ serverInfo { time version } }');
    expect(ok.body.data.serverInfo.version).toBeTruthy();
    const aliases = await t.graphql(`{ ${Array.from({ length: 30 }, (_, i) => `a${i}: serverInfo { time }`).join(' ')} }`);
    expect(aliases.body.errors?.[0]?.message).toMatch(/alias/i);
    expect(aliases.body.errors?.[0]?.extensions?.code).toBeTruthy();
  });
});
