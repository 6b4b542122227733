import type { Redis } from 'ioredis';
import pg from 'pg';
import { CommandBus } from '@nestjs/cqrs';
import { DAY, FakeClock, HOUR } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { JobsService } from '../../services/server/src/platform/jobs/jobs.service.js';
import { REDIS } from '../../services/server/src/platform/redis/redis.js';
import { startSmtpSink, type SmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { catalogId } from '../../services/server/src/modules/catalog/catalog.ids.js';
import { DeliverNotificationCommand, PlanNotificationsCommand } from '../../services/server/src/modules/inbox/index.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { openSubscription, sleep, waitFor } from './inbox-fixtures.js';

const T0 = new Date('2026-06-01T12:00:00.000Z');
const clock = new FakeClock(T0);
const at = (ms: number) => new Date(T0.getTime() + ms);
let t: TestApp;
let db: pg.Pool;
let sink: SmtpSink;
let jobs: JobsService;
const due = catalogId('notification', 'n-due');
const swept = catalogId('notification', 'n-swept');
const old = catalogId('notification', 'n-old');
type Reader = Awaited<ReturnType<typeof newReader>>;
let a: Reader;
let b: Reader;

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ t } = await startWithMiniCatalog(import.meta.url, {
    clock,
    env: { SMTP_URL: sink.url },
    extend: (doc) => {
      (doc as Record<string, unknown>).notifications = [
        { key: 'n-due', title: 'Due title', message: 'Due message', schedule: at(HOUR).toISOString() },
        { key: 'n-swept', title: 'Swept title', message: 'Swept message', schedule: at(3 * HOUR).toISOString() },
        { key: 'n-old', title: 'Old title', message: 'Old message', schedule: at(-3 * DAY).toISOString() },
      ];
    },
  }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
  jobs = t.app.get(JobsService);
  a = await newReader(t, 'Alice');
  b = await newReader(t, 'Bob');
  const off = await t.request('POST', '/api/update-user-setting', { token: b.token, body: { userId: b.userId, eventNotification: false } });
  expect(off.body.userSetting.eventNotification).toBe(false);
});
afterAll(async () => {
  await db?.end();
  await t?.close();
  await sink?.close();
});

const plan = () => t.app.get(CommandBus).execute(new PlanNotificationsCommand());
const mailsTo = (r: Reader, subject: string) => sink.messages.filter((m) => m.to.includes(r.email) && m.subject === subject);
const record = (id: string, schedule: Date) => jobs.getRecord(`inbox.deliver:${id}:${schedule.getTime()}`);

async function wipeRedis(redis: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) deleted += await redis.del(...keys);
  } while (cursor !== '0');
  return deleted;
}

