// A worker process killed (SIGKILL) while renewals are in flight, then started again: every member
// is renewed exactly once, none is charged twice, none is lost. Runs the built server
// (`npm run build` first) as a real KOMA_ROLE=worker child process; this spec's own app is the api
// role, so only the child runs jobs.
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { SystemClock } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { EventStreams } from '../../services/server/src/platform/event-store/event-streams.js';
import { membershipStream } from '../../services/server/src/modules/membership/membership.stream.js';
import { addMonths, membershipDecider } from '../../services/server/src/modules/membership/membership.decider.js';
import { planOfRow } from '../../services/server/src/modules/membership/projections/membership.projection.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { komaCli } from '../fixtures/koma-cli.js';
import { newReader } from '../fixtures/readers.js';
import { freePort, waitFor } from '../bench/bench-servers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MEMBERS = 1500;
const SETUP_PARALLEL = 16;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];
let db: pg.Pool;
const children: ChildProcess[] = [];

/** A worker of the built server on this spec's database and queue prefix. */
async function startWorker(): Promise<ChildProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'services/server/dist/main.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      KOMA_ROLE: 'worker',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'error',
      DATABASE_POOL_MAX: '8',
      DATABASE_URL: t.config.DATABASE_URL,
      REDIS_URL: t.config.REDIS_URL,
      QUEUE_PREFIX: t.config.QUEUE_PREFIX,
    },
  });
  children.push(child);
  await waitFor(`http://127.0.0.1:${port}/health/live`, child);
  return child;
}

const renewedCount = async () =>
  (await db.query(`SELECT count(*)::int AS n FROM es.events WHERE event_type = 'PlanRenewed'`)).rows[0].n as number;

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock: new SystemClock(), env: { KOMA_ROLE: 'api' } }));
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
}, 60_000);
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  await db?.end();
  await t?.close();
});

