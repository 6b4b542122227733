// Shared helpers of the identity API specs (test/api/identity*.spec.ts): real HTTP, codes read
// from the SMTP sink the app mails to.
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import type { startSmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';

export type Sink = Awaited<ReturnType<typeof startSmtpSink>>;

const asText = (m: unknown) => JSON.stringify(m);
/** The subject of a code mail in the account's language (English or Mongolian): it never carries the code. */
export const CODE_SUBJECT = /^(?:Your Koma code|Таны Koma код)$/;
/** Where the body says the code. */
const CODE_IN_BODY = /\b(\d{6})\b/;

/** Waits for the next code mail to `email` sent after `after` messages, and returns the 6-digit code of its body. */
export async function nextCode(sink: Sink, email: string, after: number): Promise<string> {
  const m = await sink.waitFor((msg) => {
    const i = sink.messages.indexOf(msg);
    return (i < 0 || i >= after) && msg.to.some((to) => to.toLowerCase() === email.toLowerCase()) && CODE_SUBJECT.test(msg.subject);
  }, 15_000);
  expect(m.subject).not.toMatch(/\d/);
  return CODE_IN_BODY.exec(m.text)![1]!;
}

export function mailsTo(sink: Sink, email: string): unknown[] {
  return (sink.messages as unknown[]).filter((m) => asText(m).toLowerCase().includes(email.toLowerCase()));
}

/** The whole sign-up journey; answers the new user's id. */
export async function signUp(
  t: TestApp,
  sink: Sink,
  email: string,
  password = 'correct horse 1',
  fullName = 'Test Reader',
): Promise<string> {
  const before = sink.messages.length;
  const mail = await t.request('POST', '/api/signup-mail', { body: { email, fullName } });
  expect(mail.body).toEqual({ success: true, message: 'Mail sent to your email' });
  const code = await nextCode(sink, email, before);
  const verified = await t.request('POST', '/api/verify-mail', { body: { email, code } });
  expect(verified.body).toMatchObject({ success: true, message: 'Mail verified', token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) });
  const created = await t.request('POST', '/api/signup-user', {
    token: verified.body.token,
    body: { email, fullName, password, confirm_password: password },
  });
  expect(created.body).toMatchObject({ success: true, message: 'Signup successfull' });
  return created.body.userId as string;
}

export async function login(t: TestApp, email: string, password = 'correct horse 1', device = 'Apple iPhone 15 iOS 18.1') {
  return t.request('POST', '/api/login-user', { body: { email, password, device } });
}

/** Signs a user up and in; answers id and token. */
export async function signedInUser(t: TestApp, sink: Sink, email: string, password = 'correct horse 1', device = 'Test device') {
  const userId = await signUp(t, sink, email, password);
  const res = await login(t, email, password, device);
  expect(res.status).toBe(200);
  return { userId, token: res.body.token as string };
}
