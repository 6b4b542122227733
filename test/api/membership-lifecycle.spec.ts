import pg from 'pg';
import type { Redis } from 'ioredis';
import { CommandBus } from '@nestjs/cqrs';
import { FakeClock, DAY } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { startSmtpSink, type SmtpSink } from '../../services/server/src/platform/testing/smtp-sink.js';
import { JobsService } from '../../services/server/src/platform/jobs/jobs.service.js';
import { createRedis } from '../../services/server/src/platform/redis/redis.js';
import { ProjectionEngine } from '../../services/server/src/platform/projections/projection-engine.js';
import { PlaceRenewalOrderCommand } from '../../services/server/src/modules/payments/index.js';
import { addMonths, membershipDecider } from '../../services/server/src/modules/membership/membership.decider.js';
import { planOfRow } from '../../services/server/src/modules/membership/projections/membership.projection.js';
import { RenewPlanCommand } from '../../services/server/src/modules/membership/commands/renew-plan/renew-plan.command.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader, signInAgain } from '../fixtures/readers.js';

type Reader = { userId: string; token: string; email: string };

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
let db: pg.Pool;
let sink: SmtpSink;
let redis: Redis;
let jobs: JobsService;

const readers: Array<{ r: Reader; signedAt: number }> = [];
/** A signed-in reader whose session is renewed as the clock moves on (sessions last 30 days). */
async function reader(): Promise<Reader> {
  const r = await newReader(t);
  readers.push({ r, signedAt: clock.now().getTime() });
  return r;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const iso = (ms: number) => new Date(ms).toISOString();
const plusDays = (isoDate: string, days: number) => iso(new Date(isoDate).getTime() + days * DAY);

const buyPlan = async (r: Reader) => {
  const res = await t.request('POST', '/api/buy-plan', {
    token: r.token,
    body: { userId: r.userId, planId: ids.plan, price: 7.99, method: 'qpay wallet' },
  });
  expect(res.body).toMatchObject({ success: true });
  return (await userPlan(r))!;
};
const userPlan = async (r: Reader) => (await t.request('GET', `/api/get-user-plan-data/${r.userId}`, { token: r.token })).body.userPlan;
const toggle = (r: Reader, planId: string) => t.request('GET', `/api/pause-or-resume/${planId}`, { token: r.token });
const GQL_CHANGE = (m: string) =>
  `mutation($id: ID!) { ${m}(planId: $id) { success message change userPlan { id status isPause startDate endDate cancelAt hold { since retryDates } } } }`;

/** VIP access to the subscription episode over REST and over GraphQL: both must agree. */
async function vipAccess(r: Reader): Promise<boolean> {
  const rest = (await t.request('GET', `/api/get-comic-episode-data/${ids.vip}`, { token: r.token })).body;
  const gql = (await t.graphql('{ episode(comicSlug: "mini-comic", episodeNumber: 30) { access { allowed reason } } }', {}, r.token)).body;
  expect(gql.errors).toBeUndefined();
  expect(gql.data.episode.access.allowed).toBe(rest.access.allowed);
  if (!rest.access.allowed) expect(rest.access.reason).toBe('plan');
  return rest.access.allowed;
}

/** Moves the clock and runs every membership job due by then (the sweeper enqueues what Redis lacks). */
async function advanceTo(at: string): Promise<void> {
  clock.set(at);
  for (const x of readers) {
    if (clock.now().getTime() - x.signedAt < 20 * DAY) continue;
    await signInAgain(t, x.r);
    x.signedAt = clock.now().getTime();
  }
  for (let i = 0; i < 200; i++) {
    await jobs.sweepNow();
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM public.scheduled_jobs WHERE status = 'pending' AND run_at <= $1 AND job_id LIKE 'membership:%'`,
      [clock.now()],
    );
    if (rows[0].n === 0) return;
    await sleep(100);
  }
  throw new Error(`membership jobs due by ${at} did not finish`);
}

const events = async (r: Reader) =>
  (
    await db.query('SELECT event_type AS type, data, metadata FROM es.events WHERE stream_id = $1 ORDER BY stream_position', [
      `membership-${r.userId}`,
    ])
  ).rows;
const mailsTo = (r: Reader, subject: RegExp) => sink.messages.filter((m) => m.to.includes(r.email) && subject.test(m.subject));
/** Waits for a mail, then a little longer to see that no second copy follows. */
async function onlyOneMail(r: Reader, subject: RegExp) {
  const m = await sink.waitFor((x) => x.to.includes(r.email) && subject.test(x.subject), 15_000);
  await sleep(700);
  expect(mailsTo(r, subject)).toHaveLength(1);
  return m;
}

async function wipeRedis(prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
    cursor = next;
    if (keys.length) await redis.del(...keys);
  } while (cursor !== '0');
}

/** Invariant: each member's read-model row is what folding their event log gives. */
async function checkInvariants() {
  const { rows } = await db.query('SELECT * FROM rm.membership_status');
  for (const row of rows) {
    const log = (
      await db.query('SELECT event_type AS type, data FROM es.events WHERE stream_id = $1 ORDER BY stream_position', [
        `membership-${row.user_id}`,
      ])
    ).rows;
    const folded = log.reduce((s, e) => membershipDecider.evolve(s, e), membershipDecider.initialState());
    expect(planOfRow(row)).toEqual(folded.current);
  }
}

beforeAll(async () => {
  sink = await startSmtpSink();
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock, env: { SMTP_URL: sink.url } }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 3 });
  redis = createRedis(t.config.REDIS_URL);
  jobs = t.app.get(JobsService);
});
afterAll(async () => {
  await t?.close();
  if (redis && t) await wipeRedis(t.config.QUEUE_PREFIX);
  redis?.disconnect();
  await db?.end();
  await sink?.close();
});
afterEach(async () => {
  (t.config as { PAYMENT_SANDBOX_FAIL_RENEWALS: boolean }).PAYMENT_SANDBOX_FAIL_RENEWALS = false;
  await checkInvariants();
});

describe('pause and resume', () => {
  it('pauses (no VIP access over REST or GraphQL) and resumes with the paused time added to the end date', async () => {
    const r = await reader();
    const plan = await buyPlan(r);
    expect(plan).toMatchObject({
      status: 'active',
      isPause: false,
      startDate: clock.now().toISOString(),
      endDate: addMonths(clock.now().toISOString(), 1),
    });
    expect(await vipAccess(r)).toBe(true);

    const paused = await toggle(r, plan._id);
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({
      success: true,
      message: 'Your VIP membership is paused',
      change: 'paused',
      userPlan: { status: 'paused', isPause: true },
    });
    expect(await vipAccess(r)).toBe(false);
    const data = (await t.request('GET', `/api/get-user-data/${r.userId}`, { token: r.token })).body;
    expect(data.plan).toMatchObject({ status: 'paused', isPause: true, startDate: plan.startDate, endDate: plan.endDate });

    clock.advance(3 * DAY);
    const resumed = (await t.graphql(GQL_CHANGE('pauseOrResumePlan'), { id: plan._id }, r.token)).body;
    expect(resumed.errors).toBeUndefined();
    expect(resumed.data.pauseOrResumePlan).toMatchObject({
      success: true,
      change: 'resumed',
      message: 'Your VIP membership is resumed',
      userPlan: { status: 'active', isPause: false, endDate: plusDays(plan.endDate, 3) },
    });
    expect(await vipAccess(r)).toBe(true);

    const log = await events(r);
    expect(log.map((e) => e.type)).toEqual(['PlanPurchased', 'PlanPaused', 'PlanResumed']);
    expect(log[1].metadata).toMatchObject({ actor: 'reader', reason: 'pause-or-resume', userId: r.userId });
  });

  it("refuses another reader's plan (403) and an unknown one (404) alike over REST and GraphQL, and moves nothing", async () => {
    const owner = await reader();
    const other = await reader();
    const plan = await buyPlan(owner);
    const rest = await toggle(other, plan._id);
    expect(rest.status).toBe(403);
    expect(rest.body).toMatchObject({ success: false, code: 'MEMBERSHIP.NOT_YOUR_PLAN' });
    const gql = (await t.graphql(GQL_CHANGE('pauseOrResumePlan'), { id: plan._id }, other.token)).body;
    expect(gql.errors[0]).toMatchObject({ message: rest.body.message, extensions: { code: 'MEMBERSHIP.NOT_YOUR_PLAN' } });
    for (const path of [`/api/cancel-plan/${plan._id}`, `/api/resume-plan/${plan._id}`]) {
      expect((await t.request('POST', path, { token: other.token })).status).toBe(403);
    }

    const unknown = await toggle(owner, '00000000-0000-4000-8000-000000000000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 'MEMBERSHIP.PLAN_NOT_FOUND', message: 'No membership' });
    const gqlUnknown = (await t.graphql(GQL_CHANGE('pauseOrResumePlan'), { id: '00000000-0000-4000-8000-000000000000' }, owner.token)).body;
    expect(gqlUnknown.errors[0]).toMatchObject({ message: 'No membership', extensions: { code: 'MEMBERSHIP.PLAN_NOT_FOUND' } });
    expect((await toggle(other, 'x'.repeat(65))).status).toBe(400);
    expect((await t.request('GET', `/api/pause-or-resume/${plan._id}`)).status).toBe(401);
    expect((await userPlan(owner)).status).toBe('active');
    expect(await events(owner)).toHaveLength(1);
  });

  it('10 concurrent toggles leave a consistent plan: an even count nets to the start', async () => {
    const r = await reader();
    const plan = await buyPlan(r);
    const answers = await Promise.all(Array.from({ length: 10 }, () => toggle(r, plan._id)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.change === 'paused')).toHaveLength(5);
    const log = (await events(r)).map((e) => e.type);
    expect(log.filter((e) => e === 'PlanPaused')).toHaveLength(5);
    expect(log.filter((e) => e === 'PlanResumed')).toHaveLength(5);
    expect(await userPlan(r)).toMatchObject({ status: 'active', isPause: false, endDate: plan.endDate });
  });

  it('a pause across the billing date charges nothing; the longest pause (30 days) ends by itself and gives the time back', async () => {
    const r = await reader();
    const plan = await buyPlan(r);
    await advanceTo(plusDays(plan.endDate, -5));
    expect((await toggle(r, plan._id)).body.change).toBe('paused');
    await advanceTo(plusDays(plan.endDate, 1));
    expect(await userPlan(r)).toMatchObject({ status: 'paused', endDate: plan.endDate });
    const orders = await db.query(`SELECT count(*)::int AS n FROM payment_orders WHERE user_id = $1`, [r.userId]);
    expect(orders.rows[0].n).toBe(1);
    await advanceTo(plusDays(plan.endDate, 25));
    expect(await userPlan(r)).toMatchObject({ status: 'active', isPause: false, endDate: plusDays(plan.endDate, 30) });
    const resumed = (await events(r)).at(-1);
    expect(resumed).toMatchObject({
      type: 'PlanResumed',
      data: { pausedMs: 30 * DAY },
      metadata: { actor: 'system', reason: 'longest pause (30 days) reached' },
    });
  });
});

describe('cancellation', () => {
  it('cancel, then resume before the billing date; cancel again and the plan ends at the billing date (mailed once)', async () => {
    const r = await reader();
    const plan = await buyPlan(r);
    const cancelled = await t.request('POST', `/api/cancel-plan/${plan._id}`, { token: r.token });
    expect(cancelled.body).toMatchObject({
      success: true,
      change: 'cancellation_requested',
      userPlan: { status: 'pending_cancellation', cancelAt: plan.endDate },
    });
    expect(await vipAccess(r)).toBe(true); // readable until the billing date
    const again = await t.request('POST', `/api/cancel-plan/${plan._id}`, { token: r.token });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('MEMBERSHIP.CANCEL_PENDING');

    const undone = (await t.graphql(GQL_CHANGE('resumePlan'), { id: plan._id }, r.token)).body.data.resumePlan;
    expect(undone).toMatchObject({ change: 'cancellation_withdrawn', userPlan: { status: 'active', cancelAt: null } });
    const nothing = await t.request('POST', `/api/resume-plan/${plan._id}`, { token: r.token });
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('MEMBERSHIP.NOTHING_TO_RESUME');

    expect((await t.graphql(GQL_CHANGE('cancelPlan'), { id: plan._id }, r.token)).body.data.cancelPlan.change).toBe(
      'cancellation_requested',
    );
    await advanceTo(plan.endDate);
    expect(await userPlan(r)).toMatchObject({ status: 'ended' });
    expect(await vipAccess(r)).toBe(false);
    const ended = await toggle(r, plan._id);
    expect(ended.status).toBe(409);
    expect(ended.body).toMatchObject({ code: 'MEMBERSHIP.PLAN_ENDED' });
    const gql = (await t.graphql(GQL_CHANGE('pauseOrResumePlan'), { id: plan._id }, r.token)).body;
    expect(gql.errors[0]).toMatchObject({ message: ended.body.message, extensions: { code: 'MEMBERSHIP.PLAN_ENDED' } });
    const orders = await db.query(`SELECT count(*)::int AS n FROM payment_orders WHERE user_id = $1`, [r.userId]);
    expect(orders.rows[0].n).toBe(1); // nothing charged at the billing date
    await onlyOneMail(r, /VIP membership was cancelled/);
    expect((await events(r)).at(-1)).toMatchObject({ type: 'PlanEnded', data: { cause: 'cancelled' }, metadata: { actor: 'system' } });
  });
});

describe('renewal', () => {
  it('reminds 3 days before, renews at the billing date after a Redis loss, and never charges a period twice', async () => {
    const r = await reader();
    const plan = await buyPlan(r);
    await wipeRedis(t.config.QUEUE_PREFIX); // the delayed jobs are gone from Redis; PostgreSQL still has them
    await advanceTo(plusDays(plan.endDate, -3));
    const reminder = await onlyOneMail(r, /renews on/);
    expect(reminder.subject).toBe(
      `Your VIP plan renews on ${new Date(plan.endDate).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' })}`,
    );

    await wipeRedis(t.config.QUEUE_PREFIX);
    await advanceTo(plan.endDate);
    expect(await userPlan(r)).toMatchObject({ status: 'active', startDate: plan.startDate, endDate: addMonths(plan.endDate, 1) });
    expect(await vipAccess(r)).toBe(true);

    // The job again, and the payment command again with the same key: nothing more is charged.
    expect(await t.app.get(CommandBus).execute(new RenewPlanCommand(r.userId, plan.endDate, 0))).toBe('nothing_due');
    const renewal = await t.app.get(CommandBus).execute(
      new PlaceRenewalOrderCommand({
        userId: r.userId,
        kind: 'plan',
        itemId: ids.plan,
        renewalKey: `membership-renewal:${plan.endDate}:0`,
        terms: { periodEnd: plan.endDate },
      }),
    );
    const { rows } = await db.query(`SELECT id, amount, status FROM payment_orders WHERE user_id = $1 ORDER BY created_at`, [r.userId]);
    expect(rows.map((o) => o.status)).toEqual(['paid', 'paid']);
    expect(renewal.order.id).toBe(rows[1].id);
    expect((await events(r)).map((e) => e.type)).toEqual(['PlanPurchased', 'PlanRenewed']);
    await onlyOneMail(r, /was renewed/);
  });

  it('a failed renewal puts the plan on hold (no access, mailed with the retry dates); paying on day 6 renews it', async () => {
    const r = await reader();
    const plan = await buyPlan(r);
    (t.config as { PAYMENT_SANDBOX_FAIL_RENEWALS: boolean }).PAYMENT_SANDBOX_FAIL_RENEWALS = true;
    await advanceTo(plan.endDate);
    const held = await userPlan(r);
    expect(held).toMatchObject({ status: 'on_hold', hold: { since: plan.endDate } });
    expect(held.hold.retryDates).toEqual([1, 2, 3, 4, 5, 6, 7].map((n) => plusDays(plan.endDate, n)));
    expect(await vipAccess(r)).toBe(false);
    const mail = await onlyOneMail(r, /on hold/);
    expect(mail.text).toContain(
      new Date(plusDays(plan.endDate, 7)).toLocaleDateString('en-US', { timeZone: 'UTC', year: 'numeric', month: 'long', day: 'numeric' }),
    );
    const pause = await toggle(r, held._id);
    expect(pause.status).toBe(409);
    expect(pause.body.code).toBe('MEMBERSHIP.PLAN_ON_HOLD');

    for (let day = 1; day <= 5; day++) await advanceTo(plusDays(plan.endDate, day));
    expect((await events(r)).filter((e) => e.type === 'PlanPaymentRetryFailed')).toHaveLength(5);
    (t.config as { PAYMENT_SANDBOX_FAIL_RENEWALS: boolean }).PAYMENT_SANDBOX_FAIL_RENEWALS = false;
    await advanceTo(plusDays(plan.endDate, 6));
    expect(await userPlan(r)).toMatchObject({
      status: 'active',
      hold: null,
      startDate: plusDays(plan.endDate, 6),
      endDate: addMonths(plusDays(plan.endDate, 6), 1),
    });
    expect(await vipAccess(r)).toBe(true);
    await advanceTo(plusDays(plan.endDate, 7)); // the day-7 retry finds the plan paid
    expect((await userPlan(r)).status).toBe('active');
    const { rows } = await db.query(`SELECT status FROM payment_orders WHERE user_id = $1 ORDER BY created_at`, [r.userId]);
    expect(rows.map((o) => o.status)).toEqual(['paid', 'failed', 'failed', 'failed', 'failed', 'failed', 'failed', 'paid']);
    expect(mailsTo(r, /on hold/)).toHaveLength(1);
  });

  it('a hold unpaid for 7 days ends the plan on day 7 (mailed once)', async () => {
    const r = await reader();
    const plan = await buyPlan(r);
    (t.config as { PAYMENT_SANDBOX_FAIL_RENEWALS: boolean }).PAYMENT_SANDBOX_FAIL_RENEWALS = true;
    for (let day = 0; day <= 6; day++) await advanceTo(plusDays(plan.endDate, day));
    expect((await userPlan(r)).status).toBe('on_hold');
    await advanceTo(plusDays(plan.endDate, 7));
    expect(await userPlan(r)).toMatchObject({ status: 'ended' });
    expect(await vipAccess(r)).toBe(false);
    const last = (await events(r)).at(-1);
    expect(last).toMatchObject({
      type: 'PlanEnded',
      data: { cause: 'unpaid' },
      metadata: { actor: 'system', reason: 'payment retry 7 of the hold' },
    });
    await onlyOneMail(r, /VIP membership was cancelled/);
    expect(mailsTo(r, /on hold/)).toHaveLength(1);
  });
});

describe('read models', () => {
  it('a rebuild reproduces the membership read models exactly', async () => {
    const dump = async () =>
      Object.fromEntries(
        await Promise.all(
          ['membership_plans', 'membership_status'].map(
            async (n) => [n, (await db.query(`SELECT * FROM rm.${n} ORDER BY 1, 2`)).rows] as const,
          ),
        ),
      );
    const live = await dump();
    expect(live.membership_status.length).toBeGreaterThan(5);
    await t.app.get(ProjectionEngine).rebuild(['membership']);
    expect(await dump()).toEqual(live);
  });
});
