// The cluster test, reduced form (seconds of load per scenario): 2 API and 2 worker processes of
// the built server against their own PostgreSQL and Redis (cluster.ts), the readers' mixed load
// across both API ports, then the faults under load. Prints the fault table. The full form:
// `npm run bench -- cluster` (test/bench/cluster.bench.ts).
import { Cluster } from './cluster.js';
import { seedCluster, type Seed } from './cluster-seed.js';
import { faultTable, holdTransaction, killApi, killProjectionWorker, loseRedis, mixedLoad, restartPostgres, type FaultRow, type Scale } from './cluster-scenarios.js';

const SCALE: Scale = { seconds: 4, connections: 4 };

describe('a cluster of 2 API and 2 worker processes under the readers\' load', () => {
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
    c = await Cluster.services();
    seed = await seedCluster(c, { readers: 40, episodes: 100, coins: 500 });
    c.openPool();
    await Promise.all([c.spawn('api', 'api-1'), c.spawn('api', 'api-2'), c.spawn('worker', 'worker-1'), c.spawn('worker', 'worker-2')]);
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
});
