import { mkdtemp, readdir, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { startSmtpSink, parseMail, type SmtpSink } from '../testing/smtp-sink.js';
import { JobsService } from '../jobs/jobs.service.js';
import { DomainError } from '../errors/domain-error.js';
import { MailService } from './mail.service.js';
import { MailTransport } from './mail-transport.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor<T>(fn: () => Promise<T> | T, ok: (v: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v)) return v;
    if (Date.now() > end) throw new Error(`condition not met within ${timeoutMs} ms (last value ${JSON.stringify(v)})`);
    await sleep(50);
  }
}

const SUBJECT = 'Таны Koma код: 482913 — ✓';
const TEXT = 'Сайн байна уу!\n\nYour code is 482913.\nIt is valid for 10 minutes. Ünïcödé and a very long line '.concat(
  'x'.repeat(200),
  '\n— Koma',
);

describe('mail through SMTP_URL', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let mail: MailService;
  let jobs: JobsService;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp(import.meta.url, { env: { SMTP_URL: sink.url, MAIL_FROM: 'Koma Test <noreply@koma.test>' } });
    mail = t.app.get(MailService);
    jobs = t.app.get(JobsService);
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('queues a mail that arrives with subject and text intact, then wipes its payload', async () => {
    await mail.send({ to: 'reader@example.com', subject: SUBJECT, text: TEXT }, { jobId: 'signup-code:u1:1' });
    const got = await sink.waitFor((m) => m.to.includes('reader@example.com'));
    expect(got.subject).toBe(SUBJECT);
    expect(got.text.trimEnd()).toBe(TEXT);
    expect(got.from).toBe('Koma Test <noreply@koma.test>');
    expect(got.text.match(/\b\d{6}\b/)?.[0]).toBe('482913');
    const rec = await waitFor(
      () => jobs.getRecord('mail:signup-code:u1:1'),
      (r) => r?.status === 'done',
    );
    expect(rec?.payload).toEqual({}); // the code does not stay in the database
  });

  it('sends one mail for the same job id given twice', async () => {
    await mail.send({ to: 'twice@example.com', subject: 'Once', text: 'only once' }, { jobId: 'twice' });
    await mail.send({ to: 'twice@example.com', subject: 'Once', text: 'only once' }, { jobId: 'twice' });
    await sink.waitFor((m) => m.to.includes('twice@example.com'));
    await waitFor(
      () => jobs.getRecord('mail:twice'),
      (r) => r?.status === 'done',
    );
    await sleep(300);
    expect(sink.messages.filter((m) => m.to.includes('twice@example.com'))).toHaveLength(1);
  });

  it('sends HTML mails with the text part readable', async () => {
    await mail.send({ to: 'html@example.com', subject: 'Hello', text: 'plain 123456', html: '<p>rich <b>123456</b></p>' });
    const got = await sink.waitFor((m) => m.to.includes('html@example.com'));
    expect(got.text.trim()).toBe('plain 123456');
    expect(got.raw).toContain('text/html');
  });

  it('reads base64 bodies too (mostly non-Latin text)', async () => {
    const text = 'Таны нэг удаагийн код: 739204. Энэ код арван минутын дотор хүчинтэй.';
    await mail.send({ to: 'mn@example.com', subject: 'Код', text });
    const got = await sink.waitFor((m) => m.to.includes('mn@example.com'));
    expect(got.raw).toMatch(/Content-Transfer-Encoding: base64/i);
    expect(got.text.trimEnd()).toBe(text);
    expect(got.subject).toBe('Код');
  });

  it('sendNow delivers before it returns', async () => {
    const d = await mail.sendNow({ to: 'now@example.com', subject: 'Now', text: 'right away' });
    expect(d.via).toBe('smtp');
    expect(sink.messages.some((m) => m.to.includes('now@example.com'))).toBe(true);
  });

  it('refuses malformed mails with a validation error and queues nothing', async () => {
    const bad = [
      { to: 'not-an-address', subject: 's', text: 't' },
      { to: 'a@example.com', subject: '', text: 't' },
      { to: 'a@example.com', subject: 'x\r\nBcc: victim@example.com', text: 't' },
      { to: 'a@example.com', subject: 's', text: '' },
      { to: 'a@example.com', subject: 's', text: 'x'.repeat(100_001) },
      { to: 42, subject: 's', text: 't' },
    ];
    for (const m of bad) {
      await expect(mail.send(m as never, { jobId: 'bad' })).rejects.toBeInstanceOf(DomainError);
      await expect(mail.sendNow(m as never)).rejects.toBeInstanceOf(DomainError);
    }
    expect(await jobs.getRecord('mail:bad')).toBeUndefined();
  });

  it('retries while the SMTP server is down and delivers once it is back', async () => {
    const port = Number(new URL(sink.url).port);
    await sink.close();
    await mail.send({ to: 'later@example.com', subject: 'Later', text: 'after an outage' }, { jobId: 'outage' });
    const failedOnce = await waitFor(
      () => jobs.getRecord('mail:outage'),
      (r) => (r?.attemptsMade ?? 0) >= 1 && r?.lastError !== null,
    );
    expect(failedOnce?.status).toBe('pending');
    sink = await startSmtpSink({ port });
    const got = await sink.waitFor((m) => m.to.includes('later@example.com'), 15_000);
    expect(got.text.trim()).toBe('after an outage');
    expect(
      await waitFor(
        () => jobs.getRecord('mail:outage'),
        (r) => r?.status === 'done',
      ),
    ).toMatchObject({ attemptsMade: 2, lastError: null });
  }, 30_000);
});

describe('mail without SMTP_URL', () => {
  let t: TestApp;
  let outbox: string;

  beforeAll(async () => {
    outbox = await mkdtemp(path.join(os.tmpdir(), 'koma-mail-'));
    t = await startTestApp(import.meta.url, { env: { MAIL_OUTBOX_DIR: outbox } });
    expect(t.app.get(MailTransport).outboxDir).toBe(outbox);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('writes each mail as an .eml file in the outbox', async () => {
    expect(t.config.SMTP_URL).toBeUndefined();
    await t.app.get(MailService).send({ to: 'file@example.com', subject: SUBJECT, text: TEXT }, { jobId: 'to-file' });
    const files = await waitFor(
      () => readdir(outbox),
      (f) => f.length === 1,
    );
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(path.join(outbox, files[0]!), 'latin1');
    const parsed = parseMail(raw);
    expect(parsed.subject).toBe(SUBJECT);
    expect(parsed.text.trimEnd()).toBe(TEXT);
    expect(raw).toMatch(/^To: file@example\.com\r?$/m);
    expect(raw).toMatch(/^From: Koma <no-reply@localhost>\r?$/m);
    await waitFor(
      () => t.app.get(JobsService).getRecord('mail:to-file'),
      (r) => r?.status === 'done',
    );

    const d = await t.app.get(MailService).sendNow({ to: 'file2@example.com', subject: 's', text: 't' });
    expect(d.via).toBe('file');
    expect(d.path?.startsWith(outbox)).toBe(true);
    expect(await readdir(outbox)).toHaveLength(2);
  });
});
