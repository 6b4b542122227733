// The cluster scenarios, shared by the reduced run in `npm test` (test/cluster/cluster.spec.ts)
// and the full run (`npm run bench -- cluster`): each runs the mixed load across the API
// instances, does one thing to the cluster, and reports what was done, what the load had
// acknowledged, and what was found after (one row of the fault table).
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { walletDecider } from '../../services/server/src/modules/wallet/wallet.decider.js';
import type { WalletCommand } from '../../services/server/src/modules/wallet/wallet.commands.js';
import type { WalletEvent } from '../../services/server/src/modules/wallet/wallet.events.js';
import { openSubscription } from '../api/inbox-fixtures.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import type { Cluster, Member } from './cluster.js';
import type { Seed } from './cluster-seed.js';
import {
  ackedWrites,
  asyncProjectionNames,
  runnerHolders,
  settle,
  usageHistoryMismatches,
  walletViolations,
  watchRunners,
} from './cluster-checks.js';
import { LoadState, runLoad, type Kind } from './mixed-load.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (line: string) => process.stderr.write(`[cluster ${new Date().toISOString().slice(11, 19)}] ${line}\n`);

export interface FaultRow {
  fault: string;
  load: string;
  done: string;
  acknowledged: number;
  lost: number;
  duplicated: number;
  found: string;
  /** Failed expectations of the scenario (empty: it held). */
  problems: string[];
}
export interface Scale {
  seconds: number;
  connections: number;
}

export function faultTable(rows: FaultRow[]): string {
  const head = ['fault', 'load', 'acknowledged', 'lost', 'duplicated', 'found after'];
  const body = rows.map((r) => [r.fault, r.load, String(r.acknowledged), String(r.lost), String(r.duplicated), r.found]);
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), `|${head.map(() => '---').join('|')}|`, ...body.map(line)].join('\n');
}

async function until<T>(
  fn: () => Promise<T>,
  ok: (v: T) => boolean,
  timeoutMs: number,
  everyMs = 100,
): Promise<{ value: T; ms: number; met: boolean }> {
  const t0 = Date.now();
  for (;;) {
    let v: T | undefined;
    try {
      v = await fn();
    } catch {
      /* not yet */
    }
    if (v !== undefined && ok(v)) return { value: v, ms: Date.now() - t0, met: true };
    if (Date.now() - t0 > timeoutMs) return { value: v as T, ms: Date.now() - t0, met: false };
    await sleep(everyMs);
  }
}

const readiness = async (m: Member) => (await fetch(`${m.url}/health/ready`, { signal: AbortSignal.timeout(5000) })).status;
const loadLabel = (c: Cluster, s: Scale) => `${c.apis().length} api × ${s.connections} conn, ${s.seconds} s`;

/** The common tail of a scenario: caught up, then the money invariants and the acknowledged writes. */
export async function findings(c: Cluster, state: LoadState, problems: string[]) {
  const lag = await settle(c.db);
  if (Object.values(lag).some((n) => n > 0)) problems.push(`projections still behind: ${JSON.stringify(lag)}`);
  const writes = await ackedWrites(c.db, state.acked);
  const wallet = await walletViolations(c.db);
  const history = await usageHistoryMismatches(c.db);
  if (wallet.length) problems.push(`wallet invariants: ${wallet.slice(0, 3).join('; ')}`);
  if (writes.lost.length) problems.push(`lost: ${writes.lost.slice(0, 3).join('; ')}`);
  if (writes.duplicated.length) problems.push(`duplicated: ${writes.duplicated.slice(0, 3).join('; ')}`);
  if (history.skipped.length || history.doubled.length)
    problems.push(`usage history: ${history.skipped.length} events skipped, ${history.doubled.length} applied twice`);
  if (state.badEnvelopes.length) problems.push(`5xx without the error envelope: ${state.badEnvelopes.slice(0, 2).join(' / ')}`);
  if (state.count((_, s) => s === 500)) problems.push(`${state.count((_, s) => s === 500)} answers were 500`);
  // A fault proven "under load" needs writes acknowledged during it (the seed's purchases can run out).
  if (state.acknowledged === 0) problems.push('the load acknowledged no write: the fault was not met under load');
  return {
    lost: writes.lost.length + history.skipped.length,
    duplicated: writes.duplicated.length + history.doubled.length,
    text: `invariants ${wallet.length ? `${wallet.length} broken` : 'hold'}; ${history.events} purchases in usage history: ${history.skipped.length} skipped, ${history.doubled.length} doubled`,
  };
}

