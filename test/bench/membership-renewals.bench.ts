// Membership renewals at scale (run by `npm run bench`, KOMA_BENCH=1; issue #17): 10 000 plans
// whose billing date falls in the same minute are renewed by the jobs (sandbox payments, one worker
// process) within 60 s, and none is charged or renewed twice. Setup (not timed) starts the plans
// through the membership stream, which records each plan's renewal and reminder jobs as it would.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { FakeClock, DAY } from '../../services/server/src/platform/clock/clock.js';
import { JobsService } from '../../services/server/src/platform/jobs/jobs.service.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { EventStreams } from '../../services/server/src/platform/event-store/event-streams.js';
import { membershipStream } from '../../services/server/src/modules/membership/membership.stream.js';
import { addMonths } from '../../services/server/src/modules/membership/membership.decider.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 10_000);
const BUDGET_MS = 60_000;
const SETUP_PARALLEL = 16;
const T0 = '2026-06-01T12:00:00.000Z';

const clock = new FakeClock(new Date(T0));
let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
let db: pg.Pool;

/**
 * Runs the jobs of `name` due now until none is pending; returns how long it took. The clock
 * jumped, so BullMQ still holds them delayed by real time: the sweeper promotes them, as it does
 * every 15 s in a worker (a real clock needs no sweep: BullMQ's delay ends on time).
 */
async function drain(jobs: JobsService, name: string): Promise<number> {
  const started = Date.now();
  let swept = 0;
  for (;;) {
    if (Date.now() - swept >= 15_000) {
      await jobs.sweepNow();
      swept = Date.now();
    }
    const { rows } = await db.query(
      `SELECT count(*)::int AS n FROM public.scheduled_jobs WHERE name = $1 AND status = 'pending' AND run_at <= $2`,
      [name, clock.now()],
    );
    if (rows[0].n === 0) return Date.now() - started;
    if (Date.now() - started > 10 * BUDGET_MS) throw new Error(`${rows[0].n} ${name} jobs still pending`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock, env: { DATABASE_POOL_MAX: '20' } }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
}, 600_000);
afterAll(async () => {
  await db?.end();
  await t?.close();
});

test(`${MEMBERS} renewals due in the same minute finish within 60 s, none twice`, async () => {
  const streams = t.app.get(EventStreams);
  const jobs = t.app.get(JobsService);
  const members = Array.from({ length: MEMBERS }, () => randomUUID());
  const setup = Date.now();
  for (let i = 0; i < members.length; i += SETUP_PARALLEL) {
    await Promise.all(
      members.slice(i, i + SETUP_PARALLEL).map((userId) =>
        streams.runForEvents(
          membershipStream,
          userId,
          {
            type: 'PurchasePlan',
            orderId: randomUUID(),
            planId: ids.plan,
            planName: 'VIP Monthly',
            months: 1,
            price: 7.99,
            method: 'bench',
            promoId: null,
            at: T0,
          },
          { metadata: { actor: 'system', reason: 'bench setup' } },
        ),
      ),
    );
  }
  const billing = addMonths(T0, 1);
  // The reminders come first (3 days before); they are not what is measured.
  clock.set(new Date(new Date(billing).getTime() - 3 * DAY));
  await drain(jobs, 'membership.remind');
  console.log(`setup: ${MEMBERS} plans and reminders in ${((Date.now() - setup) / 1000).toFixed(1)} s`);

  clock.set(new Date(new Date(billing).getTime() + 30_000)); // within the billing minute
  const ms = await drain(jobs, 'membership.renew');
  console.log(`renewals: ${MEMBERS} in ${(ms / 1000).toFixed(1)} s (${Math.round(MEMBERS / (ms / 1000))}/s)`);

  const renewed = await db.query(
    `SELECT count(*)::int AS events, count(DISTINCT stream_id)::int AS members FROM es.events WHERE event_type = 'PlanRenewed'`,
  );
  expect(renewed.rows[0]).toEqual({ events: MEMBERS, members: MEMBERS });
  const orders = await db.query(
    `SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS members, count(*) FILTER (WHERE status = 'paid')::int AS paid FROM payment_orders WHERE method = 'renewal'`,
  );
  expect(orders.rows[0]).toEqual({ n: MEMBERS, members: MEMBERS, paid: MEMBERS });
  const held = await db.query(`SELECT count(*)::int AS n FROM rm.membership_status WHERE status <> 'active' OR end_date <> $1`, [
    addMonths(billing, 1),
  ]);
  expect(held.rows[0].n).toBe(0);
  expect(ms).toBeLessThan(BUDGET_MS);
}, 600_000);
