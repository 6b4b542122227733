// Login sessions: device limit under concurrency, renewal, logout, revocation on the next request.
import pg from 'pg';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startSmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { login, signUp, type Sink } from './identity-fixtures.js';

describe('identity: login sessions', () => {
  let t: TestApp;
  let sink: Sink;
  let db: pg.Pool;
  let userId: string;
  const email = 'devices@example.com';
  const pw = 'devices password 1';

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(import.meta.url, { env: { SMTP_URL: sink.url, RATE_LIMIT_MULTIPLIER: '1000' } });
    db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
    userId = await signUp(t, sink, email, pw);
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
    await sink?.close();
  });

  const sessions = async (id: string) => (await db.query('SELECT device FROM public.identity_sessions WHERE user_id = $1', [id])).rows;

  it('refuses wrong passwords and unknown emails with the same answer', async () => {
    const wrong = await login(t, email, 'not the password');
    const unknown = await login(t, 'nobody@example.com', 'not the password');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    const missing = await t.request('POST', '/api/login-user', { body: { email } });
    expect(missing.status).toBe(400);
  });

  it('20 concurrent logins from 20 devices leave exactly 5 sessions', async () => {
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => login(t, email, pw, `Device ${i}`)));
    const ok = results.filter((r) => r.status === 200);
    const refused = results.filter((r) => r.status === 409);
    expect(ok).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const r of refused) {
      expect(r.body.code).toBe('IDENTITY.DEVICE_LIMIT');
      expect(r.body.message).toMatch(/5 devices/);
    }
    expect(await sessions(userId)).toHaveLength(5);
    // Each token works and the devices are listed.
    const data = await t.request('GET', `/api/get-user-data/${userId}`, { token: ok[0]!.body.token });
    expect(data.status).toBe(200);
    expect(data.body.loginDevices).toHaveLength(5);
  });

  it('a known device signs in again (its old token stops working); a sixth new device is refused', async () => {
    const known = (await sessions(userId))[0]!.device as string;
    const first = await login(t, email, pw, known);
    expect(first.status).toBe(200);
    const again = await login(t, email, pw, known);
    expect(again.status).toBe(200);
    expect((await t.request('GET', `/api/get-user-data/${userId}`, { token: first.body.token })).status).toBe(401);
    expect((await t.request('GET', `/api/get-user-data/${userId}`, { token: again.body.token })).status).toBe(200);
    expect((await login(t, email, pw, 'Brand new phone')).status).toBe(409);
    expect(await sessions(userId)).toHaveLength(5);
  });

  it('logout-user ends that device; the token is refused on its very next call', async () => {
    const device = (await sessions(userId))[1]!.device as string;
    const s = await login(t, email, pw, device);
    const token = s.body.token as string;
    expect((await t.request('GET', `/api/get-user-data/${userId}`, { token })).status).toBe(200);
    const out = await t.request('POST', '/api/logout-user', { token, body: { userId, device } });
    expect(out.body).toMatchObject({ success: true });
    const next = await t.request('GET', `/api/get-user-data/${userId}`, { token });
    expect(next.status).toBe(401);
    expect(next.body.success).toBe(false);
    expect(await sessions(userId)).toHaveLength(4);
    // A freed slot lets a new device in.
    expect((await login(t, email, pw, 'Brand new phone')).status).toBe(200);
  });

  it('a password change from the account page revokes every session', async () => {
    const a = await login(t, email, pw, 'Brand new phone');
    const b = (await t.request('GET', `/api/get-user-data/${userId}`, { token: a.body.token })).body;
    expect(b.success).toBe(true);
    const mismatch = await t.request('POST', '/api/change-password', {
      token: a.body.token,
      body: { userId, password: 'next password 1', confirm_password: 'other' },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('Password not match');
    const ok = await t.request('POST', '/api/change-password', {
      token: a.body.token,
      body: { userId, password: 'next password 1', confirm_password: 'next password 1' },
    });
    expect(ok.body).toEqual({ success: true, message: 'Password change successfully please login to continue' });
    expect((await t.request('GET', `/api/get-user-data/${userId}`, { token: a.body.token })).status).toBe(401);
    expect(await sessions(userId)).toHaveLength(0);
    expect((await login(t, email, 'next password 1', 'Phone')).status).toBe(200);
  });

  it('a deactivated account cannot log in and its sessions end at once', async () => {
    const other = 'leaver@example.com';
    const id = await signUp(t, sink, other, pw);
    const s = await login(t, other, pw, 'Phone');
    const noReason = await t.request('POST', '/api/deactivate-account', { token: s.body.token, body: { userId: id } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Please provide reason for deactivate account');
    const bad = await t.request('POST', '/api/deactivate-account', { token: s.body.token, body: { userId: id, reason: 'I am bored' } });
    expect(bad.body.message).toBe('Please provide reason for deactivate account');
    const done = await t.request('POST', '/api/deactivate-account', {
      token: s.body.token,
      body: { userId: id, reason: 'Dont use site often' },
    });
    expect(done.body.success).toBe(true);
    expect((await t.request('GET', `/api/get-user-data/${id}`, { token: s.body.token })).status).toBe(401);
    const again = await login(t, other, pw, 'Phone');
    expect(again.status).toBe(403);
    expect(again.body.code).toBe('IDENTITY.ACCOUNT_DEACTIVATED');
    // Data is kept.
    const row = await db.query('SELECT status, deactivation_reason, email FROM public.identity_users WHERE id = $1', [id]);
    expect(row.rows[0]).toEqual({ status: 'deactivated', deactivation_reason: 'Dont use site often', email: other });
  });

  it('stores only token hashes', async () => {
    const s = await login(t, email, 'next password 1', 'Hash check');
    const token = s.body.token as string;
    const { rows } = await db.query("SELECT encode(token_hash, 'hex') AS h FROM public.identity_sessions");
    expect(rows.every((r) => !r.h.includes(Buffer.from(token).toString('hex')))).toBe(true);
    expect(rows.map((r) => r.h)).toContain((await import('node:crypto')).createHash('sha256').update(token).digest('hex'));
  });

  it('rejects garbage tokens and answers auth/providers', async () => {
    for (const token of ['x', 'a'.repeat(43), '"quoted"', 'a'.repeat(600)]) {
      expect((await t.request('GET', `/api/get-user-data/${userId}`, { token })).status).toBe(401);
    }
    expect((await t.request('GET', '/api/auth/providers')).body).toEqual({ success: true, google: false });
  });
});
