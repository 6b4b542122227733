// Reads routed to a streaming replica (`npm run bench -- replica-reads`, KOMA_BENCH=1): the same
// read-heavy mix against two API processes of the built server on the same primary, one with no
// replica (every read the primary's) and one with DATABASE_REPLICA_URLS naming an idle streaming
// replica (test/cluster/replica-server.ts), rounds alternating; throughput and p99 of both and
// their ratios. The mix, per 6 requests: the home list, comic detail and the free episode
// (catalog GETs, mostly from the content cache) and three of a signed-in reader's Recent shelf
// (`get-comic-read`, the session and the reader's rows from the database on every request), half
// of those carrying the reader's write-position cookie as a browser that has just written would.
// Target: routing costs ≤ 10 % of p99 while the replica is idle; asserted only at 1.5×.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Cluster, METRICS_TOKEN, mainJs } from '../cluster/cluster.js';
import { seedCluster, type Seed } from '../cluster/cluster-seed.js';
import { startReplica, type ReplicaServer } from '../cluster/replica-server.js';
import { autocannonTimed, freePort, quantile, waitFor, type CannonResult } from './bench-servers.js';

const ROUNDS = Number(process.env.REPLICA_BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.REPLICA_BENCH_SECONDS ?? 8);
const CONNECTIONS = 8;
const READERS = 12;

const step = (what: string) => process.stderr.write(`[replica bench] ${what} (load average ${os.loadavg()[0]!.toFixed(1)})\n`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

interface Api {
  name: string;
  url: string;
  child: ChildProcess;
}

/** A counter's total over the samples whose labels include `label`. */
async function metric(api: Api, name: string, label: string): Promise<number> {
  const text = await (await fetch(`${api.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  return [...text.matchAll(new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`, 'gm'))]
    .filter((m) => m[1]!.includes(label))
    .reduce((n, m) => n + Number(m[2]), 0);
}

