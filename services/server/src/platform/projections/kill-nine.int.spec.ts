import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { createPool } from '../database/pg-pool.js';
import { FakeClock } from '../clock/clock.js';
import { freshTestDatabase } from '../testing/test-database.js';
import { EventStore } from '../event-store/event-store.js';
import type { DomainEvent } from '../event-store/event-store.types.js';

/**
 * Issue 2: "Kill -9 of a worker in the middle of a projection batch, restart → the read model
 * equals a fresh rebuild: nothing applied twice, nothing skipped. Rebuild equals live."
 *
 * The worker is a real child process (kill-nine.child.mjs) running the compiled engine
 * (services/server/dist, built by `npm test` before Jest) with a counting projection whose apply
 * sleeps per event, so a batch stays open long enough to SIGKILL it half way.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const CHILD = path.join(here, 'kill-nine.child.mjs');
const DIST_RUNNER = path.resolve(here, '../../../dist/platform/projections/projection-runner.js');
const ACCOUNTS = 8;
/** Per-event sleep in the killed workers' apply (ms): a 40-event batch stays open ≥ 400 ms. */
const SLOW_MS = 10;
/** Kill when the worker reports this many events applied in its current (uncommitted) batch. */
const KILL_AT = 5;

interface Applied {
  kind: 'applied';
  batch: number;
  index: number;
  size: number;
  position: number;
}
interface Worker {
  child: ChildProcess;
  applied: Applied[];
  output: () => string;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startWorker(url: string, mode: 'ensure' | 'run' | 'rebuild', slowMs = 0): Worker {
  const child = fork(CHILD, [url, mode, String(slowMs)], { execArgv: [], stdio: ['ignore', 'pipe', 'pipe', 'ipc'] });
  let out = '';
  child.stdout!.on('data', (d) => {
    out += d;
  });
  child.stderr!.on('data', (d) => {
    out += d;
  });
  const applied: Applied[] = [];
  child.on('message', (m: Applied | { kind: string }) => {
    if (m.kind === 'applied') applied.push(m as Applied);
  });
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, applied, output: () => out, exit };
}

async function finished(w: Worker, what: string): Promise<void> {
  const { code, signal } = await w.exit;
  if (code !== 0) throw new Error(`${what} worker exited with ${code ?? signal}:\n${w.output()}`);
}

