// The device limit holds under real concurrency: openSession raced directly (no password hashing
// to spread the calls out), against the real PostgreSQL.
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { startTestApp, type TestApp } from '../../platform/testing/test-app.js';
import { PG_POOL } from '../../platform/database/pg-pool.js';
import { SessionsService } from './sessions.service.js';
import { IdentitySessionResolver } from './identity-session.resolver.js';

describe('SessionsService (int)', () => {
  let t: TestApp;
  let pool: pg.Pool;
  let sessions: SessionsService;

  beforeAll(async () => {
    t = await startTestApp(import.meta.url);
    pool = t.app.get(PG_POOL);
    sessions = t.app.get(SessionsService);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function newUser(): Promise<string> {
    const id = randomUUID();
    await pool.query(
      `INSERT INTO public.identity_users (id, email, full_name, created_at, updated_at) VALUES ($1, $2, 'Racer', now(), now())`,
      [id, `${id}@example.com`],
    );
    return id;
  }

  it('40 simultaneous new devices for one user open exactly 5 sessions', async () => {
    const userId = await newUser();
    const results = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => sessions.openSession(userId, `race-${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.every((r) => (r.reason as { code?: string }).code === 'IDENTITY.DEVICE_LIMIT')).toBe(true);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM public.identity_sessions WHERE user_id = $1', [userId]);
    expect(rows[0].n).toBe(5);
  });

  it('the same device raced opens one session whose latest token wins', async () => {
    const userId = await newUser();
    const tokens = await Promise.all(Array.from({ length: 10 }, () => sessions.openSession(userId, 'same phone')));
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM public.identity_sessions WHERE user_id = $1', [userId]);
    expect(rows[0].n).toBe(1);
    const live = (await Promise.all(tokens.map((tk) => sessions.resolve(tk)))).filter(Boolean);
    expect(live).toHaveLength(1);
  });

  it('the platform resolver is the identity one: revocation is seen on the next resolve', async () => {
    const userId = await newUser();
    const token = await sessions.openSession(userId, 'laptop');
    const resolver = t.app.get(IdentitySessionResolver);
    expect(await resolver.resolve(token)).toMatchObject({ userId });
    await pool.query('DELETE FROM public.identity_sessions WHERE user_id = $1', [userId]);
    expect(await resolver.resolve(token)).toBeNull();
  });
});

describe('IdentitySweeper (int)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(`${import.meta.url}#sweeper`);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('deletes expired sessions, used reset tokens and day-old code rows, and nothing live', async () => {
    const { IdentitySweeper } = await import('./infra/identity-sweeper.js');
    const pool: pg.Pool = t.app.get(PG_POOL);
    const id = randomUUID();
    await pool.query(
      `INSERT INTO public.identity_users (id, email, full_name, created_at, updated_at) VALUES ($1, 'sweep@example.com', 'S', now(), now())`,
      [id],
    );
    await pool.query(
      `INSERT INTO public.identity_sessions (id, user_id, device, token_hash, created_at, expires_at) VALUES
      ($1, $3, 'old', '\\x01', now() - interval '31 days', now() - interval '1 day'),
      ($2, $3, 'live', '\\x02', now(), now() + interval '1 day')`,
      [randomUUID(), randomUUID(), id],
    );
    await pool.query(`INSERT INTO public.identity_email_codes (email, purpose, code_hash, expires_at, last_sent_at, sends_window_start) VALUES
      ('old@example.com', 'forgot', '\\x01', now() - interval '2 days', now() - interval '2 days', now() - interval '2 days'),
      ('new@example.com', 'signup', '\\x02', now() + interval '5 minutes', now(), now())`);
    const out = await t.app.get(IdentitySweeper).sweep();
    expect(out).toMatchObject({ sessions: 1, codes: 1 });
    expect((await pool.query('SELECT device FROM public.identity_sessions')).rows).toEqual([{ device: 'live' }]);
    expect((await pool.query('SELECT email FROM public.identity_email_codes')).rows).toEqual([{ email: 'new@example.com' }]);
  });
});
