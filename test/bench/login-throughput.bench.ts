// Login throughput and read latency under login load (run by `npm run bench`, KOMA_BENCH=1).
//
// The server runs as its own process (services/server/dist/main.js, built by `npm run bench`) so the
// load generator does not share its event loop. Measures:
//   1. logins per second with the hashing pool saturated (argon2id m=19 MiB, t=2, p=1);
//   2. the p99 of a cheap public read, idle and while logins saturate the hashing pool;
// and asserts the loaded p99 stays within 2x of the idle p99.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
// @ts-expect-error autocannon ships no type declarations (and @types/autocannon is not installed)
import autocannonUntyped from 'autocannon';
import argon2 from 'argon2';
import pg from 'pg';
import { freshTestDatabase } from '../../services/server/src/platform/testing/test-database.js';
import { ARGON2_OPTIONS } from '../../services/server/src/modules/identity/infra/password-hasher.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mainJs = path.join(root, 'services/server/dist/services/server/src/main.js');
const mainJsAlt = path.join(root, 'services/server/dist/main.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
  });
}

async function waitReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health/ready`)).ok) return;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

/** Paced reads: `rate` requests per second for `seconds`, each timed; answers the latencies (ms). */
async function pacedReads(url: string, rate: number, seconds: number): Promise<number[]> {
  const latencies: number[] = [];
  const total = rate * seconds;
  const gap = 1000 / rate;
  const t0 = performance.now();
  const inflight: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = t0 + i * gap;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    inflight.push(
      (async () => {
        const s = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`read answered ${res.status}`);
        latencies.push(performance.now() - s);
      })(),
    );
  }
  await Promise.all(inflight);
  return latencies;
}

interface CannonResult {
  non2xx: number;
  requests: { average: number };
  latency: { p99: number };
}
const autocannon = autocannonUntyped as (opts: Record<string, unknown>) => Promise<CannonResult>;

const step = (what: string) => process.stderr.write(`[login bench] ${what}\n`);
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

function loginLoad(url: string, email: string, password: string, seconds: number, connections: number) {
  return autocannon({
    url: `${url}/api/login-user`,
    method: 'POST',
    connections,
    duration: seconds,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, device: 'bench device' }),
  });
}

describe('login benchmark', () => {
  let child: ChildProcess | undefined;
  afterAll(async () => {
    if (child && child.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child!.once('exit', r));
    }
  });

  it('measures logins per second, and read p99 idle vs under login saturation (within 2x)', async () => {
    const entry = existsSync(mainJsAlt) ? mainJsAlt : mainJs;
    if (!existsSync(entry)) throw new Error('the server is not built: run `npm run bench` (it builds first)');
    const dbUrl = await freshTestDatabase(import.meta.url);
    const email = 'bench@example.com';
    const password = 'bench password 1';
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    const id = randomUUID();
    await db.query(
      `INSERT INTO public.identity_users (id, email, full_name, password_hash, created_at, updated_at) VALUES ($1, $2, 'Bench', $3, now(), now())`,
      [id, email, await argon2.hash(password, ARGON2_OPTIONS)],
    );
    await db.end();

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, [entry], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        DATABASE_URL: dbUrl,
        PORT: String(port),
        HOST: '127.0.0.1',
        KOMA_ROLE: 'all',
        LOG_LEVEL: 'error',
        RATE_LIMIT_MULTIPLIER: '100000',
        QUEUE_PREFIX: `koma-bench-${process.pid}`,
        UPLOADS_DIR: await mkdtemp(path.join(os.tmpdir(), 'koma-bench-')),
      },
    });
    await waitReady(url, child);
    step('server ready');

    // A cheap public content read: the popular tags when the catalog serves them, else readiness.
    const tagRes = await fetch(`${url}/api/get-popular-tag`).catch(() => undefined);
    const readUrl = tagRes?.ok ? `${url}/api/get-popular-tag` : `${url}/health/ready`;

    // Warm up both paths.
    await pacedReads(readUrl, 50, 2);
    await loginLoad(url, email, password, 2, 2);

    const RATE = 100;
    const SECONDS = 10;
    // Pure login throughput: 8 connections keep the hashing pool saturated.
    const logins = await loginLoad(url, email, password, SECONDS, 8);
    expect(logins.non2xx).toBe(0);
    const loginsPerSec = logins.requests.average;
    step('login throughput done');

    // Idle and loaded read windows interleaved (3 rounds of 5 s each), so a change in the
    // machine's background load hits both sides alike.
    const idle: number[] = [];
    const loaded: number[] = [];
    let duringRequests = 0;
    for (let round = 0; round < 3; round++) {
      idle.push(...(await pacedReads(readUrl, RATE, 5)));
      await new Promise((r) => setTimeout(r, 500));
      const loginsRunning = loginLoad(url, email, password, 6, 8);
      await new Promise((r) => setTimeout(r, 500)); // the pool is saturated before the window opens
      loaded.push(...(await pacedReads(readUrl, RATE, 5)));
      const during = await loginsRunning;
      expect(during.non2xx).toBe(0);
      duringRequests += during.requests.average;
      step(`round ${round + 1} done`);
    }
    const during = { requests: { average: duringRequests / 3 } };

    const idleP99 = pct(idle, 99);
    const loadedP99 = pct(loaded, 99);
    const report = {
      cpus: os.availableParallelism?.() ?? os.cpus().length,
      loadAverage1m: +os.loadavg()[0]!.toFixed(2),
      read: readUrl.replace(url, ''),
      loginsPerSec: Number(loginsPerSec.toFixed(1)),
      loginLatencyP99Ms: logins.latency.p99,
      loginsPerSecDuringReads: Number(during.requests.average.toFixed(1)),
      readIdle: { p50: +pct(idle, 50).toFixed(2), p99: +idleP99.toFixed(2) },
      readUnderLogins: { p50: +pct(loaded, 50).toFixed(2), p99: +loadedP99.toFixed(2) },
      ratioP99: +(loadedP99 / idleP99).toFixed(2),
    };
    process.stdout.write(`\nlogin benchmark: ${JSON.stringify(report, null, 2)}\n`);
    expect(loginsPerSec).toBeGreaterThan(1); // a sanity floor; the figure itself is the report
    expect(loadedP99).toBeLessThanOrEqual(2 * idleP99);
  }, 300_000);
});