describe('reads on an idle streaming replica', () => {
  let c: Cluster;
  let seed: Seed;
  let replica: ReplicaServer | undefined;
  const apis: Api[] = [];

  afterAll(async () => {
    for (const a of apis) {
      if (a.child.exitCode === null && a.child.signalCode === null) {
        a.child.kill('SIGTERM');
        await new Promise((r) => a.child.once('exit', r));
      }
    }
    await replica?.stop();
    await c?.stop();
  }, 60_000);

  async function startApi(name: string, extra: Record<string, string>): Promise<Api> {
    const port = await freePort();
    const child = spawn(process.execPath, [mainJs], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        ...c.env('api', name, port),
        // As deployed, not as Jest's 'test'.
        NODE_ENV: 'production',
        LOG_LEVEL: 'error',
        RATE_LIMIT_MULTIPLIER: '100000',
        ...extra,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const log = createWriteStream(path.join(c.dir, `${name}.log`));
    child.stdout!.pipe(log);
    child.stderr!.pipe(log);
    const api = { name, url: `http://127.0.0.1:${port}`, child };
    apis.push(api);
    await waitFor(`${api.url}/health/ready`, child);
    return api;
  }

  it('throughput and p99 of a read-heavy mix: primary alone vs primary + idle replica', async () => {
    c = await Cluster.services();
    seed = await seedCluster(c, { readers: READERS, episodes: 2, coins: 10 });
    c.openPool();
    replica = await startReplica(c);
    const replicaUrl = `${replica.url}?application_name=koma-bench`;
    const alone = await startApi('primary-alone', {});
    const routed = await startApi('with-replica', { DATABASE_REPLICA_URLS: replicaUrl });
    step('primary, replica and both API processes ready');

    // Every reader has progress on the free episode (written through the routed instance, so the
    // cookie it answers is a real write position).
    const cookies: string[] = [];
    for (const r of seed.readers) {
      const res = await fetch(`${routed.url}/api/add-comic-read`, {
        method: 'POST',
        headers: { token: r.token, 'content-type': 'application/json' },
        body: JSON.stringify({ episodeId: seed.freeEpisode, comicId: seed.comicId, readPercentage: 37 }),
      });
      expect(res.status).toBe(200);
      cookies.push(
        res.headers
          .getSetCookie()
          .find((v) => v.startsWith('koma_lsn='))!
          .split(';')[0]!,
      );
    }
    const shelf = (i: number, withCookie: boolean) => {
      const r = seed.readers[i % seed.readers.length]!;
      return {
        method: 'GET',
        path: `/api/get-comic-read/${r.userId}`,
        headers: { token: r.token, ...(withCookie ? { cookie: cookies[i % cookies.length]! } : {}) },
      };
    };
    const requests: Array<{ method: string; path: string; headers?: Record<string, string> }> = seed.readers.flatMap((_, i) => [
      { method: 'GET', path: '/api/get-all-content' },
      shelf(i, false),
      { method: 'GET', path: `/api/get-comic-data/${seed.slug}` },
      shelf(i, true),
      { method: 'GET', path: `/api/get-comic-episode-data/${seed.freeEpisode}` },
      shelf(i + 1, false),
    ]);
    // An idle replica: it has replayed those writes before the load starts (the reads without a
    // write position may go to it). Both then answer the same bodies.
    await replica.caughtUp(c.db);
    for (const r of [requests[0]!, requests[1]!, requests[3]!]) {
      const [a, b] = await Promise.all(
        [alone, routed].map(async (api) => {
          const res = await fetch(api.url + r.path, { headers: r.headers ?? {} });
          return { status: res.status, body: await res.text() };
        }),
      );
      expect(a.status).toBe(200);
      expect(b).toEqual(a);
    }

    const p99 = (r: Timed) => quantile(r.timesMs, 0.99);
    const run = (api: Api, duration: number) => autocannonTimed({ url: api.url, connections: CONNECTIONS, duration, requests });
    await run(alone, 3);
    await run(routed, 3);
    const replicaReadsBefore = await metric(routed, 'koma_db_reads_total', 'target="replica"');
    type Timed = CannonResult & { timesMs: number[] };
    const results: Record<'alone' | 'routed', Timed[]> = { alone: [], routed: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // The order flips every round, so a drift in the machine's load hits both alike.
      const order = round % 2 ? (['routed', 'alone'] as const) : (['alone', 'routed'] as const);
      for (const which of order) {
        const r = await run(which === 'alone' ? alone : routed, SECONDS);
        expect({ which, non2xx: r.non2xx, errors: r.errors }).toEqual({ which, non2xx: 0, errors: 0 });
        results[which].push(r);
      }
      step(`round ${round + 1}: ${p99(results.alone.at(-1)!).toFixed(2)} / ${p99(results.routed.at(-1)!).toFixed(2)} ms p99`);
    }
    const replicaReads = (await metric(routed, 'koma_db_reads_total', 'target="replica"')) - replicaReadsBefore;
    const primaryReads = await metric(routed, 'koma_db_reads_total', 'target="primary"');
    const aloneReplicaReads = await metric(alone, 'koma_db_reads_total', 'target="replica"');
    const fallbacks = await metric(routed, 'koma_db_read_fallbacks_total', '');

    // Latencies at full precision (autocannon's own are whole milliseconds): the p99 of each
    // round, and their median.
    const sum = (rs: Timed[]) => ({
      perSec: Math.round(median(rs.map((r) => r.requests.average))),
      p50Ms: +median(rs.map((r) => quantile(r.timesMs, 0.5))).toFixed(2),
      p99Ms: +median(rs.map(p99)).toFixed(2),
      rounds: rs.map((r) => ({ perSec: Math.round(r.requests.average), p99Ms: +p99(r).toFixed(2) })),
    });
    const a = sum(results.alone);
    const b = sum(results.routed);
    const report = {
      cpus: os.availableParallelism?.() ?? os.cpus().length,
      loadAverage1m: +os.loadavg()[0]!.toFixed(2),
      mix: 'per 6: get-all-content, get-comic-data, get-comic-episode-data, 3 × get-comic-read (1 with koma_lsn)',
      connections: CONNECTIONS,
      secondsPerRound: SECONDS,
      primaryAlone: a,
      withIdleReplica: b,
      throughputRatio: +(b.perSec / a.perSec).toFixed(2),
      p99Ratio: +(b.p99Ms / a.p99Ms).toFixed(2),
      routedInstance: { replicaReads, primaryReadsInAll: primaryReads, fallbacks },
    };
    process.stdout.write(`\nreplica reads benchmark: ${JSON.stringify(report, null, 2)}\n`);
    // The routed instance really read the replica, the other never did.
    expect(replicaReads).toBeGreaterThan(0);
    expect(aloneReplicaReads).toBe(0);
    expect(b.p99Ms / a.p99Ms).toBeLessThanOrEqual(1.5);
  }, 600_000);
});