describe('catalog notifications delivered at their schedule time', () => {
  it('a job per notification waits for the schedule on the Clock; when due, open pages learn it and readers who want event mail get one', async () => {
    await plan();
    expect((await record(due, at(HOUR)))?.status).toBe('pending');
    const page = await openSubscription(t, a.token, 'subscription { notificationBadge { unread } }');
    try {
      expect(await page.next()).toEqual({ notificationBadge: { unread: 1 } }); // n-old: listed, never mailed
      await sleep(300);
      expect(await jobs.sweepNow()).toMatchObject({ promoted: 0 });
      expect((await record(due, at(HOUR)))?.status).toBe('pending');

      clock.set(at(2 * HOUR));
      expect((await jobs.sweepNow()).promoted).toBeGreaterThanOrEqual(1);
      await waitFor(
        () => record(due, at(HOUR)),
        (r) => r?.status === 'done',
      );
      expect(await page.next()).toEqual({ notificationBadge: { unread: 2 } });
    } finally {
      await page.close();
    }
    const mail = await sink.waitFor((m) => m.to.includes(a.email) && m.subject === 'Due title');
    expect(mail.text).toContain('Due message');
    expect(mail.text).toContain(`/notitfication-view/${due}`);
    expect(mail.text).toContain('/api/unsubscribe-event-mail?userId=');
    await sleep(500);
    expect(mailsTo(b, 'Due title')).toHaveLength(0); // eventNotification off
  });

  it('a notification first seen long after its schedule is listed but not mailed', async () => {
    const { rows } = await db.query('SELECT outcome FROM public.inbox_deliveries WHERE notification_id = $1', [old]);
    expect(rows).toEqual([{ outcome: 'too old' }]);
    expect(sink.messages.filter((m) => m.subject === 'Old title')).toHaveLength(0);
  });

  it('after Redis lost its data, the sweeper re-enqueues the due job from the job table', async () => {
    expect((await record(swept, at(3 * HOUR)))?.status).toBe('pending');
    await wipeRedis(t.app.get<Redis>(REDIS), t.config.QUEUE_PREFIX);
    clock.set(at(4 * HOUR));
    expect((await jobs.sweepNow()).enqueued).toBeGreaterThanOrEqual(1);
    await waitFor(
      () => record(swept, at(3 * HOUR)),
      (r) => r?.status === 'done',
    );
    await sink.waitFor((m) => m.to.includes(a.email) && m.subject === 'Swept title');
    expect(mailsTo(b, 'Swept title')).toHaveLength(0);
  });

  it('one mail per reader per notification, however often the delivery runs again', async () => {
    const commands = t.app.get(CommandBus);
    expect(await commands.execute(new DeliverNotificationCommand(due, at(HOUR).toISOString()))).toEqual({
      outcome: 'delivered',
      mailed: 0,
    });
    // As after a crash between a batch and its cursor: the sent-marks still hold.
    await db.query('UPDATE public.inbox_deliveries SET mail_cursor = NULL, delivered_at = NULL WHERE notification_id = $1', [due]);
    expect(await commands.execute(new DeliverNotificationCommand(due, at(HOUR).toISOString(), 1))).toEqual({
      outcome: 'delivered',
      mailed: 0,
    });
    await sleep(1000);
    expect(mailsTo(a, 'Due title')).toHaveLength(1);
    expect((await db.query('SELECT count(*)::int AS n FROM public.inbox_mail_marks WHERE notification_id = $1', [due])).rows[0].n).toBe(1);
  });

  it('the unsubscribe link turns "Email me about events" off; a forged one changes nothing', async () => {
    const mail = mailsTo(a, 'Due title')[0]!;
    const link = /(\/api\/unsubscribe-event-mail\?\S+)/.exec(mail.text)![1]!;
    const forged = link.replace(a.userId, b.userId);
    const bad = await t.request('GET', forged);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 'INBOX.BAD_UNSUBSCRIBE_LINK' });
    const ok = await t.request('GET', link);
    expect(ok.body).toEqual({ success: true, message: 'You will no longer receive event emails' });
    const setting = (await t.request('GET', `/api/get-user-setting/${a.userId}`, { token: a.token })).body.userSetting;
    expect(setting.eventNotification).toBe(false);
    expect((await t.request('GET', `/api/get-user-setting/${b.userId}`, { token: b.token })).body.userSetting.eventNotification).toBe(
      false,
    );
  });

  it('settings decide: with "Email me about events" off no mail goes; turned on, the next one is mailed', async () => {
    await t.request('POST', '/api/update-user-setting', { token: b.token, body: { userId: b.userId, eventNotification: true } });
    const { CatalogImportService } = await import('../../services/server/src/modules/catalog/import/catalog-import.service.js');
    await t.app
      .get(CatalogImportService)
      .importDocument(
        { notifications: [{ key: 'n-next', title: 'Next title', message: 'Next', schedule: at(5 * HOUR).toISOString() }] },
        '/tmp',
      );
    await plan();
    clock.set(at(6 * HOUR));
    await jobs.sweepNow();
    await sink.waitFor((m) => m.to.includes(b.email) && m.subject === 'Next title');
    await waitFor(
      () => record(catalogId('notification', 'n-next'), at(5 * HOUR)),
      (r) => r?.status === 'done',
    );
    await sleep(500);
    expect(mailsTo(a, 'Next title')).toHaveLength(0); // a unsubscribed above
  });
});