it('a worker killed mid-renewal and started again renews every member exactly once, charges none twice, loses none', async () => {
  // Plans whose billing date passed a minute ago: their renewal jobs are due the moment a worker runs.
  const billing = new Date(Date.now() - 60_000).toISOString();
  const start = addMonths(billing, -1);
  expect(addMonths(start, 1)).toBe(billing);
  const audited = await newReader(t, 'Audited');
  await t.request('POST', '/api/buy-coin-pack', { token: audited.token, body: { coinPackId: ids.pack } });
  const members = [audited.userId, ...Array.from({ length: MEMBERS - 1 }, () => randomUUID())];
  const streams = t.app.get(EventStreams);
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
            method: 'qpay wallet',
            promoId: null,
            at: start,
          },
          { metadata: { actor: 'system', reason: 'crash spec setup' } },
        ),
      ),
    );
  }
  expect(await renewedCount()).toBe(0); // this spec's app runs no jobs

  const first = await startWorker();
  const until = Date.now() + 120_000;
  while ((await renewedCount()) < 50) {
    if (Date.now() > until) throw new Error('the worker renewed nothing');
    await sleep(20);
  }
  first.kill('SIGKILL');
  await new Promise((r) => first.once('exit', r));
  const atKill = await renewedCount();
  const inFlight = (
    await db.query(
      `SELECT count(*)::int AS n FROM public.scheduled_jobs WHERE name = 'membership.renew' AND run_at <= $1 AND status = 'pending' AND attempts_made > 0`,
      [billing],
    )
  ).rows[0].n as number;
  expect(atKill).toBeLessThan(MEMBERS);
  expect(inFlight).toBeGreaterThan(0); // renewals had started and were cut off

  const second = await startWorker();
  const deadline = Date.now() + 180_000;
  for (;;) {
    const {
      rows: [left],
    } = await db.query(
      `SELECT count(*)::int AS n FROM public.scheduled_jobs WHERE name = 'membership.renew' AND run_at <= $1 AND status <> 'done'`,
      [billing],
    );
    if (left.n === 0) break;
    if (Date.now() > deadline) throw new Error(`${left.n} renewal jobs never finished`);
    await sleep(500);
  }
  second.kill('SIGTERM');
  await new Promise((r) => second.once('exit', r));

  const next = addMonths(billing, 1);
  // Every member: one PlanRenewed, for the period that follows the billing date, and no hold.
  const { rows: perMember } = await db.query(`
    SELECT count(*) FILTER (WHERE event_type = 'PlanRenewed')::int AS renewed,
           count(*) FILTER (WHERE event_type NOT IN ('PlanPurchased', 'PlanRenewed'))::int AS other,
           min(data->>'startDate') FILTER (WHERE event_type = 'PlanRenewed') AS start_date
    FROM es.events WHERE stream_id LIKE 'membership-%' GROUP BY stream_id`);
  expect(perMember).toHaveLength(MEMBERS);
  expect(perMember.filter((m) => m.renewed !== 1 || m.other !== 0 || m.start_date !== billing)).toEqual([]);
  const {
    rows: [status],
  } = await db.query(
    `SELECT count(*)::int AS n, count(*) FILTER (WHERE status = 'active' AND end_date = $1)::int AS renewed FROM rm.membership_status`,
    [next],
  );
  expect(status).toEqual({ n: MEMBERS, renewed: MEMBERS });

  // Every renewal order paid, one per member, each paying exactly one PlanRenewed, and the reverse.
  const {
    rows: [orders],
  } = await db.query(`
    SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS members, count(*) FILTER (WHERE status = 'paid')::int AS paid
    FROM payment_orders WHERE method = 'renewal'`);
  expect(orders).toEqual({ n: MEMBERS, members: MEMBERS, paid: MEMBERS });
  const {
    rows: [unmatched],
  } = await db.query(`
    SELECT (SELECT count(*) FROM payment_orders o WHERE o.method = 'renewal' AND NOT EXISTS (
              SELECT 1 FROM es.events e WHERE e.event_type = 'PlanRenewed' AND e.data->>'orderId' = o.id::text AND e.stream_id = 'membership-' || o.user_id))::int AS orders_without_event,
           (SELECT count(*) FROM es.events e WHERE e.event_type = 'PlanRenewed' AND NOT EXISTS (
              SELECT 1 FROM payment_orders o WHERE o.status = 'paid' AND o.id::text = e.data->>'orderId'))::int AS events_without_order`);
  expect(unmatched).toEqual({ orders_without_event: 0, events_without_order: 0 });

  // The read model is the log folded, for every member.
  const { rows } = await db.query('SELECT * FROM rm.membership_status');
  const { rows: log } = await db.query(
    `SELECT stream_id, event_type AS type, data FROM es.events WHERE stream_id LIKE 'membership-%' ORDER BY stream_id, stream_position`,
  );
  const folded = new Map<string, ReturnType<typeof membershipDecider.initialState>>();
  for (const e of log) folded.set(e.stream_id, membershipDecider.evolve(folded.get(e.stream_id) ?? membershipDecider.initialState(), e));
  for (const row of rows) expect(planOfRow(row)).toEqual(folded.get(`membership-${row.user_id}`)!.current);

  // Support's ledger for one of them: the coin pack, the plan, one renewal; the wallet untouched by the plan.
  const ledger = komaCli(t, 'ledger', audited.email, '--json');
  expect(ledger.code).toBe(0);
  const lines = ledger.out
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));
  expect(lines.map((l) => l.event)).toEqual(['CoinPackPurchased', 'PlanPurchased', 'PlanRenewed']);
  expect(lines.at(-1).balance).toEqual({ coin: 20, bonusCoin: 10, point: 5, freeRental: 0 });
  console.log(`crash spec: ${atKill} of ${MEMBERS} renewed when the worker was killed, ${inFlight} renewal jobs cut off mid-try`);
}, 420_000);
