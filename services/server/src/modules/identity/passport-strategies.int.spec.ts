// The Token-header and Bearer passport strategies that feed the access guard, on the identity
// sessions of a real PostgreSQL.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { AuthUser } from '../../platform/auth/access.decorators.js';
import { authenticateWith } from '../../platform/auth/passport-authenticate.js';
import { BearerStrategy, TokenHeaderStrategy } from '../../platform/auth/token-strategies.js';
import { PG_POOL } from '../../platform/database/pg-pool.js';
import { startTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { SessionsService } from './sessions.service.js';

describe('passport token strategies (int)', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let sessions: SessionsService;
  let strategies: [TokenHeaderStrategy, BearerStrategy];
  const authenticate = (headers: Record<string, string>) => authenticateWith<AuthUser>(strategies, { headers });

  beforeAll(async () => {
    t = await startTestApp(import.meta.url);
    pool = t.app.get(PG_POOL);
    sessions = t.app.get(SessionsService);
    strategies = [t.app.get(TokenHeaderStrategy), t.app.get(BearerStrategy)];
  });
  afterAll(async () => {
    await t?.close();
  });

  async function signedIn(): Promise<{ userId: string; token: string }> {
    const userId = randomUUID();
    await pool.query(
      `INSERT INTO public.identity_users (id, email, full_name, created_at, updated_at) VALUES ($1, $2, 'Reader', now(), now())`,
      [userId, `${userId}@example.com`],
    );
    return { userId, token: await sessions.openSession(userId, 'laptop') };
  }

  it('finds the session of a Token header, quoted or not, and of an Authorization: Bearer header', async () => {
    const { userId, token } = await signedIn();
    expect((await authenticate({ token })).user).toMatchObject({ userId });
    expect((await authenticate({ token: JSON.stringify(token) })).user).toMatchObject({ userId });
    expect((await authenticate({ authorization: `Bearer ${token}` })).user).toMatchObject({ userId });
  });

  it('tells a missing credential from one whose session has ended', async () => {
    const { userId, token } = await signedIn();
    expect(await authenticate({})).toEqual({ user: null, misses: ['absent', 'absent'] });
    expect(await authenticate({ authorization: 'Basic abc' })).toEqual({ user: null, misses: ['absent', 'absent'] });
    await pool.query('DELETE FROM public.identity_sessions WHERE user_id = $1', [userId]);
    expect((await authenticate({ token })).misses).toContain('ended');
    expect((await authenticate({ authorization: `Bearer ${token}` })).misses).toContain('ended');
  });

  it('a Token header wins over Authorization: the ended Token is not rescued by a live Bearer token', async () => {
    const live = await signedIn();
    const ended = await signedIn();
    await pool.query('DELETE FROM public.identity_sessions WHERE user_id = $1', [ended.userId]);
    const outcome = await authenticate({ token: ended.token, authorization: `Bearer ${live.token}` });
    expect(outcome.user).toBeNull();
    expect(outcome.misses).toContain('ended');
    expect((await authenticate({ token: live.token, authorization: `Bearer ${ended.token}` })).user).toMatchObject({ userId: live.userId });
  });

  it('concurrent requests each get their own session (no strategy state is shared)', async () => {
    const users = await Promise.all(Array.from({ length: 12 }, () => signedIn()));
    const outcomes = await Promise.all(
      users.map((u, i) => authenticate(i % 2 ? { token: u.token } : { authorization: `Bearer ${u.token}` })),
    );
    expect(outcomes.map((o) => o.user?.userId)).toEqual(users.map((u) => u.userId));
  });

  it('the access guard answers through them: a live token passes, an ended one is told so', async () => {
    const { userId, token } = await signedIn();
    const ok = await t.request('GET', `/api/get-user-data/${userId}`, { token });
    expect(ok.status).toBe(200);
    await pool.query('DELETE FROM public.identity_sessions WHERE user_id = $1', [userId]);
    const ended = await t.request('GET', `/api/get-user-data/${userId}`, { token });
    expect(ended.status).toBe(401);
    expect(ended.body.message).toBe('Your session has ended, please log in again');
    const none = await t.request('GET', `/api/get-user-data/${userId}`);
    expect(none.body.message).toBe('Please do login first');
  });
});
