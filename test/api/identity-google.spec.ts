// Google sign-in end to end against a local OpenID provider (oauth2-mock-server), following the
// redirects with fetch: state + PKCE + nonce, accounts keyed on `sub`, linking only verified emails.
import { OAuth2Server } from 'oauth2-mock-server';
import pg from 'pg';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startSmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { login, nextCode, signUp, type Sink } from './identity-fixtures.js';

const PUBLIC_URL = 'http://koma.test:8080';

describe('identity: Google sign-in', () => {
  let t: TestApp;
  let sink: Sink;
  let idp: OAuth2Server;
  let db: pg.Pool;
  let identity: Record<string, unknown> = {};
  const seen: { challenge?: string; method?: string; nonce?: string }[] = [];

  beforeAll(async () => {
    idp = new OAuth2Server();
    await idp.issuer.keys.generate('RS256');
    await idp.start(0, '127.0.0.1');
    idp.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
      Object.assign(token.payload, identity);
    });
    idp.service.on('beforeAuthorizeRedirect', (_: unknown, req: { query: Record<string, string> }) => {
      seen.push({ challenge: req.query.code_challenge, method: req.query.code_challenge_method, nonce: req.query.nonce });
    });
    sink = await startSmtpSink();
    t = await startTestApp(import.meta.url, {
      env: {
        SMTP_URL: sink.url,
        RATE_LIMIT_MULTIPLIER: '1000',
        PUBLIC_URL,
        GOOGLE_CLIENT_ID: 'koma-test-client',
        GOOGLE_CLIENT_SECRET: 'koma-test-secret',
        GOOGLE_ISSUER_URL: idp.issuer.url!,
      },
    });
    db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
    await sink?.close();
    await idp?.stop();
  });

  /** Browser journey: /api/auth/google → provider → callback (PUBLIC_URL's origin is swapped for the test server's). */
  async function journey(opts: { dropCookie?: boolean; replay?: boolean } = {}) {
    const start = await fetch(`${t.url}/api/auth/google`, { redirect: 'manual' });
    expect(start.status).toBe(302);
    const cookie = start.headers.get('set-cookie')!.split(';')[0]!;
    expect(start.headers.get('set-cookie')).toMatch(/HttpOnly/);
    const authorize = new URL(start.headers.get('location')!);
    expect(authorize.origin).toBe(new URL(idp.issuer.url!).origin);
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${PUBLIC_URL}/api/auth/google/callback`);
    const atIdp = await fetch(authorize, { redirect: 'manual' });
    expect(atIdp.status).toBe(302);
    const back = new URL(atIdp.headers.get('location')!);
    const local = new URL(back.pathname + back.search, t.url);
    const headers: Record<string, string> = opts.dropCookie ? {} : { cookie };
    const done = await fetch(local, { redirect: 'manual', headers });
    expect(done.status).toBe(302);
    const out = { location: new URL(done.headers.get('location')!), replay: undefined as URL | undefined };
    if (opts.replay) {
      const again = await fetch(local, { redirect: 'manual', headers });
      out.replay = new URL(again.headers.get('location')!);
    }
    return out;
  }

  /** Where the callback ends: `/{userId}/{code}`, a single-use sign-in code (not a session). */
  const linkOf = (u: URL) => {
    expect(u.origin).toBe(PUBLIC_URL);
    const m = /^\/([0-9a-f-]{36})\/([A-Za-z0-9_-]{43})$/.exec(u.pathname);
    expect(m).not.toBeNull();
    return { userId: m![1]!, code: m![2]! };
  };
  const exchange = (userId: string, code: string) => t.request('POST', '/api/auth/exchange-sign-in-code', { body: { userId, code } });
  /** The web landing's part: the code is exchanged by POST for the session. */
  const landed = async (u: URL) => {
    const { userId, code } = linkOf(u);
    const r = await exchange(userId, code);
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ success: true, userId, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    return { userId, token: r.body.token as string };
  };

  it('offers Google when configured', async () => {
    expect((await t.request('GET', '/api/auth/providers')).body).toEqual({ success: true, google: true });
  });

  it('creates an account for a new verified Google user and ends on /{userId}/{code}', async () => {
    identity = { sub: 'google-sub-1', email: 'New.Reader@gmail.com', email_verified: true, name: 'New Reader' };
    const { location } = await journey();
    const { userId, token } = await landed(location);
    // PKCE S256 and a nonce were sent to the provider.
    expect(seen.at(-1)).toMatchObject({
      method: 'S256',
      challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      nonce: expect.any(String),
    });
    const data = await t.request('GET', `/api/get-user-data/${userId}`, { token });
    expect(data.status).toBe(200);
    expect(data.body.user).toMatchObject({ email: 'new.reader@gmail.com', fullName: 'New Reader' });
    expect(data.body.loginDevices[0].device).toMatch(/^Google sign-in/);
    // Same sub again → same account.
    const again = await landed((await journey()).location);
    expect(again.userId).toBe(userId);
  });

  it('links an existing email account only when Google vouches for the email', async () => {
    const existing = await signUp(t, sink, 'owner@example.com');
    identity = { sub: 'attacker-sub', email: 'owner@example.com', email_verified: false, name: 'Mallory' };
    const refused = (await journey()).location;
    expect(refused.pathname).toBe('/login');
    expect(refused.searchParams.get('error')).toBe('google_email_unverified');
    expect((await db.query('SELECT google_sub FROM public.identity_users WHERE id = $1', [existing])).rows[0].google_sub).toBeNull();

    identity = { sub: 'owner-sub', email: 'owner@example.com', email_verified: true, name: 'Owner' };
    const linked = await landed((await journey()).location);
    expect(linked.userId).toBe(existing);
    // Keyed on sub: a later email change at Google still lands on the same account.
    identity = { sub: 'owner-sub', email: 'changed@example.com', email_verified: true };
    expect((await landed((await journey()).location)).userId).toBe(existing);
  });

  it('an email waiting on another account is not linked: Google sign-in gets its own account, and the waiting change is void', async () => {
    const squatterId = await signUp(t, sink, 'squatter@example.com');
    const session = (await login(t, 'squatter@example.com')).body.token as string;
    const form = new FormData();
    for (const [k, v] of Object.entries({
      id: squatterId,
      fullName: 'Squatter',
      email: 'target@gmail.com',
      gender: 'other',
      dob: '1990-01-01',
    }))
      form.append(k, v);
    const before = sink.messages.length;
    expect((await t.request('PUT', '/api/update-user', { token: session, body: form })).body.pendingEmail).toBe('target@gmail.com');
    const code = await nextCode(sink, 'target@gmail.com', before);

    identity = { sub: 'target-sub', email: 'target@gmail.com', email_verified: true, name: 'Target' };
    const owner = await landed((await journey()).location);
    expect(owner.userId).not.toBe(squatterId);
    expect((await t.request('GET', `/api/get-user-data/${owner.userId}`, { token: owner.token })).body.user.email).toBe('target@gmail.com');
    const late = await t.request('POST', '/api/verify-email-change', { token: session, body: { userId: squatterId, otp: code } });
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('IDENTITY.EMAIL_CHANGE_VOID');
    expect((await db.query('SELECT email, google_sub FROM public.identity_users WHERE id = $1', [squatterId])).rows[0]).toEqual({
      email: 'squatter@example.com',
      google_sub: null,
    });
  });

  it('refuses a callback without the browser cookie, and a replayed callback', async () => {
    identity = { sub: 'google-sub-1', email: 'new.reader@gmail.com', email_verified: true };
    const noCookie = (await journey({ dropCookie: true })).location;
    expect(noCookie.pathname).toBe('/login');
    expect(noCookie.searchParams.get('error')).toBe('google_state');
    const { location, replay } = await journey({ replay: true });
    await landed(location);
    expect(replay!.pathname).toBe('/login');
    expect(replay!.searchParams.get('error')).toBe('google_state');
    const forged = await fetch(`${t.url}/api/auth/google/callback?code=abc&state=forged`, { redirect: 'manual' });
    expect(new URL(forged.headers.get('location')!).searchParams.get('error')).toBe('google_state');
  });

  it('a deactivated account cannot sign in with Google', async () => {
    identity = { sub: 'leaving-sub', email: 'leaving@gmail.com', email_verified: true, name: 'Leaving' };
    const { userId, token } = await landed((await journey()).location);
    const off = await t.request('POST', '/api/deactivate-account', { token, body: { userId, reason: 'Other' } });
    expect(off.body.success).toBe(true);
    const after = (await journey()).location;
    expect(after.pathname).toBe('/login');
    expect(after.searchParams.get('error')).toBe('deactivated');
  });

  it('the link carries a sign-in code, not a session: it opens a session only when exchanged by POST, once, within 2 minutes', async () => {
    identity = { sub: 'code-sub', email: 'code.reader@gmail.com', email_verified: true, name: 'Code Reader' };
    const { userId, code } = linkOf((await journey()).location);
    // Opening the link signs nobody in: the code is no session token.
    expect((await t.request('GET', `/api/get-user-data/${userId}`, { token: code })).status).toBe(401);
    expect((await db.query('SELECT count(*)::int AS n FROM public.identity_sessions WHERE user_id = $1', [userId])).rows[0].n).toBe(0);
    // Only its hash is stored, with the user and the device label.
    const row = (await db.query('SELECT user_id, device, expires_at - created_at AS ttl FROM public.identity_sign_in_codes')).rows;
    expect(row).toEqual([
      { user_id: userId, device: expect.stringMatching(/^Google sign-in/), ttl: expect.objectContaining({ minutes: 2 }) },
    ]);
    expect(JSON.stringify(await db.query('SELECT * FROM public.identity_sign_in_codes'))).not.toContain(code);

    const wrongUser = await exchange('00000000-0000-4000-8000-000000000000', code);
    expect([wrongUser.status, wrongUser.body.code]).toEqual([401, 'IDENTITY.SIGN_IN_CODE_INVALID']);
    const { token } = await landed(new URL(`${PUBLIC_URL}/${userId}/${code}`));
    expect((await t.request('GET', `/api/get-user-data/${userId}`, { token })).body.loginDevices[0].device).toMatch(/^Google sign-in/);
    const replay = await exchange(userId, code);
    expect([replay.status, replay.body.success, replay.body.code]).toEqual([401, false, 'IDENTITY.SIGN_IN_CODE_INVALID']);
    // A session token in the link's place is no code.
    expect((await exchange(userId, token)).status).toBe(401);
    for (const body of [{ userId, code: 'x' }, { userId: 'not-a-uuid', code }, { userId }]) {
      const r = await t.request('POST', '/api/auth/exchange-sign-in-code', { body });
      expect([400, 401]).toContain(r.status);
      expect(r.body.success).toBe(false);
    }

    const late = linkOf((await journey()).location);
    await db.query("UPDATE public.identity_sign_in_codes SET expires_at = now() - interval '1 second'");
    expect((await exchange(late.userId, late.code)).body.code).toBe('IDENTITY.SIGN_IN_CODE_INVALID');

    // The GraphQL twin.
    const viaGql = linkOf((await journey()).location);
    const EXCHANGE = 'mutation($u: ID!, $c: String!) { exchangeSignInCode(userId: $u, code: $c) { userId token } }';
    const got = (await t.graphql(EXCHANGE, { u: viaGql.userId, c: viaGql.code })).body;
    expect(got.data.exchangeSignInCode).toEqual({ userId: viaGql.userId, token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
    expect((await t.graphql(EXCHANGE, { u: viaGql.userId, c: viaGql.code })).body.errors[0].extensions.code).toBe(
      'IDENTITY.SIGN_IN_CODE_INVALID',
    );
  });

  it('the device limit: told at the callback when already reached, and enforced again at the exchange', async () => {
    await signUp(t, sink, 'full@example.com');
    identity = { sub: 'full-sub', email: 'full@example.com', email_verified: true, name: 'Full' };
    const early = linkOf((await journey()).location);
    for (let i = 1; i <= 5; i++) expect((await login(t, 'full@example.com', undefined, `Phone ${i}`)).status).toBe(200);
    const refused = (await journey()).location;
    expect(refused.pathname).toBe('/login');
    expect(refused.searchParams.get('error')).toBe('device_limit');
    const atExchange = await exchange(early.userId, early.code);
    expect([atExchange.status, atExchange.body.code]).toEqual([409, 'IDENTITY.DEVICE_LIMIT']);
  });
});
