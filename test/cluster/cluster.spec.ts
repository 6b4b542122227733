// The cluster test, reduced form (seconds of load per scenario): 2 API and 2 worker processes of
// the built server against their own PostgreSQL and Redis (cluster.ts), the readers' mixed load
// across both API ports, then the faults under load. Prints the fault table. The full form:
// `npm run bench -- cluster` (test/bench/cluster.bench.ts).
import os from 'node:os';
import { Cluster, METRICS_TOKEN, type Member } from './cluster.js';
import { asyncProjectionNames } from './cluster-checks.js';
import { seedCluster, type Seed } from './cluster-seed.js';
import {
  faultTable,
  holdTransaction,
  killApi,
  killProjectionWorker,
  loseRedis,
  mixedLoad,
  restartPostgres,
  type FaultRow,
  type Scale,
} from './cluster-scenarios.js';

const SCALE: Scale = { seconds: 3, connections: 4 };

describe("a cluster of 2 API and 2 worker processes under the readers' load", () => {
  let c: Cluster;
  let seed: Seed;
  const rows: FaultRow[] = [];
  const expectHeld = (row: FaultRow) => {
    rows.push(row);
    process.stderr.write(`${row.fault}: ${row.done}\n  → ${row.found}\n`);
    expect(row.problems).toEqual([]);
    expect({ lost: row.lost, duplicated: row.duplicated }).toEqual({ lost: 0, duplicated: 0 });
    expect(row.acknowledged).toBeGreaterThan(0);
  };

  beforeAll(async () => {
    const t0 = Date.now();
    c = await Cluster.services();
    const t1 = Date.now();
    // Each purchase request takes the next (reader, episode) pair, acknowledged or refused at the socket
    // (thousands while an API is down), so the pairs must outlast every scenario on a fast machine.
    seed = await seedCluster(c, { readers: 20, episodes: 1500, coins: 1000 });
    const t2 = Date.now();
    c.openPool();
    await Promise.all([c.spawn('api', 'api-1'), c.spawn('api', 'api-2'), c.spawn('worker', 'worker-1'), c.spawn('worker', 'worker-2')]);
    process.stderr.write(
      `cluster up: services ${t1 - t0} ms, seed ${t2 - t1} ms, 4 processes ${Date.now() - t2} ms (load average ${os.loadavg()[0]!.toFixed(1)})\n`,
    );
  }, 90_000);

  afterAll(async () => {
    if (rows.length) process.stderr.write(`\nfault table (reduced run)\n${faultTable(rows)}\n`);
    await c?.stop();
  }, 30_000);

  it('keeps every invariant and acknowledged write, one runner per projection and sweep, pushes across instances, rebuilds under load', async () => {
    expectHeld(await mixedLoad(c, seed, SCALE));
  }, 60_000);

  it('loses nothing when an API process is SIGKILLed mid-purchase', async () => {
    expectHeld(await killApi(c, seed, SCALE));
  }, 60_000);

  it('hands a projection to the other worker within 5 s when its worker is SIGKILLed, skipping and repeating nothing', async () => {
    expectHeld(await killProjectionWorker(c, seed, SCALE));
  }, 60_000);

  it('survives Redis stopped and restarted empty: readiness 503 then 200, jobs and mails from the job table', async () => {
    expectHeld(await loseRedis(c, seed, SCALE));
  }, 90_000);

  it('survives a PostgreSQL restart: clean 503s, nothing hangs, pools recover', async () => {
    expectHeld(await restartPostgres(c, seed, SCALE));
  }, 60_000);

  it('skips nothing appended after a transaction held open 10 s', async () => {
    expectHeld(await holdTransaction(c, seed, SCALE));
  }, 60_000);

  it('shows the operator what happened: route latencies, one runner lease per projection, job age per queue, fault counters', async () => {
    const scrape = async (m: Member) => (await fetch(`${m.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    /** Samples of a metric: labels text → value. */
    const samples = (text: string, name: string) =>
      [...text.matchAll(new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`, 'gm'))].map((m) => ({ labels: m[1]!, value: Number(m[2]) }));
    // Queues with a job pending well ahead: still pending when the workers are scraped right after.
    const { rows: ahead } = await c.db.query<{ name: string }>(
      `SELECT DISTINCT name FROM public.scheduled_jobs WHERE status = 'pending' AND run_at > now() + interval '10 minutes'`,
    );
    const [apiTexts, workerTexts] = await Promise.all([Promise.all(c.apis().map(scrape)), Promise.all(c.workers().map(scrape))]);
    for (const name of await asyncProjectionNames(c.db)) {
      const leases = workerTexts
        .flatMap((t) => samples(t, 'koma_projection_runner_active'))
        .filter((x) => x.labels === `projection="${name}"`);
      expect({ name, runners: leases.reduce((n, x) => n + x.value, 0) }).toEqual({ name, runners: 1 });
    }
    for (const text of [...apiTexts, ...workerTexts]) {
      expect(samples(text, 'koma_event_loop_delay_seconds_bucket').find((x) => x.labels === 'le="+Inf"')?.value).toBeGreaterThan(0);
    }
    const routes = apiTexts.flatMap((t) => samples(t, 'koma_http_request_duration_seconds_bucket')).map((x) => x.labels);
    expect(routes.some((l) => l.includes('route="/api/purchase-episode"'))).toBe(true);
    expect(routes.some((l) => l.includes('route="/api/get-comic-episode-data/:episodeId"'))).toBe(true);
    // Job age per queue, read from the job table at each scrape: a queue shows while it has jobs pending.
    for (const text of workerTexts) {
      expect(text).toContain('# TYPE koma_job_oldest_due_age_seconds gauge');
      const queues = samples(text, 'koma_job_oldest_due_age_seconds').map((x) => x.labels);
      for (const { name } of ahead) expect(queues).toContain(`queue="${name}"`);
    }
    expect(workerTexts.flatMap((t) => samples(t, 'koma_projection_lag_events')).length).toBeGreaterThan(0);
    // The PostgreSQL restart above: requests answered 503 and sessions lost, counted.
    const faults = [...apiTexts, ...workerTexts].flatMap((t) => samples(t, 'koma_faults_total'));
    expect(faults.filter((x) => x.labels === 'fault="postgres_unavailable"').reduce((n, x) => n + x.value, 0)).toBeGreaterThan(0);
    expect(faults.filter((x) => x.labels === 'fault="projection_runner_connection_lost"').reduce((n, x) => n + x.value, 0)).toBeGreaterThan(
      0,
    );
  }, 30_000);
});