function cliRebuild(c: Cluster, names: string[]): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(root, 'services/server/dist/cli/koma.js'), 'projections', 'rebuild', ...names], {
      env: { ...process.env, ...c.env('all', 'cli', 0), LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.once('exit', (code) => resolve({ code, out }));
  });
}

/**
 * 1. The mixed load across every API instance, with a balance push published through one API
 *    reaching an SSE client on the other, a rebuild of wallet_balance (inline) and
 *    wallet_usage_history (async) in the middle, and the runner and sweep locks sampled throughout.
 */
export async function mixedLoad(c: Cluster, seed: Seed, s: Scale): Promise<FaultRow & { state: LoadState }> {
  const problems: string[] = [];
  const state = new LoadState(seed, 'mixed');
  const names = await asyncProjectionNames(c.db);
  const watch = watchRunners(c.db, names);
  const [a, b] = c.apis();
  // The SSE client on b; its reader buys through a.
  const reader = seed.readers[seed.readers.length - 1]!;
  const sub = await openSubscription({ url: b!.url } as TestApp, reader.token, 'subscription { balanceChanges { coin } }');
  await sleep(300);
  const load = runLoad(
    state,
    c.apis().map((m) => m.url),
    { seconds: s.seconds, connections: s.connections },
  );
  await sleep(Math.min(1000, s.seconds * 200));
  const buy = await fetch(`${a!.url}/api/purchase-episode`, {
    method: 'POST',
    headers: { token: reader.token, 'content-type': 'application/json' },
    body: JSON.stringify({ episodeId: seed.episodes[seed.episodes.length - 1] }),
  });
  let pushed: string;
  try {
    const event = await sub.next(5000);
    pushed = `pushed coin ${event.balanceChanges.coin} on ${b!.name} after a purchase (${buy.status}) on ${a!.name}`;
  } catch (e) {
    pushed = `no push: ${(e as Error).message}`;
    problems.push(`balance push through ${a!.name} did not reach the SSE client on ${b!.name}`);
  }
  void sub.close();
  await sleep(Math.min(1000, s.seconds * 100));
  const rebuild = await cliRebuild(c, ['wallet_balance', 'wallet_usage_history']);
  if (rebuild.code !== 0) problems.push(`rebuild under load failed: ${rebuild.out.slice(-300)}`);
  const results = await load.done;
  const runners = await watch.stop();
  for (const [n, most] of runners.most) if (most > 1) problems.push(`${n} had ${most} holders at once`);
  const afterRunners = await runnerHolders(c.db, names);
  for (const [n, h] of afterRunners) if (h.length !== 1) problems.push(`projection ${n} has ${h.length} runners after the load`);
  const f = await findings(c, state, problems);
  const total = results.reduce((n, r) => n + r.requests.total, 0);
  const rps = results.reduce((n, r) => n + r.requests.average, 0);
  return {
    fault: 'none (mixed load, rebuild under load)',
    load: loadLabel(c, s),
    state,
    done: `rebuild of wallet_balance + wallet_usage_history mid-load (exit ${rebuild.code}); ${pushed}`,
    acknowledged: state.acknowledged + (buy.ok ? 1 : 0),
    lost: f.lost,
    duplicated: f.duplicated,
    problems,
    found: `${total} requests (${Math.round(rps)}/s); ${f.text}; runner locks sampled ${runners.samples}×, most holders at once ${Math.max(...runners.most.values())}`,
  };
}

const PURCHASES: Kind[] = ['purchase', 'purchase', 'read', 'purchase', 'browse'];

/** 2a. SIGKILL of an API instance while purchases are in flight through it. */
export async function killApi(c: Cluster, seed: Seed, s: Scale): Promise<FaultRow> {
  const problems: string[] = [];
  const state = new LoadState(seed, 'kill-api');
  const victim = c.apis()[0]!;
  const load = runLoad(
    state,
    c.apis().map((m) => m.url),
    { seconds: s.seconds, connections: s.connections, mix: PURCHASES },
  );
  await until(
    async () => state.acked.purchases.length,
    (n) => n >= 20,
    s.seconds * 500,
  );
  const ackedAtKill = state.acked.purchases.length;
  await c.kill(victim);
  log(`SIGKILL ${victim.name} after ${ackedAtKill} acknowledged purchases`);
  const results = await load.done;
  const errors = results.reduce((n, r) => n + r.errors, 0);
  // Restarted while the checks run: the process boots in seconds, the checks need none of it.
  const back = c.spawn('api', victim.name, victim.port);
  const f = await findings(c, state, problems);
  await back;
  return {
    fault: 'SIGKILL an API process mid-purchase',
    load: loadLabel(c, s),
    problems,
    done: `SIGKILL ${victim.name} after ${ackedAtKill} acknowledged purchases; restarted on the same port`,
    acknowledged: state.acknowledged,
    lost: f.lost,
    duplicated: f.duplicated,
    found: `${errors} requests cut or refused at the socket (never acknowledged); ${f.text}`,
  };
}

