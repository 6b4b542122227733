// Email change through update-user: the new address must be proved with a code before the login
// email switches (real PostgreSQL, Redis and SMTP sink; the clock is injected).
import pg from 'pg';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startSmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { FakeClock, MINUTE } from '../../services/server/src/platform/clock/clock.js';
import { login, nextCode, signedInUser, signUp, type Sink } from './identity-fixtures.js';

describe('identity: email change', () => {
  let t: TestApp;
  let sink: Sink;
  let db: pg.Pool;
  const clock = new FakeClock(new Date('2026-03-01T10:00:00Z'));

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(import.meta.url, { clock, env: { SMTP_URL: sink.url, RATE_LIMIT_MULTIPLIER: '1000' } });
    db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
  });
  afterAll(async () => {
    await db?.end();
    await t?.close();
    await sink?.close();
  });

  const form = (fields: Record<string, string>) => {
    const f = new FormData();
    for (const [k, v] of Object.entries(fields)) f.append(k, v);
    return f;
  };
  const profile = (id: string, email: string, fullName = 'Changed Name') =>
    form({ id, fullName, email, gender: 'female', dob: '1991-02-03' });
  const updateUser = (u: { userId: string; token: string }, email: string, fullName?: string) =>
    t.request('PUT', '/api/update-user', { token: u.token, body: profile(u.userId, email, fullName) });
  const confirm = (u: { userId: string; token: string }, otp: string) =>
    t.request('POST', '/api/verify-email-change', { token: u.token, body: { userId: u.userId, otp } });
  const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
  const emailOf = async (userId: string) =>
    (await db.query('SELECT email FROM public.identity_users WHERE id = $1', [userId])).rows[0].email as string;
  const codesTo = (email: string, after: number) =>
    (sink.messages.slice(after) as Array<{ to: string[]; subject: string }>).filter(
      (m) => m.to.includes(email) && /Your Koma code/.test(m.subject),
    );

  it('keeps the old email after update-user, saves the other fields, and mails a code to the new address', async () => {
    const a = await signedInUser(t, sink, 'keep.old@example.com');
    const before = sink.messages.length;
    const res = await updateUser(a, 'Keep.New@Example.com', 'Renamed Reader');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      pendingEmail: 'keep.new@example.com',
      user: { email: 'keep.old@example.com', fullName: 'Renamed Reader' },
    });
    expect(res.body.message).toMatch(/code.*keep\.new@example\.com/);
    const code = await nextCode(sink, 'keep.new@example.com', before);
    expect(code).toMatch(/^\d{6}$/);
    // No code, and no change, for anyone before confirmation.
    expect((await login(t, 'keep.new@example.com')).status).toBe(401);
    expect((await login(t, 'keep.old@example.com')).status).toBe(200);
    const data = await t.request('GET', `/api/get-user-data/${a.userId}`, { token: a.token });
    expect(data.body.user).toMatchObject({
      email: 'keep.old@example.com',
      fullName: 'Renamed Reader',
      gender: 'female',
      dob: '1991-02-03',
    });
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.messages.slice(before).filter((m) => m.to.includes('keep.old@example.com'))).toEqual([]);
  });

  it('switches on the right code: the new email logs in, the old does not, and the old address is told', async () => {
    const a = await signedInUser(t, sink, 'switch.old@example.com');
    const before = sink.messages.length;
    expect((await updateUser(a, 'switch.new@example.com')).status).toBe(200);
    const code = await nextCode(sink, 'switch.new@example.com', before);
    const ok = await confirm(a, code);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ success: true, user: { id: a.userId, email: 'switch.new@example.com' } });
    expect((await login(t, 'switch.new@example.com')).status).toBe(200);
    expect((await login(t, 'switch.old@example.com')).status).toBe(401);
    const notice = await sink.waitFor((m) => m.to.includes('switch.old@example.com') && /email address was changed/.test(m.subject));
    expect(notice.text).toContain('switch.new@example.com');
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    // Single use: the code is gone with the change.
    const again = await confirm(a, code);
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('IDENTITY.EMAIL_CHANGE_NONE');
    // The existing session goes on working.
    expect((await t.request('GET', `/api/get-user-data/${a.userId}`, { token: a.token })).body.user.email).toBe('switch.new@example.com');
  });

  it('changing to the same email (any case) is a no-op: no code, nothing waiting', async () => {
    const a = await signedInUser(t, sink, 'same@example.com');
    const before = sink.messages.length;
    const res = await updateUser(a, ' SAME@example.com ');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: 'Profile updated', pendingEmail: null });
    const none = await confirm(a, '123456');
    expect(none.body.code).toBe('IDENTITY.EMAIL_CHANGE_NONE');
    await new Promise((r) => setTimeout(r, 300));
    expect(sink.messages.slice(before).filter((m) => m.to.includes('same@example.com'))).toEqual([]);
  });

  it('counts wrong codes: the fifth kills the code; a dead code is replaced by saving the email again', async () => {
    const a = await signedInUser(t, sink, 'tries.old@example.com');
    let before = sink.messages.length;
    await updateUser(a, 'tries.new@example.com');
    const code = await nextCode(sink, 'tries.new@example.com', before);
    for (let i = 1; i <= 4; i++) {
      const r = await confirm(a, wrongFor(code));
      expect(r.status).toBe(400);
      expect(r.body.code).toBe('IDENTITY.CODE_INVALID');
    }
    expect((await confirm(a, wrongFor(code))).body.code).toBe('IDENTITY.CODE_LOCKED');
    expect((await confirm(a, code)).body.code).toBe('IDENTITY.CODE_LOCKED');
    expect(await emailOf(a.userId)).toBe('tries.old@example.com');
    // A fresh code to the same address, once the resend gap has passed.
    const soon = await updateUser(a, 'tries.new@example.com');
    expect(soon.status).toBe(429);
    expect(soon.body.code).toBe('IDENTITY.CODE_RESEND_TOO_SOON');
    clock.advance(MINUTE + 1000);
    before = sink.messages.length;
    expect((await updateUser(a, 'tries.new@example.com')).status).toBe(200);
    const fresh = await nextCode(sink, 'tries.new@example.com', before);
    expect((await confirm(a, fresh)).status).toBe(200);
    expect(await emailOf(a.userId)).toBe('tries.new@example.com');
  });

  it('a code dies after 10 minutes; resend-email-change mails a fresh one (throttled)', async () => {
    const a = await signedInUser(t, sink, 'late.old@example.com');
    let before = sink.messages.length;
    await updateUser(a, 'late.new@example.com');
    const code = await nextCode(sink, 'late.new@example.com', before);
    // Saving the same waiting address while its code is good sends nothing new.
    const resaved = await updateUser(a, 'late.new@example.com');
    expect(resaved.body).toMatchObject({ success: true, pendingEmail: 'late.new@example.com' });
    clock.advance(10 * MINUTE + 1000);
    const late = await confirm(a, code);
    expect(late.status).toBe(400);
    expect(late.body.code).toBe('IDENTITY.CODE_EXPIRED');
    expect(codesTo('late.new@example.com', before)).toHaveLength(1);

    before = sink.messages.length;
    const resend = await t.request('POST', '/api/resend-email-change', { token: a.token, body: { userId: a.userId } });
    expect(resend.body).toMatchObject({ success: true, pendingEmail: 'late.new@example.com' });
    const fresh = await nextCode(sink, 'late.new@example.com', before);
    const tooSoon = await t.request('POST', '/api/resend-email-change', { token: a.token, body: { userId: a.userId } });
    expect(tooSoon.status).toBe(429);
    expect((await confirm(a, fresh)).status).toBe(200);
    const nothing = await t.request('POST', '/api/resend-email-change', { token: a.token, body: { userId: a.userId } });
    expect(nothing.body.code).toBe('IDENTITY.EMAIL_CHANGE_NONE');
  });

  it("refuses another user's id (403), a bad code shape (400) and no token (401), changing nothing", async () => {
    const a = await signedInUser(t, sink, 'owner.a@example.com');
    const b = await signedInUser(t, sink, 'owner.b@example.com');
    const before = sink.messages.length;
    await updateUser(b, 'owner.b.new@example.com');
    const code = await nextCode(sink, 'owner.b.new@example.com', before);
    const cross = await t.request('POST', '/api/verify-email-change', { token: a.token, body: { userId: b.userId, otp: code } });
    expect(cross.status).toBe(403);
    expect(JSON.stringify(cross.body)).not.toContain('owner.b');
    expect((await t.request('POST', '/api/resend-email-change', { token: a.token, body: { userId: b.userId } })).status).toBe(403);
    expect((await t.request('POST', '/api/verify-email-change', { body: { userId: b.userId, otp: code } })).status).toBe(401);
    const shape = await t.request('POST', '/api/verify-email-change', { token: b.token, body: { userId: b.userId, otp: '12ab' } });
    expect(shape.status).toBe(400);
    expect((await t.request('POST', '/api/verify-email-change', { token: b.token, body: { userId: b.userId } })).body.message).toBe(
      'Please fill all required field',
    );
    // a's own confirm does not reach b's change.
    expect((await confirm(a, code)).body.code).toBe('IDENTITY.EMAIL_CHANGE_NONE');
    expect(await emailOf(b.userId)).toBe('owner.b@example.com');
    expect((await confirm(b, code)).status).toBe(200);
  });

  it('sign-up of an address waiting on another account wins; the waiting change then fails clearly', async () => {
    const a = await signedInUser(t, sink, 'squatter@example.com');
    const before = sink.messages.length;
    await updateUser(a, 'victim@example.com');
    const code = await nextCode(sink, 'victim@example.com', before);
    const victimId = await signUp(t, sink, 'victim@example.com', 'victim password 1');
    expect((await login(t, 'victim@example.com', 'victim password 1')).body.user._id).toBe(victimId);
    const late = await confirm(a, code);
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ success: false, code: 'IDENTITY.EMAIL_CHANGE_VOID' });
    expect(await emailOf(a.userId)).toBe('squatter@example.com');
    expect(await emailOf(victimId)).toBe('victim@example.com');
    expect((await confirm(a, code)).body.code).toBe('IDENTITY.EMAIL_CHANGE_NONE');
  });

  it('does not reveal a registered address: same answer as a free one, its owner gets no code, nothing switches', async () => {
    const owner = await signedInUser(t, sink, 'taken@example.com');
    const a = await signedInUser(t, sink, 'prober.a@example.com');
    const c = await signedInUser(t, sink, 'prober.c@example.com');
    const before = sink.messages.length;
    const toTaken = await updateUser(a, 'taken@example.com', 'Same Name');
    const toFree = await updateUser(c, 'free.addr@example.com', 'Same Name');
    expect(toTaken.status).toBe(toFree.status);
    const shape = (b: Record<string, unknown>, email: string, userId: string) =>
      JSON.parse(
        JSON.stringify(b)
          .replaceAll(email, '<to>')
          .replaceAll(userId, '<id>')
          .replace(/prober\.[ac]@/g, 'prober@'),
      );
    expect(shape(toTaken.body, 'taken@example.com', a.userId)).toEqual(shape(toFree.body, 'free.addr@example.com', c.userId));
    await nextCode(sink, 'free.addr@example.com', before);
    const notice = await sink.waitFor((m) => m.to.includes('taken@example.com') && /tried to move a Koma account/.test(m.subject));
    expect(notice.text).not.toMatch(/\b\d{6}\b/);
    expect(codesTo('taken@example.com', before)).toEqual([]);
    // No code can confirm it: every try is wrong, and the fifth kills it.
    for (const otp of ['000000', '123456', '999999', '111111']) expect((await confirm(a, otp)).body.code).toBe('IDENTITY.CODE_INVALID');
    expect((await confirm(a, '222222')).body.code).toBe('IDENTITY.CODE_LOCKED');
    expect(await emailOf(a.userId)).toBe('prober.a@example.com');
    expect(await emailOf(owner.userId)).toBe('taken@example.com');
    expect((await login(t, 'taken@example.com')).body.user._id).toBe(owner.userId);
  });

  it('two accounts waiting for one address: the first confirmation wins, the other fails cleanly', async () => {
    const a = await signedInUser(t, sink, 'race.a@example.com');
    const b = await signedInUser(t, sink, 'race.b@example.com');
    let before = sink.messages.length;
    await updateUser(a, 'contested@example.com');
    const codeA = await nextCode(sink, 'contested@example.com', before);
    before = sink.messages.length;
    await updateUser(b, 'contested@example.com');
    const codeB = await nextCode(sink, 'contested@example.com', before);
    const [ra, rb] = await Promise.all([confirm(a, codeA), confirm(b, codeB)]);
    expect([ra.status, rb.status].sort()).toEqual([200, 409]);
    const loser = ra.status === 409 ? ra : rb;
    expect(loser.body.code).toBe('IDENTITY.EMAIL_CHANGE_VOID');
    const winner = ra.status === 200 ? a : b;
    const { rows } = await db.query("SELECT id FROM public.identity_users WHERE lower(email) = 'contested@example.com'");
    expect(rows).toEqual([{ id: winner.userId }]);
    expect(await emailOf(winner === a ? b.userId : a.userId)).toBe(winner === a ? 'race.b@example.com' : 'race.a@example.com');
  });

  it('GraphQL: updateProfile leaves the email waiting (pendingEmail), verifyEmailChange switches it', async () => {
    const a = await signedInUser(t, sink, 'gql.old@example.com');
    const before = sink.messages.length;
    const upd = await t.graphql(
      'mutation($i: ProfileUpdateInput!) { updateProfile(input: $i) { email fullName pendingEmail } }',
      { i: { fullName: 'Graph Name', email: 'gql.new@example.com', gender: 'other', dob: '2000-01-02' } },
      a.token,
    );
    expect(upd.body.data.updateProfile).toEqual({
      email: 'gql.old@example.com',
      fullName: 'Graph Name',
      pendingEmail: 'gql.new@example.com',
    });
    const code = await nextCode(sink, 'gql.new@example.com', before);
    const wrong = await t.graphql('mutation($c: String!) { verifyEmailChange(code: $c) { email } }', { c: wrongFor(code) }, a.token);
    expect(wrong.body.errors[0].extensions.code).toBe('IDENTITY.CODE_INVALID');
    const ok = await t.graphql('mutation($c: String!) { verifyEmailChange(code: $c) { email pendingEmail } }', { c: code }, a.token);
    expect(ok.body.data.verifyEmailChange).toEqual({ email: 'gql.new@example.com', pendingEmail: null });
    expect((await t.graphql('{ signedInUser { email pendingEmail } }', undefined, a.token)).body.data.signedInUser).toEqual({
      email: 'gql.new@example.com',
      pendingEmail: null,
    });
    const anon = await t.graphql('mutation { verifyEmailChange(code: "123456") { email } }');
    expect(anon.body.errors[0].extensions.code).toBe('AUTH.UNAUTHORIZED');
  });
});