async function waitFor(check: () => Promise<boolean> | boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('Projection worker killed with SIGKILL in the middle of a batch', () => {
  let url: string;
  let pool: pg.Pool;
  let store: EventStore;
  /** What the read model must say, kept by the test from what it appended. */
  const expected = new Map<string, { events: number; balance: number }>();
  let appended = 0;
  let seed = 7;
  const rnd = (n: number) => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed % n;
  };

  const q = async (sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows;
  const num = async (sql: string, params: unknown[] = []) => Number((await q(sql, params))[0].n);
  const liveGeneration = async () =>
    (
      await q(`SELECT g.generation, g.events_applied::int AS applied FROM rm.projections p
       JOIN rm.projection_generations g USING (name, generation) WHERE p.name = 'kn_counts'`)
    )[0] as { generation: number; applied: number };
  const projectedAll = async () => (await liveGeneration()).applied === appended;

  /** Appends `n` events over the accounts, a few per append, some concurrently. */
  async function append(n: number): Promise<void> {
    const batches: DomainEvent[][] = [];
    for (let left = n; left > 0; left -= 4) {
      batches.push(
        Array.from({ length: Math.min(4, left) }, () => {
          const account = `kn-${rnd(ACCOUNTS)}`;
          const amount = 1 + rnd(9);
          const type = rnd(5) === 0 ? 'Withdrawn' : 'Deposited';
          const cur = expected.get(account) ?? { events: 0, balance: 0 };
          expected.set(account, { events: cur.events + 1, balance: cur.balance + (type === 'Withdrawn' ? -amount : amount) });
          return { type, data: { account, amount } };
        }),
      );
    }
    for (let i = 0; i < batches.length; i += 6) {
      await Promise.all(
        batches
          .slice(i, i + 6)
          .map((events, j) => store.append({ streamId: `kn-stream-${j}`, streamType: 'account', expectedVersion: 'any', events })),
      );
    }
    appended += n;
  }

  /** Starts a worker, SIGKILLs it once it is `KILL_AT` events into its `minBatch`-th batch, and checks that batch left no trace. */
  async function killMidBatch(minBatch: number): Promise<{ committed: number }> {
    const w = startWorker(url, 'run', SLOW_MS);
    await waitFor(
      () => w.applied.some((m) => m.batch >= minBatch && m.index === KILL_AT && m.size > KILL_AT + 10) || w.child.exitCode !== null,
      'the worker reaching the middle of a batch',
    );
    if (w.child.exitCode !== null) throw new Error(`the worker exited by itself (${w.child.exitCode}):\n${w.output()}`);
    w.child.kill('SIGKILL');
    const { signal } = await w.exit;
    expect(signal).toBe('SIGKILL');
    // Its backends go once PostgreSQL notices the closed sockets (the open batch rolls back).
    await waitFor(
      async () =>
        (await num('SELECT count(*) n FROM pg_stat_activity WHERE datname = current_database() AND application_name LIKE $1', [
          `kn\\_%\\_${w.child.pid}`,
        ])) === 0,
      "the killed worker's connections closing",
    );

    const killedBatch = Math.max(...w.applied.map((m) => m.batch));
    const inFlight = w.applied.filter((m) => m.batch === killedBatch);
    const lastSize = inFlight[0].size;
    // Killed in the middle: it had applied some of the batch, not all of it...
    expect(inFlight.length).toBeGreaterThanOrEqual(KILL_AT);
    expect(inFlight.length).toBeLessThan(lastSize);
    // ...and none of those rows survived, nor did the checkpoint move past them.
    const positions = inFlight.map((m) => m.position);
    expect(await num('SELECT count(*) n FROM rm.kn_applied WHERE global_position = ANY($1::bigint[])', [positions])).toBe(0);
    const { applied: committed } = await liveGeneration();
    expect(await num('SELECT count(*) n FROM rm.kn_applied')).toBe(committed);
    expect(await num('SELECT coalesce(sum(events), 0) n FROM rm.kn_counts')).toBe(committed);
    // Batches this worker finished before the kill did commit.
    const finishedBefore = w.applied.filter((m) => m.batch < killedBatch).map((m) => m.position);
    expect(finishedBefore.length).toBeGreaterThan(0);
    expect(await num('SELECT count(*) n FROM rm.kn_applied WHERE global_position = ANY($1::bigint[])', [finishedBefore])).toBe(
      finishedBefore.length,
    );
    process.stdout.write(
      `kill -9 in batch ${killedBatch} after ${inFlight.length}/${lastSize} events: ${committed} of ${appended} events committed, the batch rolled back\n`,
    );
    return { committed };
  }

  beforeAll(async () => {
    if (!existsSync(DIST_RUNNER)) {
      throw new Error(
        `${DIST_RUNNER} is missing: build the server first (npx tsc -p services/server/tsconfig.build.json; npm test does it)`,
      );
    }
    url = await freshTestDatabase(import.meta.url);
    pool = createPool(url, 10);
    store = new EventStore(pool, new FakeClock());
    await finished(startWorker(url, 'ensure'), 'ensure');
  });
  afterAll(async () => {
    await pool?.end();
  });

  it('resumes from its last committed batch: nothing applied twice, nothing skipped, and a fresh rebuild equals live', async () => {
    await append(400);

    // 1. A worker commits two batches, then dies half way through its third.
    const first = await killMidBatch(3);
    expect(first.committed).toBeGreaterThan(0);
    expect(first.committed).toBeLessThan(appended);

    // 2. More events arrive; the next worker resumes from the checkpoint and is killed mid-batch too.
    await append(100);
    const second = await killMidBatch(2);
    expect(second.committed).toBeGreaterThan(first.committed);
    expect(second.committed).toBeLessThan(appended);

    // 3. A third worker (no sleeps) finishes the work, with appends arriving while it runs.
    const last = startWorker(url, 'run', 0);
    await append(60);
    await waitFor(projectedAll, 'the restarted worker catching up');
    last.child.kill('SIGTERM');
    await finished(last, 'last');

    // Nothing applied twice, nothing skipped: each event of the log exactly once...
    expect(await q('SELECT count(*)::int AS rows, count(DISTINCT event_id)::int AS events FROM rm.kn_applied')).toEqual([
      { rows: appended, events: appended },
    ]);
    expect(await num('SELECT count(*) n FROM (SELECT event_id FROM es.events EXCEPT SELECT event_id FROM rm.kn_applied) x')).toBe(0);
    // ...and the non-idempotent counters equal what the test appended.
    const want = [...expected.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([account, v]) => ({ account, ...v }));
    expect(await q('SELECT account, events, balance::int AS balance FROM rm.kn_counts ORDER BY account')).toEqual(want);

    // A fresh rebuild (new generation, replayed from the start, switched in) equals the live model.
    const dump = async () => ({
      counts: await q('SELECT account, events, balance::int AS balance FROM rm.kn_counts ORDER BY account'),
      applied: await q('SELECT event_id, global_position FROM rm.kn_applied ORDER BY global_position'),
    });
    const live = await dump();
    const before = await liveGeneration();
    await finished(startWorker(url, 'rebuild'), 'rebuild');
    const after = await liveGeneration();
    expect(after.generation).toBe(before.generation + 1);
    expect(after.applied).toBe(appended);
    expect(await dump()).toEqual(live);
  }, 120_000);
});