/** 2b. SIGKILL of the worker that runs wallet_usage_history: the other takes over within 5 s. */
export async function killProjectionWorker(c: Cluster, seed: Seed, s: Scale): Promise<FaultRow> {
  const problems: string[] = [];
  const projection = 'wallet_usage_history';
  const state = new LoadState(seed, 'kill-worker');
  const holder = (await runnerHolders(c.db, [projection])).get(projection)![0];
  const victim = c.workers().find((w) => `koma-${w.name}` === holder);
  if (!victim) throw new Error(`no worker holds ${projection} (holder: ${holder})`);
  const load = runLoad(
    state,
    c.apis().map((m) => m.url),
    { seconds: s.seconds, connections: s.connections, mix: PURCHASES },
  );
  await sleep(s.seconds * 300);
  await c.kill(victim);
  const killedAt = Date.now();
  const took = await until(
    () => runnerHolders(c.db, [projection]),
    (m) => m.get(projection)!.length === 1 && m.get(projection)![0] !== holder,
    10_000,
  );
  const takeoverMs = took.met ? Date.now() - killedAt : NaN;
  const newHolder = took.value?.get(projection)?.[0];
  if (!(takeoverMs <= 5000)) problems.push(`takeover took ${takeoverMs} ms`);
  await load.done;
  const back = c.spawn('worker', victim.name, victim.port);
  const f = await findings(c, state, problems);
  await back;
  return {
    fault: 'SIGKILL the worker holding a projection',
    load: loadLabel(c, s),
    problems,
    done: `SIGKILL ${victim.name} (runner of ${projection}) mid-load; ${newHolder ?? 'nobody'} took over in ${takeoverMs} ms`,
    acknowledged: state.acknowledged,
    lost: f.lost,
    duplicated: f.duplicated,
    found: f.text,
  };
}

/**
 * 2c. Redis stopped, then started empty: readiness goes 503 then 200; a mail asked for during the
 * outage is sent, and expiry jobs whose delayed BullMQ entries were lost run once due, both from
 * the job table (public.scheduled_jobs) by the sweeper.
 */
