// The cluster with a streaming replica of its own PostgreSQL, as deployed: 2 API and 2 worker
// processes of the built server (cluster.ts) reading from the replica (DATABASE_REPLICA_URLS,
// replica-server.ts) under the readers' mixed load across both API ports. A reader writes through
// api-1 and reads through api-2 at once, carrying the write position api-1 answered (the
// x-koma-lsn header, or the koma_lsn cookie as a browser would); then the same with the replica's
// replay paused; then the replica SIGKILLed mid-load. The load's acknowledged writes are looked
// for after each (cluster-checks.ts). Reduced: a few seconds of load each.
import os from 'node:os';
import { Cluster, METRICS_TOKEN, type Member } from './cluster.js';
import { findings, type FaultRow } from './cluster-scenarios.js';
import { seedCluster, type Reader, type Seed } from './cluster-seed.js';
import { LoadState, runLoad } from './mixed-load.js';

const CONNECTIONS = 3;
/** Write-then-read rounds of each scenario. */
const ROUNDS = 10;
const COINS = 1000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Counters {
  replica: number;
  primary: number;
  ryw: number;
  down: number;
  error: number;
  lag: number;
  inRotation: number;
}

async function counters(m: Member): Promise<Counters> {
  const text = await (await fetch(`${m.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const sum = (name: string, label = '') =>
    [...text.matchAll(new RegExp(`^${name}\\{([^}]*)\\} (\\S+)$`, 'gm'))]
      .filter((x) => x[1]!.includes(label))
      .reduce((n, x) => n + Number(x[2]), 0);
  return {
    replica: sum('koma_db_reads_total', 'target="replica"'),
    primary: sum('koma_db_reads_total', 'target="primary"'),
    ryw: sum('koma_db_read_fallbacks_total', 'reason="ryw"'),
    down: sum('koma_db_read_fallbacks_total', 'reason="down"'),
    error: sum('koma_db_read_fallbacks_total', 'reason="error"'),
    lag: sum('koma_db_read_fallbacks_total', 'reason="lag"'),
    inRotation: sum('koma_db_replica_in_rotation'),
  };
}
const delta = (a: Counters, b: Counters) =>
  Object.fromEntries(Object.keys(a).map((k) => [k, b[k as keyof Counters] - a[k as keyof Counters]])) as unknown as Counters;

/** The write position a response carried: the header's value, and the cookie's name=value to echo. */
function positionOf(res: Response): { header: string; cookie: string } {
  const header = res.headers.get('x-koma-lsn');
  const cookie = res.headers
    .getSetCookie()
    .find((v) => v.startsWith('koma_lsn='))
    ?.split(';')[0];
  if (!header || !cookie) throw new Error(`a write answered ${res.status} without its write position (header ${header}, cookie ${cookie})`);
  expect(cookie).toBe(`koma_lsn=${header}`);
  return { header, cookie };
}

describe('a cluster of 2 API and 2 worker processes reading from a streaming replica of its PostgreSQL', () => {
  let c: Cluster;
  let seed: Seed;
  /** The load's readers: every seeded reader but the writer. */
  let loadSeed: Seed;
  /** Writes and reads of its own beside the load, so its balance moves only by its own purchases. */
  let writer: Reader;
  let bought = 0;
  let api1: Member;
  let api2: Member;
  const rows: Array<Pick<FaultRow, 'fault' | 'done' | 'found'>> = [];

  /** Buys the writer's next episode through `api`: the balance it answered and the position. */
  async function buy(api: Member) {
    const episodeId = seed.episodes[bought++]!;
    const res = await fetch(`${api.url}/api/purchase-episode`, {
      method: 'POST',
      headers: { token: writer.token, 'content-type': 'application/json' },
      body: JSON.stringify({ episodeId }),
    });
    const body = (await res.json()) as { balance?: { coin: number } };
    expect({ status: res.status, coin: body.balance?.coin }).toEqual({ status: 200, coin: COINS - bought });
    return positionOf(res);
  }

  /** The writer's balance through GraphQL, with the position header if given. */
  async function balance(api: Member, header?: string): Promise<number | undefined> {
    const res = await fetch(`${api.url}/graphql`, {
      method: 'POST',
      headers: { token: writer.token, 'content-type': 'application/json', ...(header ? { 'x-koma-lsn': header } : {}) },
      body: JSON.stringify({ query: '{ balance { coin } }' }),
    });
    expect(res.status).toBe(200);
    return ((await res.json()) as { data?: { balance: { coin: number } } }).data?.balance.coin;
  }

  async function recordProgress(api: Member, percentage: number) {
    const res = await fetch(`${api.url}/api/add-comic-read`, {
      method: 'POST',
      headers: { token: writer.token, 'content-type': 'application/json' },
      body: JSON.stringify({ episodeId: seed.freeEpisode, comicId: seed.comicId, readPercentage: percentage }),
    });
    expect(res.status).toBe(200);
    return positionOf(res);
  }

  /** The writer's progress on the free episode as the Recent shelf (a routed read) answers it. */
  async function progress(api: Member, cookie?: string): Promise<number | undefined> {
    const res = await fetch(`${api.url}/api/get-comic-read/${writer.userId}`, {
      headers: { token: writer.token, ...(cookie ? { cookie } : {}) },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { readData?: Array<{ episodeId: string; readPercentage: number }> };
    return body.readData?.find((r) => r.episodeId === seed.freeEpisode)?.readPercentage;
  }

  /** Until every API process has the replica in rotation. */
  async function replicaInRotation(): Promise<void> {
    for (const until = Date.now() + 20_000; ; await sleep(100)) {
      const all = await Promise.all(c.apis().map(counters));
      if (all.every((x) => x.inRotation === 1)) return;
      if (Date.now() > until) throw new Error(`the replica is not in rotation on every API process: ${JSON.stringify(all)}`);
    }
  }

  /** Until the replica has replayed everything the primary has written so far. */
  async function replicaCaughtUp(): Promise<void> {
    const { rows: at } = await c.db.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
    for (const until = Date.now() + 20_000; ; await sleep(50)) {
      const r = await c.replica!.db.query<{ ok: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [at[0]!.lsn]);
      if (r.rows[0]!.ok) return;
      if (Date.now() > until) throw new Error('the replica did not catch up');
    }
  }

  const load = (state: LoadState) => runLoad(state, [api1.url, api2.url], { seconds: 60, connections: CONNECTIONS });

  /** The scenario's common end: the load stopped, nothing lost or doubled, no 5xx. */
  async function heldAfter(state: LoadState, run: ReturnType<typeof load>, problems: string[]) {
    run.stop();
    await run.done;
    const f = await findings(c, state, problems);
    const fivexx = state.count((_, s) => s >= 500);
    process.stderr.write(`  load: ${state.summary()}\n`);
    expect(problems).toEqual([]);
    expect({ lost: f.lost, duplicated: f.duplicated, fivexx }).toEqual({ lost: 0, duplicated: 0, fivexx: 0 });
    expect(state.acked.purchases.length).toBeGreaterThan(0);
    return { ...f, acknowledged: state.acknowledged };
  }

  beforeAll(async () => {
    const t0 = Date.now();
    c = await Cluster.services();
    seed = await seedCluster(c, { readers: 13, episodes: 300, coins: COINS });
    writer = seed.readers.at(-1)!;
    loadSeed = { ...seed, readers: seed.readers.slice(0, -1) };
    c.openPool();
    const t1 = Date.now();
    // The limit is far above the paused replay's few seconds: a reader without a position keeps
    // reading the paused replica, which is what the second case looks at.
    await c.startReplica({ maxLagMs: 30_000 });
    const t2 = Date.now();
    [api1, api2] = await Promise.all([
      c.spawn('api', 'api-1'),
      c.spawn('api', 'api-2'),
      c.spawn('worker', 'worker-1'),
      c.spawn('worker', 'worker-2'),
    ]);
    await replicaInRotation();
    process.stderr.write(
      `cluster up: services + seed ${t1 - t0} ms, replica ${t2 - t1} ms, 4 processes ${Date.now() - t2} ms (load average ${os.loadavg()[0]!.toFixed(1)})\n`,
    );
  }, 90_000);

  afterAll(async () => {
    for (const r of rows) process.stderr.write(`${r.fault}: ${r.done}\n  → ${r.found}\n`);
    await c?.stop();
  }, 30_000);

  it('serves a purchase through api-1 to the same reader through api-2 at once, and the load without a position from the replica', async () => {
    const state = new LoadState(loadSeed, 'replica-mixed');
    const before = await Promise.all([api1, api2].map(counters));
    const run = load(state);
    await sleep(500);
    for (let i = 1; i <= ROUNDS; i++) {
      const bought = await buy(api1);
      expect(await balance(api2, bought.header)).toBe(COINS - i);
      const wrote = await recordProgress(api1, i);
      expect(await progress(api2, wrote.cookie)).toBe(i);
    }
    const f = await heldAfter(state, run, []);
    const d = (await Promise.all([api1, api2].map(counters))).map((x, i) => delta(before[i]!, x));
    // Both processes sent position-less reads (the load's) to the replica.
    for (const x of d) expect(x.replica).toBeGreaterThan(0);
    rows.push({
      fault: 'none: mixed load, reads routed to the replica',
      done: `${ROUNDS} × a purchase and a progress write through api-1, each read back at once through api-2 with its position (header, cookie): all seen`,
      found: `${f.acknowledged} acknowledged writes; reads replica/primary api-1 ${d[0]!.replica}/${d[0]!.primary}, api-2 ${d[1]!.replica}/${d[1]!.primary}; ryw fallbacks ${d[0]!.ryw + d[1]!.ryw}; ${f.text}`,
    });
  }, 60_000);

  it('with replay paused, serves readers their own writes from the primary and reads without a position from the replica', async () => {
    const state = new LoadState(loadSeed, 'replica-paused');
    const run = load(state);
    await recordProgress(api1, 50);
    await replicaCaughtUp();
    await c.replica!.pauseReplay();
    const paused = Date.now();
    const coinAtPause = COINS - bought;
    const before = await Promise.all([api1, api2].map(counters));
    const served = { own: 0, replica: 0, primary: 0 };
    const balances: number[] = [];
    try {
      for (let i = 1; i <= ROUNDS; i++) {
        const percentage = 50 + i;
        const wrote = await recordProgress(api1, percentage);
        // With the position: never the replica's older row.
        expect(await progress(api2, wrote.cookie)).toBe(percentage);
        served.own++;
        // Without it: the paused replica's row (50), or the primary's if the replica left rotation.
        const without = await progress(api2);
        if (without === 50) served.replica++;
        else served.primary++;
        const b = await buy(api1);
        expect(await balance(api2, b.header)).toBe(COINS - bought);
        balances.push((await balance(api2))!);
      }
    } finally {
      await c.replica!.resumeReplay();
    }
    const pausedMs = Date.now() - paused;
    const d = (await Promise.all([api1, api2].map(counters))).map((x, i) => delta(before[i]!, x));
    // Every read with a position went to the primary (ryw); reads without one stayed on the replica.
    expect(served.replica).toBe(ROUNDS);
    expect(d[1]!.ryw).toBeGreaterThanOrEqual(ROUNDS);
    for (const x of d) expect(x.replica).toBeGreaterThan(0);
    // Resumed: the next write is seen through the replica again.
    await replicaCaughtUp();
    const wrote = await recordProgress(api1, 99);
    expect(await progress(api2, wrote.cookie)).toBe(99);
    const f = await heldAfter(state, run, []);
    process.stderr.write(
      `  paused ${pausedMs} ms; balances read without a position while paused: ${balances.join(', ')} (at the pause ${coinAtPause})\n`,
    );
    rows.push({
      fault: 'replica lagging: replay paused under the mixed load',
      done: `replay paused ${pausedMs} ms; ${ROUNDS} × a progress write and a purchase through api-1, read back through api-2 with and without the position`,
      found: `with the position ${served.own}/${ROUNDS} saw their own write (api-2 ryw fallbacks ${d[1]!.ryw}); without it ${served.replica}/${ROUNDS} got the paused replica's row; reads on the replica while paused api-1 ${d[0]!.replica}, api-2 ${d[1]!.replica}; ${f.acknowledged} acknowledged writes; ${f.text}`,
    });
  }, 60_000);

  it('keeps answering when the replica is SIGKILLed mid-load: no 5xx, nothing lost or doubled', async () => {
    await replicaInRotation();
    const state = new LoadState(loadSeed, 'replica-killed');
    const before = await Promise.all([api1, api2].map(counters));
    const run = load(state);
    // Readers of the Recent shelf without a position (routed reads), tallied before and after the kill.
    let killedAt = Infinity;
    let stop = false;
    const tally = { before: new Map<number, number>(), after: new Map<number, number>() };
    const reader = async (i: number) => {
      const r = loadSeed.readers[i]!;
      const api = i % 2 ? api2 : api1;
      while (!stop) {
        const t = Date.now();
        let status: number;
        try {
          status = (await fetch(`${api.url}/api/get-comic-read/${r.userId}`, { headers: { token: r.token } })).status;
        } catch {
          status = 0;
        }
        const m = t < killedAt ? tally.before : tally.after;
        m.set(status, (m.get(status) ?? 0) + 1);
      }
    };
    const readers = Promise.all(Array.from({ length: 4 }, (_, i) => reader(i)));
    await sleep(1500);
    const atKill = await Promise.all([api1, api2].map(counters));
    killedAt = Date.now();
    await c.replica!.kill();
    await sleep(3000);
    stop = true;
    await readers;
    const after = await Promise.all([api1, api2].map(counters));
    const f = await heldAfter(state, run, []);
    const served = (m: Map<number, number>) => [...m.values()].reduce((n, v) => n + v, 0);
    const d = after.map((x, i) => delta(atKill[i]!, x));
    const b = atKill.map((x, i) => delta(before[i]!, x));
    expect([...tally.before.keys(), ...tally.after.keys()].every((s) => s === 200)).toBe(true);
    expect(served(tally.after)).toBeGreaterThan(0);
    for (const x of b) expect(x.replica).toBeGreaterThan(0); // the replica served its share before it died
    for (const x of after) expect(x.inRotation).toBe(0);
    expect(d.reduce((n, x) => n + x.down + x.error, 0)).toBeGreaterThan(0);
    rows.push({
      fault: 'replica killed mid-load: SIGKILL of the replica (server and backends)',
      done: `killed 1.5 s into the mixed load, 3 s more of it`,
      found: `Recent-shelf readers ${served(tally.before)} answered before / ${served(tally.after)} after, all 200; 0 × 5xx in the load; after the kill down fallbacks ${d[0]!.down + d[1]!.down}, failed on the replica and asked again of the primary ${d[0]!.error + d[1]!.error}, reads on the replica before it ${b[0]!.replica + b[1]!.replica}; ${f.acknowledged} acknowledged writes; ${f.text}`,
    });
  }, 60_000);
});
