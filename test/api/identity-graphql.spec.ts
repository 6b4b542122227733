// The GraphQL face of identity: the same rules as REST (Authorization: Bearer).
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startSmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { nextCode, type Sink } from './identity-fixtures.js';

describe('identity: GraphQL', () => {
  let t: TestApp;
  let sink: Sink;
  const email = 'gql@example.com';
  const pw = 'graphql password 1';

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(import.meta.url, { env: { SMTP_URL: sink.url, RATE_LIMIT_MULTIPLIER: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  const gql = async (query: string, variables?: Record<string, unknown>, token?: string) => (await t.graphql(query, variables, token)).body;
  const LOGIN =
    'mutation($e: String!, $p: String!, $d: String!) { logIn(email: $e, password: $p, device: $d) { token user { id email } } }';

  it('signs up, logs in, reads me, devices and settings', async () => {
    const before = sink.messages.length;
    const asked = await gql('mutation($e: String!, $n: String) { requestEmailCode(email: $e, fullName: $n) { message userId } }', {
      e: email,
      n: 'Graph Reader',
    });
    expect(asked.data.requestEmailCode).toEqual({ message: 'Mail sent to your email', userId: null });
    const code = await nextCode(sink, email, before);
    const bad = await gql('mutation { verifyEmailCode(email: "gql@example.com", code: "12345") { message } }');
    expect(bad.errors[0].extensions.code).toBe('VALIDATION');
    const verified = (
      await gql('mutation($e: String!, $c: String!) { verifyEmailCode(email: $e, code: $c) { message signupToken resetToken } }', {
        e: email,
        c: code,
      })
    ).data.verifyEmailCode;
    expect(verified).toEqual({ message: 'Mail verified', signupToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/), resetToken: null });
    const mismatch = await gql('mutation($i: SignUpInput!) { signUp(input: $i) { id } }', {
      i: { email, fullName: 'Graph Reader', password: pw, confirmPassword: 'x', signupToken: verified.signupToken },
    });
    expect(mismatch.errors[0].message).toBe('Password was not match');
    // Without the token verifyEmailCode answered, nobody finishes this sign-up.
    for (const signupToken of [undefined, 'B'.repeat(43)]) {
      const stolen = await gql('mutation($i: SignUpInput!) { signUp(input: $i) { id } }', {
        i: { email, fullName: 'Mallory', password: 'mallory pass 1', confirmPassword: 'mallory pass 1', signupToken },
      });
      expect(stolen.errors[0].extensions.code).toBe('IDENTITY.SIGNUP_TOKEN_INVALID');
    }
    const created = await gql('mutation($i: SignUpInput!) { signUp(input: $i) { id email } }', {
      i: { email, fullName: 'Graph Reader', password: pw, confirmPassword: pw, signupToken: verified.signupToken },
    });
    expect(created.data.signUp.email).toBe(email);

    const wrong = await gql(LOGIN, { e: email, p: 'nope nope nope', d: 'Phone' });
    expect(wrong.errors[0].extensions.code).toBe('IDENTITY.INVALID_CREDENTIALS');
    const s = (await gql(LOGIN, { e: email, p: pw, d: 'Phone' })).data.logIn;
    expect(s.user.id).toBe(created.data.signUp.id);
    const me = await gql(
      '{ signedInUser { id fullName email } loginDevices { id device } userSetting { language freeNotification subscribeNotification eventNotification } }',
      undefined,
      s.token,
    );
    expect(me.data.signedInUser).toEqual({ id: s.user.id, fullName: 'Graph Reader', email });
    expect(me.data.loginDevices).toEqual([expect.objectContaining({ device: 'Phone' })]);
    expect(me.data.userSetting).toEqual({
      language: 'english',
      freeNotification: true,
      subscribeNotification: true,
      eventNotification: true,
    });
    expect((await gql('{ signedInUser { id } }')).errors[0].extensions.code).toBe('AUTH.UNAUTHORIZED');
  });

  it('updates settings and profile, signs a device out, changes the password, deactivates', async () => {
    const phone = (await gql(LOGIN, { e: email, p: pw, d: 'Phone' })).data.logIn.token;
    const tablet = (await gql(LOGIN, { e: email, p: pw, d: 'Tablet' })).data.logIn.token;
    const set = await gql(
      'mutation { updateUserSetting(input: { language: "mongolian", eventNotification: false }) { language eventNotification freeNotification } }',
      undefined,
      phone,
    );
    expect(set.data.updateUserSetting).toEqual({ language: 'mongolian', eventNotification: false, freeNotification: true });
    expect(
      (await gql('mutation { updateUserSetting(input: { language: "klingon" }) { language } }', undefined, phone)).errors[0].extensions
        .code,
    ).toBe('VALIDATION');
    const prof = await gql(
      'mutation($i: ProfileUpdateInput!) { updateProfile(input: $i) { fullName gender dob } }',
      { i: { fullName: 'G R', email, gender: 'other', dob: '2001-02-03' } },
      phone,
    );
    expect(prof.data.updateProfile).toEqual({ fullName: 'G R', gender: 'other', dob: '2001-02-03' });
    const missing = await gql(
      'mutation($i: ProfileUpdateInput!) { updateProfile(input: $i) { fullName } }',
      { i: { fullName: 'G R', email, gender: '', dob: '2001-02-03' } },
      phone,
    );
    expect(missing.errors[0].message).toBe('Please fill all required field');

    const devices = (await gql('{ loginDevices { id device current } }', undefined, phone)).data.loginDevices as Array<{
      id: string;
      device: string;
      current: boolean;
    }>;
    // `current` marks the session the asking request was made with.
    expect(devices.map((d) => [d.device, d.current]).sort()).toEqual([
      ['Phone', true],
      ['Tablet', false],
    ]);
    const tabletId = devices.find((d) => d.device === 'Tablet')!.id;
    const left = await gql('mutation($d: ID!) { signOutDevice(deviceId: $d) { device current } }', { d: tabletId }, phone);
    expect(left.data.signOutDevice).toEqual([{ device: 'Phone', current: true }]);
    expect((await gql('{ signedInUser { id } }', undefined, tablet)).errors[0].extensions.code).toBe('AUTH.UNAUTHORIZED');

    const mism = await gql('mutation { changePassword(password: "new password 9", confirmPassword: "x") { message } }', undefined, phone);
    expect(mism.errors[0].message).toBe('Password not match');
    const changed = await gql(
      'mutation { changePassword(password: "new password 9", confirmPassword: "new password 9") { message } }',
      undefined,
      phone,
    );
    expect(changed.data.changePassword.message).toBe('Password change successfully please login to continue');
    expect((await gql('{ signedInUser { id } }', undefined, phone)).errors[0].extensions.code).toBe('AUTH.UNAUTHORIZED');

    const again = (await gql(LOGIN, { e: email, p: 'new password 9', d: 'Phone' })).data.logIn.token;
    const out = await gql('mutation { logOut { success } }', undefined, again);
    expect(out.data.logOut.success).toBe(true);
    expect((await gql('{ signedInUser { id } }', undefined, again)).errors[0].extensions.code).toBe('AUTH.UNAUTHORIZED');

    const last = (await gql(LOGIN, { e: email, p: 'new password 9', d: 'Phone' })).data.logIn.token;
    const noReason = await gql('mutation { deactivateAccount(reason: "") { message } }', undefined, last);
    expect(noReason.errors[0].message).toBe('Please provide reason for deactivate account');
    expect((await gql('mutation { deactivateAccount(reason: "Other") { success } }', undefined, last)).data.deactivateAccount.success).toBe(
      true,
    );
    expect((await gql(LOGIN, { e: email, p: 'new password 9', d: 'Phone' })).errors[0].extensions.code).toBe(
      'IDENTITY.ACCOUNT_DEACTIVATED',
    );
  });

  it('forgot over GraphQL: the reset token resets the password once and is no session', async () => {
    const e2 = 'gql2@example.com';
    let before = sink.messages.length;
    await gql('mutation($e: String!) { requestEmailCode(email: $e, fullName: "Two") { message } }', { e: e2 });
    const c1 = await nextCode(sink, e2, before);
    const st = (await gql('mutation($e: String!, $c: String!) { verifyEmailCode(email: $e, code: $c) { signupToken } }', { e: e2, c: c1 }))
      .data.verifyEmailCode.signupToken;
    const two = (
      await gql('mutation($i: SignUpInput!) { signUp(input: $i) { id } }', {
        i: { email: e2, fullName: 'Two', password: pw, confirmPassword: pw, signupToken: st },
      })
    ).data.signUp.id;
    // The per-address resend gap is a minute: age the code row instead of waiting.
    const { default: pg } = await import('pg');
    const db = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await db.connect();
    await db.query("UPDATE public.identity_email_codes SET last_sent_at = last_sent_at - interval '2 minutes'");
    before = sink.messages.length;
    const asked = await gql('mutation($e: String!) { requestEmailCode(email: $e, forgot: true) { userId } }', { e: e2 });
    expect(asked.data.requestEmailCode.userId).toMatch(/^[0-9a-f-]{36}$/);
    expect(asked.data.requestEmailCode.userId).not.toBe(two);
    const c2 = await nextCode(sink, e2, before);
    const v = (
      await gql('mutation($e: String!, $c: String!) { verifyEmailCode(email: $e, code: $c) { userId resetToken } }', { e: e2, c: c2 })
    ).data.verifyEmailCode;
    expect(v.userId).toBe(asked.data.requestEmailCode.userId);
    expect((await gql('{ signedInUser { id } }', undefined, v.resetToken)).errors[0].extensions.code).toBe('AUTH.UNAUTHORIZED');
    const r = await gql(
      'mutation($t: String!) { resetPassword(resetToken: $t, password: "reset password 1", confirmPassword: "reset password 1") { message } }',
      { t: v.resetToken },
    );
    expect(r.data.resetPassword.message).toBe('Password change successfully please login to continue');
    const replay = await gql(
      'mutation($t: String!) { resetPassword(resetToken: $t, password: "reset password 2", confirmPassword: "reset password 2") { message } }',
      { t: v.resetToken },
    );
    expect(replay.errors[0].extensions.code).toBe('IDENTITY.RESET_TOKEN_INVALID');
    expect((await gql(LOGIN, { e: e2, p: 'reset password 1', d: 'Phone' })).data.logIn.token).toBeTruthy();
    await db.end();
  });
});
