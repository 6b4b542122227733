import { Body, Controller, Get, Module, Post } from '@nestjs/common';
import { Args, Query, Resolver } from '@nestjs/graphql';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { Public } from '../auth/access.decorators.js';
import { createRedis } from '../redis/redis.js';
import { DomainError } from '../errors/domain-error.js';
import { RateLimit } from './rate-limit.decorator.js';
import { RateLimiter } from './rate-limiter.js';

@Controller('api/rate-limit-probe')
class ProbeController {
  @Post('login')
  @Public()
  @RateLimit({ bucket: 'probe-login', points: 3, durationSec: 60, by: 'ip+body:email' })
  login(@Body() body: { email?: string }) {
    return { success: true, email: body?.email ?? null };
  }

  @Get('short')
  @Public()
  @RateLimit({ bucket: 'probe-short', points: 2, durationSec: 1, by: 'ip' })
  short() {
    return { success: true };
  }

  @Get('stacked')
  @Public()
  @RateLimit({ bucket: 'probe-stacked-wide', points: 5, durationSec: 60, by: 'ip' })
  @RateLimit({ bucket: 'probe-stacked-narrow', points: 1, durationSec: 60, by: 'ip' })
  stacked() {
    return { success: true };
  }
}

@Resolver()
class ProbeResolver {
  @Query(() => String)
  @Public()
  @RateLimit({ bucket: 'probe-gql', points: 2, durationSec: 60, by: 'body:email' })
  rateLimitProbe(@Args('email') email: string): string {
    return email;
  }
}

@Module({ controllers: [ProbeController], providers: [ProbeResolver] })
class ProbeModule {}

const login = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
  t.request('POST', '/api/rate-limit-probe/login', { body: { email, password: 'x' }, headers });

describe('rate limits behind a trusted proxy (TRUST_PROXY=1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(`${import.meta.url}#proxy`, { modules: [ProbeModule], env: { TRUST_PROXY: '1' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('counts each forwarded client address apart', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, 'p@example.com', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(201);
    expect((await login(t, 'p@example.com', { 'x-forwarded-for': '203.0.113.7' })).status).toBe(429);
    expect((await login(t, 'p@example.com', { 'x-forwarded-for': '203.0.113.8' })).status).toBe(201);
  });
});

describe('rate limits (multiplier 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(import.meta.url, { modules: [ProbeModule] });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the (points+1)-th call in the window with 429, the envelope and Retry-After', async () => {
    for (let i = 0; i < 3; i++) expect((await login(t, 'a@example.com')).status).toBe(201);
    const res = await login(t, 'a@example.com');
    expect(res.status).toBe(429);
    expect(res.body).toMatchObject({ success: false, code: 'RATE_LIMITED', message: 'Too many requests, please try again later' });
    const retryAfter = Number(res.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(59);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(res.body.details).toEqual({ retryAfterSec: retryAfter });
  });

  it('keeps separate keys independent (another e-mail; same e-mail in other case counts the same)', async () => {
    expect((await login(t, 'b@example.com')).status).toBe(201);
    expect((await login(t, ' A@Example.com ')).status).toBe(429);
    for (let i = 0; i < 2; i++) expect((await login(t, 'b@example.com')).status).toBe(201);
    expect((await login(t, 'b@example.com')).status).toBe(429);
    expect((await login(t, 'c@example.com')).status).toBe(201);
  });

  it('lets calls in again once the window has slid past them', async () => {
    expect((await t.request('GET', '/api/rate-limit-probe/short')).status).toBe(200);
    expect((await t.request('GET', '/api/rate-limit-probe/short')).status).toBe(200);
    const refused = await t.request('GET', '/api/rate-limit-probe/short');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    await new Promise((r) => setTimeout(r, 1100));
    expect((await t.request('GET', '/api/rate-limit-probe/short')).status).toBe(200);
  });

  it('applies every stacked limit', async () => {
    expect((await t.request('GET', '/api/rate-limit-probe/stacked')).status).toBe(200);
    expect((await t.request('GET', '/api/rate-limit-probe/stacked')).status).toBe(429);
  });

  it('does not let a forged X-Forwarded-For dodge a per-IP limit (TRUST_PROXY is off by default)', async () => {
    for (let i = 0; i < 3; i++) await login(t, 'forge@example.com', { 'x-forwarded-for': `10.0.0.${i}` });
    expect((await login(t, 'forge@example.com', { 'x-forwarded-for': '1.2.3.4' })).status).toBe(429);
  });

  it('limits GraphQL resolvers too, with extensions.code and Retry-After', async () => {
    const ask = () =>
      fetch(`${t.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'query($e: String!) { rateLimitProbe(email: $e) }', variables: { e: 'g@example.com' } }),
      });
    for (let i = 0; i < 2; i++) expect((await (await ask()).json()).data.rateLimitProbe).toBe('g@example.com');
    const res = await ask();
    const body = await res.json();
    expect(body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('RateLimiter.consume counts per bucket and key, throws RATE_LIMITED with retryAfterSec, and resets', async () => {
    const limiter = t.app.get(RateLimiter);
    const limit = { points: 2, durationSec: 30 };
    await limiter.consume('probe-direct', 'k1', limit);
    await limiter.consume('probe-direct', 'k1', limit);
    const err = await limiter.consume('probe-direct', 'k1', limit).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect(err).toMatchObject({ code: 'RATE_LIMITED', category: 'rate_limited', status: 429 });
    expect((err as DomainError).details).toEqual({ retryAfterSec: expect.any(Number) });
    await limiter.consume('probe-direct', 'k2', limit); // other key
    await limiter.consume('probe-other', 'k1', limit); // other bucket
    await limiter.reset('probe-direct', 'k1');
    await limiter.consume('probe-direct', 'k1', limit);
    await expect(limiter.consume('probe-direct', 'k1', { points: 0, durationSec: 1 })).rejects.toThrow(/invalid rate limit/);
  });

  it('lets calls through (and logs) when Redis does not answer', async () => {
    const dead = createRedis('redis://127.0.0.1:1', { retryStrategy: () => 1000 });
    dead.on('error', () => undefined);
    const limiter = new RateLimiter(dead, t.config);
    const t0 = Date.now();
    for (let i = 0; i < 2; i++) await limiter.consume('probe-dead', 'k', { points: 1, durationSec: 60 });
    expect(Date.now() - t0).toBeLessThan(3000);
    dead.disconnect();
  });
});

describe('rate limits with RATE_LIMIT_MULTIPLIER=2', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(import.meta.url, { modules: [ProbeModule], env: { RATE_LIMIT_MULTIPLIER: '2' } });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('scales every limit', async () => {
    for (let i = 0; i < 6; i++) expect((await login(t, 'm@example.com')).status).toBe(201);
    expect((await login(t, 'm@example.com')).status).toBe(429);
    expect(t.app.get(RateLimiter).effectivePoints(3)).toBe(6);
  });
});