export async function loseRedis(c: Cluster, seed: Seed, s: Scale): Promise<FaultRow> {
  const problems: string[] = [];
  const state = new LoadState(seed, 'redis');
  const load = runLoad(
    state,
    c.apis().map((m) => m.url),
    { seconds: s.seconds, connections: s.connections },
  );
  await sleep(s.seconds * 200);
  const { rows: expiries } = await c.db.query(
    `SELECT job_id FROM scheduled_jobs WHERE name = 'wallet.expire' AND status = 'pending' ORDER BY job_id LIMIT 5`,
  );
  await c.stopRedis();
  const stoppedAt = Date.now();
  const down = await until(
    () => Promise.all(c.apis().map(readiness)),
    (st) => st.every((x) => x === 503),
    10_000,
  );
  if (!down.met) problems.push(`readiness did not turn 503 (${down.value})`);
  // Mails asked for while Redis is gone.
  const emails = [1, 2].map((i) => `cluster-redis-${i}-${randomUUID().slice(0, 6)}@example.test`);
  const asked = await Promise.all(
    emails.map((email, i) =>
      fetch(`${c.apis()[i % c.apis().length]!.url}/api/signup-mail`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, fullName: 'Redis Outage' }),
        signal: AbortSignal.timeout(15_000),
      }).then(
        (r) => r.status,
        (e: Error) => e.name,
      ),
    ),
  );
  await c.startRedis();
  const downFor = Date.now() - stoppedAt;
  const up = await until(
    () => Promise.all(c.apis().map(readiness)),
    (st) => st.every((x) => x === 200),
    20_000,
  );
  if (!up.met) problems.push(`readiness did not come back to 200 (${up.value})`);
  log(
    `Redis down ${downFor} ms; readiness 503 after ${down.ms} ms, 200 again ${up.ms} ms after the restart; signup-mail during the outage: ${asked.join(', ')}`,
  );
  // Their due time comes (the BullMQ delayed entries went with Redis): the table has them.
  const ids = expiries.map((r) => r.job_id as string);
  await c.db.query(`UPDATE scheduled_jobs SET run_at = now() WHERE job_id = ANY($1)`, [ids]);
  // The mails are in the outbox (their job rows keep no address: the payload is wiped once sent).
  const mailed = async () => {
    let n = 0;
    for (const f of await readdir(c.mailDir)) if (emails.some((e) => readFileSync(path.join(c.mailDir, f), 'utf8').includes(e))) n++;
    return n;
  };
  const jobsDone = async () =>
    (await c.db.query(`SELECT count(*)::int AS n FROM scheduled_jobs WHERE status = 'done' AND job_id = ANY($1)`, [ids])).rows[0]
      .n as number;
  const mailsDone = await until(
    async () => (await jobsDone()) + (await mailed()),
    (n) => n >= ids.length + emails.length,
    40_000,
    500,
  );
  const { rows: jobRows } = await c.db.query(
    `SELECT name, status, count(*)::int AS n FROM scheduled_jobs WHERE job_id = ANY($1) GROUP BY 1, 2`,
    [ids],
  );
  const files = await mailed();
  if (!mailsDone.met)
    problems.push(`not done from the job table after the Redis loss: ${JSON.stringify(jobRows)}, ${files} of ${emails.length} mails`);
  if (asked.some((x) => x !== 200)) problems.push(`signup-mail during the outage answered ${asked.join(', ')}`);
  await load.done;
  const f = await findings(c, state, problems);
  return {
    fault: 'Redis stopped, restarted empty',
    load: loadLabel(c, s),
    problems,
    done: `redis-server SIGKILLed, started again empty ${downFor} ms later; ${emails.length} signup mails asked during the outage (${asked.join(', ')}); ${ids.length} delayed expiry jobs made due`,
    acknowledged: state.acknowledged + emails.length + ids.length,
    lost: f.lost + (mailsDone.met ? 0 : ids.length + emails.length - (mailsDone.value ?? 0)),
    duplicated: f.duplicated,
    found: `readiness 503 in ${down.ms} ms, 200 in ${up.ms} ms after the restart; jobs from the table done in ${mailsDone.ms} ms (${jobRows.map((r) => `${r.name} ${r.status} ${r.n}`).join(', ')}), ${files} of ${emails.length} mails in the outbox; ${f.text}`,
  };
}

/** 2d. PostgreSQL restarted under load: in-flight requests fail with a clean 503, none hangs, pools recover. */
export async function restartPostgres(c: Cluster, seed: Seed, s: Scale, downMs = 1500): Promise<FaultRow> {
  const problems: string[] = [];
  const state = new LoadState(seed, 'postgres');
  const timeoutSec = 10;
  const load = runLoad(
    state,
    c.apis().map((m) => m.url),
    { seconds: s.seconds, connections: s.connections, timeoutSec },
  );
  await sleep(s.seconds * 250);
  const { stoppedAt, startedAt } = await c.restartPostgres(downMs);
  const up = await until(
    () => Promise.all(c.apis().map(readiness)),
    (st) => st.every((x) => x === 200),
    20_000,
  );
  if (!up.met) problems.push('readiness did not come back to 200 after the restart');
  const results = await load.done;
  const timeouts = results.reduce((n, r) => n + r.timeouts, 0);
  const slowest = Math.max(...results.map((r) => r.latency.max));
  if (timeouts) problems.push(`${timeouts} requests hung past ${timeoutSec} s`);
  const unavailable = state.count((_, st) => st === 503);
  // Pools recovered: a purchase through every API instance goes through.
  const r = seed.readers[1]!;
  const after = await Promise.all(
    c.apis().map((m, i) =>
      fetch(`${m.url}/api/purchase-episode`, {
        method: 'POST',
        headers: { token: r.token, 'content-type': 'application/json' },
        body: JSON.stringify({ episodeId: seed.episodes[seed.episodes.length - 2 - i] }),
      }).then((x) => x.status),
    ),
  );
  if (after.some((x) => x !== 200)) problems.push(`purchases after the restart answered ${after.join(', ')}`);
  else after.forEach((_, i) => state.acked.purchases.push({ userId: r.userId, episodeId: seed.episodes[seed.episodes.length - 2 - i]! }));
  const f = await findings(c, state, problems);
  return {
    fault: 'PostgreSQL restarted',
    load: loadLabel(c, s),
    problems,
    done: `fast shutdown of PostgreSQL, down ${startedAt - stoppedAt} ms, started again`,
    acknowledged: state.acknowledged,
    lost: f.lost,
    duplicated: f.duplicated,
    found: `${unavailable} answers 503 with the envelope, 500: ${state.count((_, st) => st === 500)}, hung: ${timeouts}, slowest ${slowest} ms; readiness 200 ${up.ms} ms after the start; purchases after: ${after.join(', ')}; ${f.text}`,
  };
}

