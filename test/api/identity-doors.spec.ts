// Identity's two doors: for a use case with a REST route and a GraphQL field, the same input gets
// the same answer, failures included (same code and message), since both run one handler.
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startSmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { login, nextCode, signedInUser, signUp, type Sink } from './identity-fixtures.js';

/** What a door answered, as both doors can say it: success with a message, or a failure. */
type Outcome = { ok: true; message?: string } | { ok: false; code: string; message: string };

describe('identity: REST and GraphQL doors agree', () => {
  let t: TestApp;
  let sink: Sink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(import.meta.url, { env: { SMTP_URL: sink.url, RATE_LIMIT_MULTIPLIER: '1000' } });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  async function rest(method: string, path: string, body?: unknown, token?: string): Promise<{ outcome: Outcome; body: any }> {
    const res = await t.request(method, path, { body, token });
    const b = res.body;
    return { body: b, outcome: b.success ? { ok: true, message: b.message } : { ok: false, code: b.code, message: b.message } };
  }

  async function gql(
    field: string,
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<{ outcome: Outcome; data: any }> {
    const b = (await t.graphql(query, variables, token)).body;
    if (b.errors?.length) return { data: null, outcome: { ok: false, code: b.errors[0].extensions.code, message: b.errors[0].message } };
    const data = b.data[field];
    return { data, outcome: { ok: true, message: data && typeof data === 'object' && 'message' in data ? data.message : undefined } };
  }

  const failure = (code: string, message: string) => ({ ok: false, code, message });

  it('signup-mail / requestEmailCode', async () => {
    const Q = 'mutation($e: String!, $n: String, $f: Boolean) { requestEmailCode(email: $e, fullName: $n, forgot: $f) { message userId } }';
    const cases: Array<{ body: Record<string, unknown>; vars: Record<string, unknown>; expected: Outcome }> = [
      {
        body: { email: 'x@example.com' },
        vars: { e: 'x@example.com' },
        expected: failure('IDENTITY.REQUIRED', 'Please fill all reqyired field'),
      },
      {
        body: { email: 'not-an-email', fullName: 'X' },
        vars: { e: 'not-an-email', n: 'X' },
        expected: failure('VALIDATION', 'email: is not a valid email'),
      },
      {
        body: { email: '', type: 'forgot' },
        vars: { e: '', f: true },
        expected: failure('IDENTITY.REQUIRED', 'Please fill all reqyired field'),
      },
    ];
    for (const c of cases) {
      const r = await rest('POST', '/api/signup-mail', c.body);
      const g = await gql('requestEmailCode', Q, c.vars);
      expect(r.outcome).toEqual(c.expected);
      expect(g.outcome).toEqual(r.outcome);
    }
    // Each door asks for a code for its own address (one code per address a minute).
    const r = await rest('POST', '/api/signup-mail', { email: 'door-rest@example.com', fullName: 'Door' });
    const g = await gql('requestEmailCode', Q, { e: 'door-gql@example.com', n: 'Door' });
    expect(r.outcome).toEqual({ ok: true, message: 'Mail sent to your email' });
    expect(g.outcome).toEqual(r.outcome);
  });

  it('verify-mail / verifyEmailCode', async () => {
    const Q = 'mutation($e: String!, $c: String!) { verifyEmailCode(email: $e, code: $c) { message userId resetToken } }';
    const before = sink.messages.length;
    await rest('POST', '/api/signup-mail', { email: 'verify@example.com', fullName: 'Verify' });
    const code = await nextCode(sink, 'verify@example.com', before);
    const wrong = code === '000000' ? '111111' : '000000';
    for (const [email, c, expected] of [
      ['verify@example.com', '12345', failure('VALIDATION', 'code: must be the 6-digit code')],
      ['verify@example.com', wrong, failure('IDENTITY.CODE_INVALID', 'Invalid code')],
      ['nobody@example.com', '123456', failure('IDENTITY.CODE_INVALID', 'Invalid code')],
    ] as const) {
      const r = await rest('POST', '/api/verify-mail', { email, code: c });
      const g = await gql('verifyEmailCode', Q, { e: email, c });
      expect(r.outcome).toEqual(expected);
      expect(g.outcome).toEqual(r.outcome);
    }
    const r = await rest('POST', '/api/verify-mail', { email: 'verify@example.com', code });
    expect(r.outcome).toEqual({ ok: true, message: 'Mail verified' });
    // The code is used up: the other door now gets what a second REST call would.
    const g = await gql('verifyEmailCode', Q, { e: 'verify@example.com', c: code });
    const again = await rest('POST', '/api/verify-mail', { email: 'verify@example.com', code });
    expect(g.outcome).toEqual(again.outcome);
    expect(g.outcome).toEqual(failure('IDENTITY.CODE_INVALID', 'Invalid code'));
  });

  it('signup-user / signUp', async () => {
    const Q = 'mutation($i: SignUpInput!) { signUp(input: $i) { id email } }';
    const cases = [
      {
        email: 'unverified@example.com',
        fullName: 'U',
        password: 'long enough 1',
        confirm: 'long enough 2',
        expected: failure('IDENTITY.PASSWORD_MISMATCH', 'Password was not match'),
      },
      {
        email: 'unverified@example.com',
        fullName: 'U',
        password: 'short',
        confirm: 'short',
        expected: failure('VALIDATION', 'password: must be at least 8 characters'),
      },
      {
        email: 'unverified@example.com',
        fullName: 'U',
        password: 'long enough 1',
        confirm: 'long enough 1',
        expected: failure('IDENTITY.SIGNUP_TOKEN_INVALID', 'Please verify your email on this device first, then set your password'),
      },
      {
        email: 'unverified@example.com',
        fullName: 'U',
        password: 'long enough 1',
        confirm: 'long enough 1',
        token: 'A'.repeat(43),
        expected: failure('IDENTITY.SIGNUP_TOKEN_INVALID', 'Please verify your email on this device first, then set your password'),
      },
      {
        email: 'unverified@example.com',
        fullName: '',
        password: 'long enough 1',
        confirm: 'long enough 1',
        expected: failure('IDENTITY.REQUIRED', 'Please fill all reqyired field'),
      },
    ];
    for (const c of cases as Array<(typeof cases)[number] & { token?: string }>) {
      const r = await rest(
        'POST',
        '/api/signup-user',
        { email: c.email, fullName: c.fullName, password: c.password, confirm_password: c.confirm },
        c.token,
      );
      const g = await gql('signUp', Q, {
        i: { email: c.email, fullName: c.fullName, password: c.password, confirmPassword: c.confirm, signupToken: c.token },
      });
      expect(r.outcome).toEqual(c.expected);
      expect(g.outcome).toEqual(r.outcome);
    }
    // The address already has an account: both doors refuse alike.
    await signUp(t, sink, 'taken@example.com');
    const r = await rest('POST', '/api/signup-user', {
      email: 'taken@example.com',
      fullName: 'T',
      password: 'long enough 1',
      confirm_password: 'long enough 1',
    });
    const g = await gql('signUp', Q, {
      i: { email: 'taken@example.com', fullName: 'T', password: 'long enough 1', confirmPassword: 'long enough 1' },
    });
    expect(r.outcome.ok).toBe(false);
    expect(g.outcome).toEqual(r.outcome);
  });

  describe('signed in', () => {
    const email = 'doors@example.com';
    const pw = 'doors password 1';
    let userId: string;
    let token: string;

    beforeAll(async () => {
      ({ userId, token } = await signedInUser(t, sink, email, pw, 'Door phone'));
    });

    it('login-user / logIn', async () => {
      const Q =
        'mutation($e: String!, $p: String!, $d: String!) { logIn(email: $e, password: $p, device: $d) { token user { id email } } }';
      for (const [e, p, expected] of [
        [email, 'wrong password 1', failure('IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password')],
        ['nobody@example.com', pw, failure('IDENTITY.INVALID_CREDENTIALS', 'Invalid email or password')],
        [email, '', failure('IDENTITY.REQUIRED', 'Please fill all required field')],
        ['', pw, failure('IDENTITY.REQUIRED', 'Please fill all required field')],
      ] as const) {
        const r = await rest('POST', '/api/login-user', { email: e, password: p, device: 'Door phone' });
        const g = await gql('logIn', Q, { e, p, d: 'Door phone' });
        expect(r.outcome).toEqual(expected);
        expect(g.outcome).toEqual(r.outcome);
      }
      const r = await rest('POST', '/api/login-user', { email: email.toUpperCase(), password: pw, device: 'Door laptop' });
      const g = await gql('logIn', Q, { e: email.toUpperCase(), p: pw, d: 'Door laptop' });
      expect(r.body.user.id).toBe(userId);
      expect(g.data.user).toEqual({ id: r.body.user.id, email: r.body.user.email });
      // The same device renews its one session: the REST token stopped working, the GraphQL one works.
      expect((await t.request('GET', `/api/get-user-data/${userId}`, { token: r.body.token })).status).toBe(401);
      expect((await t.request('GET', `/api/get-user-data/${userId}`, { token: g.data.token })).status).toBe(200);
    });

    it('get-user-data / signedInUser and loginDevices', async () => {
      const r = await rest('GET', `/api/get-user-data/${userId}`, undefined, token);
      const g = (
        await t.graphql(
          '{ signedInUser { id fullName email photo dob gender createdAt } loginDevices { id device createdAt } }',
          undefined,
          token,
        )
      ).body.data;
      const u = r.body.user;
      expect(g.signedInUser).toEqual({
        id: u.id,
        fullName: u.fullName,
        email: u.email,
        photo: u.photo,
        dob: u.dob,
        gender: u.gender,
        createdAt: u.createdAt,
      });
      expect(g.loginDevices).toEqual(
        r.body.loginDevices.map((d: { _id: string; device: string; createdAt: string }) => ({
          id: d._id,
          device: d.device,
          createdAt: d.createdAt,
        })),
      );
    });

    it('get-user-setting / userSetting and update-user-setting / updateUserSetting', async () => {
      const FIELDS = 'id freeNotification subscribeNotification eventNotification language';
      const read = async () => {
        const r = (await rest('GET', `/api/get-user-setting/${userId}`, undefined, token)).body.userSetting;
        const g = (await gql('userSetting', `{ userSetting { ${FIELDS} } }`, undefined, token)).data;
        expect(g).toEqual({
          id: r.id,
          freeNotification: r.freeNotification,
          subscribeNotification: r.subscribeNotification,
          eventNotification: r.eventNotification,
          language: r.language,
        });
        return g;
      };
      await read();
      const Q = `mutation($i: SettingsInput!) { updateUserSetting(input: $i) { ${FIELDS} } }`;
      const bad = await rest('POST', '/api/update-user-setting', { userId, language: 'klingon' }, token);
      const gBad = await gql('updateUserSetting', Q, { i: { language: 'klingon' } }, token);
      expect(bad.outcome).toMatchObject({ ok: false, code: 'VALIDATION' });
      expect(gBad.outcome).toEqual(bad.outcome);

      const r = await rest('POST', '/api/update-user-setting', { userId, language: 'mongolian', eventNotification: false }, token);
      expect(r.outcome).toEqual({ ok: true, message: 'Setting updated' });
      const afterRest = await read();
      // Undo through GraphQL, then the same change again: the same settings as REST made.
      await gql('updateUserSetting', Q, { i: { language: 'english', eventNotification: true } }, token);
      const g = await gql('updateUserSetting', Q, { i: { language: 'mongolian', eventNotification: false } }, token);
      expect(g.data).toEqual(afterRest);
      expect(await read()).toEqual(afterRest);
    });

    it('update-user / updateProfile, verify-email-change / verifyEmailChange, resend-email-change / resendEmailChangeCode', async () => {
      const Q = 'mutation($i: ProfileUpdateInput!) { updateProfile(input: $i) { id fullName email dob gender pendingEmail } }';
      const profile = { fullName: 'Door Reader', email, gender: 'other', dob: '1999-09-09' };
      for (const [change, expected] of [
        [{ gender: 'robot' }, failure('VALIDATION', 'gender: must be male, female or other')],
        [{ dob: '' }, failure('IDENTITY.REQUIRED', 'Please fill all required field')],
        [{ dob: '1999-02-31' }, failure('VALIDATION', 'dob: is not a real date')],
        [{ email: 'not-an-email' }, failure('VALIDATION', 'email: is not a valid email')],
      ] as const) {
        const r = await rest('PUT', '/api/update-user', { id: userId, ...profile, ...change }, token);
        const g = await gql('updateProfile', Q, { i: { ...profile, ...change } }, token);
        expect(r.outcome).toEqual(expected);
        expect(g.outcome).toEqual(r.outcome);
      }
      const r = await rest('PUT', '/api/update-user', { id: userId, ...profile }, token);
      const g = await gql('updateProfile', Q, { i: profile }, token);
      const u = r.body.user;
      expect(r.outcome).toEqual({ ok: true, message: 'Profile updated' });
      expect(g.data).toEqual({ id: u.id, fullName: u.fullName, email: u.email, dob: u.dob, gender: u.gender, pendingEmail: null });

      // Nothing waits yet: both doors of verify and resend refuse alike.
      const VQ = 'mutation($c: String!) { verifyEmailChange(code: $c) { id email } }';
      const RQ = 'mutation { resendEmailChangeCode { success message } }';
      const none = failure('IDENTITY.EMAIL_CHANGE_NONE', 'No email change is waiting for a code, please save the new email again');
      expect((await rest('POST', '/api/verify-email-change', { userId, otp: '123456' }, token)).outcome).toEqual(none);
      expect((await gql('verifyEmailChange', VQ, { c: '123456' }, token)).outcome).toEqual(none);
      expect((await rest('POST', '/api/resend-email-change', { userId }, token)).outcome).toEqual(none);
      expect((await gql('resendEmailChangeCode', RQ, undefined, token)).outcome).toEqual(none);
      const shape = failure('VALIDATION', 'otp: must be the 6-digit code');
      expect((await rest('POST', '/api/verify-email-change', { userId, otp: '12' }, token)).outcome).toEqual(shape);
      expect((await gql('verifyEmailChange', VQ, { c: '12' }, token)).outcome).toEqual(shape);

      // A new email waits for its code, whichever door saved it; the answer names it alike.
      const before = sink.messages.length;
      const moved = await rest('PUT', '/api/update-user', { id: userId, ...profile, email: 'doors.new@example.com' }, token);
      expect(moved.body.pendingEmail).toBe('doors.new@example.com');
      const code = await nextCode(sink, 'doors.new@example.com', before);
      const same = await gql('updateProfile', Q, { i: { ...profile, email: 'doors.new@example.com' } }, token);
      expect(same.data).toMatchObject({ email, pendingEmail: 'doors.new@example.com' });
      const wrong = code === '000000' ? '111111' : '000000';
      const rWrong = await rest('POST', '/api/verify-email-change', { userId, otp: wrong }, token);
      const gWrong = await gql('verifyEmailChange', VQ, { c: wrong }, token);
      expect(rWrong.outcome).toEqual(failure('IDENTITY.CODE_INVALID', 'Invalid code'));
      expect(gWrong.outcome).toEqual(rWrong.outcome);
      const gOk = await gql('verifyEmailChange', VQ, { c: code }, token);
      expect(gOk.data).toEqual({ id: userId, email: 'doors.new@example.com' });
    });

    it('change-password / changePassword and resetPassword, logout-user / logOut, deactivate-account / deactivateAccount', async () => {
      const CQ = 'mutation($p: String!, $c: String!) { changePassword(password: $p, confirmPassword: $c) { success message } }';
      const account = await login(t, 'doors.new@example.com', pw, 'Door tablet');
      const tok = account.body.token as string;
      for (const [p, c, expected] of [
        ['new password 1', 'new password 2', failure('IDENTITY.PASSWORD_MISMATCH', 'Password not match')],
        ['short', 'short', failure('VALIDATION', 'password: must be at least 8 characters')],
      ] as const) {
        const r = await rest('POST', '/api/change-password', { userId, password: p, confirm_password: c }, tok);
        const g = await gql('changePassword', CQ, { p, c }, tok);
        expect(r.outcome).toEqual(expected);
        expect(g.outcome).toEqual(r.outcome);
      }

      // The forgot flow: a reset token works at either door with the set-password page's texts.
      const before = sink.messages.length;
      const forgot = await rest('POST', '/api/signup-mail', { email: 'doors.new@example.com', type: 'forgot' });
      expect(forgot.body.userId).toMatch(/^[0-9a-f-]{36}$/);
      expect(forgot.body.userId).not.toBe(userId);
      const code = await nextCode(sink, 'doors.new@example.com', before);
      const resetToken = (await rest('POST', '/api/verify-mail', { email: 'doors.new@example.com', code })).body.token as string;
      const RQ =
        'mutation($t: String!, $p: String!, $c: String!) { resetPassword(resetToken: $t, password: $p, confirmPassword: $c) { success message } }';
      const rMismatch = await rest(
        'POST',
        '/api/change-password',
        { userId, password: 'reset password 1', confirm_password: 'x' },
        resetToken,
      );
      const gMismatch = await gql('resetPassword', RQ, { t: resetToken, p: 'reset password 1', c: 'x' });
      expect(rMismatch.outcome).toEqual(failure('IDENTITY.PASSWORD_MISMATCH', 'Password was not match'));
      expect(gMismatch.outcome).toEqual(rMismatch.outcome);
      const reset = await gql('resetPassword', RQ, { t: resetToken, p: 'reset password 1', c: 'reset password 1' });
      expect(reset.outcome).toEqual({ ok: true, message: 'Password change successfully please login to continue' });

      // Signed in again: the account page's change at each door says the same.
      const t1 = (await login(t, 'doors.new@example.com', 'reset password 1', 'Door tablet')).body.token as string;
      const r = await rest(
        'POST',
        '/api/change-password',
        { userId, password: 'rest password 1', confirm_password: 'rest password 1' },
        t1,
      );
      const t2 = (await login(t, 'doors.new@example.com', 'rest password 1', 'Door tablet')).body.token as string;
      const g = await gql('changePassword', CQ, { p: 'gql password 1', c: 'gql password 1' }, t2);
      expect(r.outcome).toEqual({ ok: true, message: 'Password change successfully please login to continue' });
      expect(g.outcome).toEqual(r.outcome);

      // Logout: the same message, and the token stops working either way.
      const t3 = (await login(t, 'doors.new@example.com', 'gql password 1', 'Door tablet')).body.token as string;
      const t4 = (await login(t, 'doors.new@example.com', 'gql password 1', 'Door phone')).body.token as string;
      const rOut = await rest('POST', '/api/logout-user', { userId }, t3);
      const gOut = await gql('logOut', 'mutation { logOut { success message } }', undefined, t4);
      expect(rOut.outcome).toEqual({ ok: true, message: 'Logout success' });
      expect(gOut.outcome).toEqual(rOut.outcome);
      for (const dead of [t3, t4]) expect((await t.request('GET', `/api/get-user-data/${userId}`, { token: dead })).status).toBe(401);

      // Deactivation: a reason outside docs/product.md is refused alike; then it works at one door.
      const t5 = (await login(t, 'doors.new@example.com', 'gql password 1', 'Door tablet')).body.token as string;
      const DQ = 'mutation($r: String) { deactivateAccount(reason: $r) { success message } }';
      for (const reason of ['', 'Bored']) {
        const rBad = await rest('POST', '/api/deactivate-account', { userId, reason }, t5);
        const gBad = await gql('deactivateAccount', DQ, { r: reason }, t5);
        expect(rBad.outcome).toEqual(failure('IDENTITY.REASON_REQUIRED', 'Please provide reason for deactivate account'));
        expect(gBad.outcome).toEqual(rBad.outcome);
      }
      const gDone = await gql('deactivateAccount', DQ, { r: 'Other' }, t5);
      expect(gDone.outcome).toEqual({ ok: true, message: 'Your account has been deactivated' });
      const rLogin = await rest('POST', '/api/login-user', { email: 'doors.new@example.com', password: 'gql password 1', device: 'x' });
      const gLogin = await gql(
        'logIn',
        'mutation { logIn(email: "doors.new@example.com", password: "gql password 1", device: "x") { token } }',
      );
      expect(rLogin.outcome).toEqual(failure('IDENTITY.ACCOUNT_DEACTIVATED', 'This account has been deactivated'));
      expect(gLogin.outcome).toEqual(rLogin.outcome);
    });
  });
});
