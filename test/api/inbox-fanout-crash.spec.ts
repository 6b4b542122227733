import pg from 'pg';
import { CommandBus } from '@nestjs/cqrs';
import { DAY, FakeClock, HOUR } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { JobsService } from '../../services/server/src/platform/jobs/jobs.service.js';
import { FAN_OUT_BATCH, FanOutReleaseCommand, PlanNotificationsCommand } from '../../services/server/src/modules/inbox/index.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { waitFor } from './inbox-fixtures.js';

const T0 = new Date('2026-06-01T12:00:00.000Z');
const clock = new FakeClock(T0);
const READERS = 10_000;
let t: TestApp;
let db: pg.Pool;
let ids: Awaited<ReturnType<typeof startWithMiniCatalog>>['ids'];

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
  await t.app.get(CommandBus).execute(new PlanNotificationsCommand()); // what is live now has been seen
  // 10 000 readers with the comic's bell; every tenth has "Subscribed Title Notifications" off,
  // every hundred-and-first is deactivated: neither may be told.
  await db.query(
    `
    INSERT INTO public.identity_users (id, email, full_name, created_at, updated_at, status)
    SELECT gen_random_uuid(), 'fan' || i || '@example.test', 'Fan ' || i, $1, $1, CASE WHEN i % 101 = 0 THEN 'deactivated' ELSE 'active' END
    FROM generate_series(1, $2) i`,
    [T0, READERS],
  );
  await db.query(`INSERT INTO rm.inbox_bells (user_id, comic_id, since) SELECT id, $1, $2 FROM public.identity_users`, [ids.comic, T0]);
  await db.query(
    `
    INSERT INTO public.identity_user_settings (id, user_id, subscribe_notification, updated_at)
    SELECT gen_random_uuid(), id, false, $1 FROM (SELECT id, row_number() OVER (ORDER BY id) AS n FROM public.identity_users) u WHERE n % 10 = 0`,
    [T0],
  );
}, 60_000);
afterAll(async () => {
  await db?.end();
  await t?.close();
});

const eligible = async () =>
  (
    await db.query(`
  SELECT count(*)::int AS n FROM rm.inbox_bells b JOIN public.identity_users u ON u.id = b.user_id AND u.status = 'active'
  LEFT JOIN public.identity_user_settings s ON s.user_id = b.user_id WHERE coalesce(s.subscribe_notification, true)`)
  ).rows[0].n as number;
const written = async () =>
  (
    await db.query(
      `SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS readers FROM public.inbox_reader_notifications WHERE episode_id = $1`,
      [ids.future],
    )
  ).rows[0];

it('fans out to 10 000 belled readers in batches; after a crash mid-way the rerun misses none and doubles none', async () => {
  const want = await eligible();
  expect(want).toBeGreaterThan(8000);
  expect(want).toBeLessThan(9500);
  // The crash: every insert statement after the first fails, until the trigger is dropped.
  await db.query(`CREATE SEQUENCE crash_after_one`);
  await db.query(`CREATE FUNCTION crash_fan_out() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF nextval('crash_after_one') >= 2 THEN RAISE EXCEPTION 'simulated crash after the first batch'; END IF; RETURN NULL; END $$`);
  await db.query(
    `CREATE TRIGGER crash_fan_out AFTER INSERT ON public.inbox_reader_notifications FOR EACH STATEMENT EXECUTE FUNCTION crash_fan_out()`,
  );

  clock.set(new Date(T0.getTime() + DAY + HOUR)); // ep-future is released
  await t.app.get(JobsService).sweepNow(); // its release-scan job runs, announces, and the fan-out job starts
  const [announcement] = (
    await waitFor(
      () => db.query(`SELECT id FROM public.inbox_announcements WHERE episode_id = $1`, [ids.future]),
      (r) => r.rows.length === 1,
    )
  ).rows;
  const jobId = `inbox.fan-out:${announcement.id}`;
  await waitFor(
    () => t.app.get(JobsService).getRecord(jobId),
    (r) => !!r?.lastError?.includes('simulated crash'),
  );

  // Stopped after one batch of 5 000 readers to tell, the cursor after it.
  const mid = await written();
  expect(mid).toEqual({ n: FAN_OUT_BATCH, readers: FAN_OUT_BATCH });
  const {
    rows: [state],
  } = await db.query('SELECT cursor, done_at FROM public.inbox_announcements WHERE id = $1', [announcement.id]);
  expect(state.cursor).not.toBeNull();
  expect(state.done_at).toBeNull();

  await db.query('DROP TRIGGER crash_fan_out ON public.inbox_reader_notifications');
  // Rerun by hand while the job's own retry may run too: both resume from the cursor.
  await t.app.get(CommandBus).execute(new FanOutReleaseCommand(announcement.id));
  await waitFor(
    () => t.app.get(JobsService).getRecord(jobId),
    (r) => r?.status === 'done',
    40_000,
  );

  const end = await written();
  expect(end).toEqual({ n: want, readers: want });
  // Exactly the eligible readers: none with the setting off, none deactivated.
  const {
    rows: [wrong],
  } = await db.query(
    `
    SELECT count(*)::int AS n FROM public.inbox_reader_notifications r
    LEFT JOIN public.identity_user_settings s ON s.user_id = r.user_id JOIN public.identity_users u ON u.id = r.user_id
    WHERE r.episode_id = $1 AND (s.subscribe_notification = false OR u.status <> 'active')`,
    [ids.future],
  );
  expect(wrong.n).toBe(0);
}, 60_000);

it('three runners of one announcement at once, in small batches, tell every eligible reader exactly once', async () => {
  const want = await eligible();
  const {
    rows: [a],
  } = await db.query(
    `INSERT INTO public.inbox_announcements (id, episode_id, comic_id, kind, announced_at)
    VALUES (gen_random_uuid(), $1, $2, 'new_episode', $3) RETURNING id`,
    [ids.coin(1), ids.comic, clock.now()],
  );
  const runs = await Promise.all([1, 2, 3].map(() => t.app.get(CommandBus).execute(new FanOutReleaseCommand(a.id, 500))));
  expect(runs.reduce((n, r) => n + r.written, 0)).toBe(want);
  const {
    rows: [told],
  } = await db.query(
    `SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS readers FROM public.inbox_reader_notifications WHERE episode_id = $1`,
    [ids.coin(1)],
  );
  expect(told).toEqual({ n: want, readers: want });
}, 60_000);