/**
 * 2e. A transaction appends a wallet's events and stays open `holdMs` while the load appends
 * after it: the subscribers must wait for it, not skip it.
 */
export async function holdTransaction(c: Cluster, seed: Seed, s: Scale, holdMs = 10_000): Promise<FaultRow> {
  const problems: string[] = [];
  const state = new LoadState(seed, 'held');
  const userId = randomUUID();
  const streamId = `wallet-${userId}`;
  const at = new Date().toISOString();
  const cmds: WalletCommand[] = [
    {
      type: 'CreditCoinPack',
      orderId: randomUUID(),
      packId: 'held-pack',
      packName: 'Held',
      coin: 1,
      bonusCoin: 0,
      point: 0,
      price: 0.99,
      currency: 'usd',
      method: 'held',
      promoId: null,
      bonusExpiresAt: at,
      pointExpiresAt: at,
      at,
    },
    { type: 'PurchaseEpisode', episodeId: seed.episodes[0]!, comicId: seed.comicId, price: 1, at },
  ];
  let st = walletDecider.initialState();
  const events: WalletEvent[] = [];
  for (const cmd of cmds)
    for (const e of walletDecider.decide(cmd, st, { owned: new Set() })) {
      events.push(e);
      st = walletDecider.evolve(st, e);
    }
  const client = await c.db.connect();
  await client.query('BEGIN');
  await client.query(
    `INSERT INTO es.streams (stream_id, stream_type, version, created_at, updated_at) VALUES ($1, 'wallet', $2, now(), now())`,
    [streamId, events.length],
  );
  const ids = events.map(() => randomUUID());
  for (const [i, e] of events.entries()) {
    await client.query(
      `INSERT INTO es.events (stream_id, stream_position, event_id, event_type, data, metadata, created_at) VALUES ($1, $2, $3, $4, $5, '{}', now())`,
      [streamId, i + 1, ids[i], e.type, JSON.stringify(e.data)],
    );
  }
  const heldAt = Date.now();
  const load = runLoad(
    state,
    c.apis().map((m) => m.url),
    { seconds: Math.max(s.seconds, Math.ceil(holdMs / 1000) + 1), connections: s.connections, mix: PURCHASES },
  );
  await sleep(holdMs);
  const {
    rows: [{ n: laterEvents }],
  } = await c.db.query(`SELECT count(*)::int AS n FROM es.events WHERE created_at > to_timestamp($1 / 1000.0)`, [heldAt]);
  await client.query('COMMIT');
  client.release();
  const heldFor = Date.now() - heldAt;
  if (laterEvents === 0) problems.push('no event was appended while the transaction was held: appends did not continue');
  await load.done;
  const f = await findings(c, state, problems);
  const { rows } = await c.db.query(`SELECT count(*)::int AS n FROM rm.wallet_usage_history WHERE user_id = $1`, [userId]);
  if (rows[0].n !== 1) problems.push(`the held transaction's purchase has ${rows[0].n} usage rows, not 1`);
  return {
    fault: `transaction held open ${Math.round(heldFor / 1000)} s`,
    load: loadLabel(c, s),
    problems,
    done: `a wallet's 2 events appended in a transaction left open ${heldFor} ms while ${laterEvents} events were appended after it`,
    acknowledged: state.acknowledged + 1,
    lost: f.lost + (rows[0].n < 1 ? 1 : 0),
    duplicated: f.duplicated + (rows[0].n > 1 ? 1 : 0),
    found: `held purchase in usage history: ${rows[0].n} row; ${f.text}`,
  };
}
