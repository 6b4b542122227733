import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import pg from 'pg';
import { databaseUrl, testDatabaseName } from '../../services/server/src/platform/testing/test-database.js';
import { RUN_QUEUE_PREFIX } from '../../services/server/src/platform/testing/test-app.js';
import { redisInstallCommand } from '../../scripts/services.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mainJs = path.join(root, 'services/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Whether any process of the group led by `pgid` is still running. */
function groupAlive(pgid: number): boolean {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

function runMain(env: Record<string, string>, timeoutMs = 15000) {
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [mainJs], {
    env: { ...process.env, LOG_LEVEL: 'error', ...env },
    encoding: 'utf8',
    timeout: timeoutMs,
  });
  return { code: r.status, stderr: r.stderr, ms: Date.now() - t0 };
}

function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const s = net.connect({ host: '127.0.0.1', port });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
  });
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<any> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health/ready`);
      if (res.status === 200) return res.json();
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('not ready in time');
}

describe('starting the service (README, Quick start)', () => {
  it('exits 1 naming every invalid variable', () => {
    const r = runMain({ PORT: 'abc', KOMA_ROLE: 'boss' });
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('PORT');
    expect(r.stderr).toContain('KOMA_ROLE');
  });

  it('fails within 10 s with one clear line when PostgreSQL is unreachable', () => {
    const r = runMain({ DATABASE_URL: 'postgres://postgres@127.0.0.1:1/koma', PORT: '0' });
    expect(r.code).toBe(1);
    expect(r.ms).toBeLessThan(10000);
    const lines = r.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Cannot reach PostgreSQL at postgres://postgres@127.0.0.1:1/koma');
    expect(lines[0]).toContain('docker compose -f docker/compose.yml up -d postgres redis');
  });

  it('fails within 10 s with one clear line when Redis is unreachable', () => {
    const r = runMain({ REDIS_URL: 'redis://127.0.0.1:1', PORT: '0' });
    expect(r.code).toBe(1);
    expect(r.ms).toBeLessThan(10000);
    expect(r.stderr.trim()).toMatch(
      /^Cannot reach Redis at redis:\/\/127\.0\.0\.1:1.*docker compose -f docker\/compose\.yml up -d postgres redis$/,
    );
  });

  it('stops within 10 s naming the install command when no Redis is reachable, none is installed and Docker is absent', async () => {
    // A PATH with node alone: no redis-server, no docker.
    const bin = await mkdtemp(path.join(os.tmpdir(), 'koma-bin-'));
    try {
      await symlink(process.execPath, path.join(bin, 'node'));
      const env: Record<string, string | undefined> = {
        ...process.env,
        PATH: bin,
        KOMA_REDIS_PORT: String(await freePort()),
        DATABASE_URL: databaseUrl('koma_unused'),
      };
      delete env.REDIS_URL;
      const t0 = Date.now();
      const r = spawnSync(process.execPath, [path.join(root, 'scripts/start.mjs')], { cwd: root, env, encoding: 'utf8', timeout: 15000 });
      expect(r.status).toBe(1);
      expect(Date.now() - t0).toBeLessThan(10000);
      const lines = r.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^Cannot reach Redis at redis:\/\/127\.0\.0\.1:\d+ and REDIS_URL is unset, and neither redis-server nor Docker is installed; install Redis with: /,
      );
      expect(lines[0]).toContain('apt-get install -y redis-server');
    } finally {
      await rm(bin, { recursive: true, force: true });
    }
  });

  it('names the install command of each platform', () => {
    const only =
      (...names: string[]) =>
      (n: string) =>
        names.includes(n);
    expect(redisInstallCommand('linux', only('apt-get'), true)).toBe('apt-get install -y redis-server');
    expect(redisInstallCommand('linux', only('apt-get'), false)).toBe('sudo apt-get install -y redis-server');
    expect(redisInstallCommand('linux', only('dnf', 'yum'), false)).toBe('sudo dnf install -y redis');
    expect(redisInstallCommand('linux', only('apk'), true)).toBe('apk add redis');
    expect(redisInstallCommand('darwin', only(), false)).toBe('brew install redis');
  });
});

describe('npm start from a fresh clone', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'koma-clone-'));
    // As an ordinary checkout: others may enter it (as root, the embedded PostgreSQL runs as the postgres user).
    await chmod(dir, 0o755);
    const clone = spawnSync('git', ['clone', '--quiet', '--depth', '1', `file://${root}`, dir], { encoding: 'utf8' });
    expect(clone.status).toBe(0);
  });
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it(
    'installs, builds, migrates, serves, and stops cleanly on SIGTERM',
    async () => {
      const port = await freePort();
      const dbName = testDatabaseName(`${fileURLToPath(import.meta.url)}#fresh-clone`);
      spawnSync('psql', [databaseUrl('postgres'), '-qc', `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`]);
      const child = spawn('npm', ['start'], {
        cwd: dir,
        detached: true,
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          PORT: String(port),
          DATABASE_URL: databaseUrl(dbName),
          QUEUE_PREFIX: `${RUN_QUEUE_PREFIX}-clone`,
          LOG_LEVEL: 'info',
          UPLOADS_DIR: path.join(dir, 'var/uploads'),
        },
      });
      let output = '';
      child.stdout!.on('data', (d) => {
        output += d;
      });
      child.stderr!.on('data', (d) => {
        output += d;
      });
      try {
        const ready = await waitReady(`http://127.0.0.1:${port}`, child, 8 * 60_000).catch((e) => {
          throw new Error(`${e.message}\n${output.slice(-3000)}`);
        });
        expect(ready.status).toBe('ok');
        const home = await fetch(`http://127.0.0.1:${port}/`);
        expect(home.status).toBe(200);
        expect(await home.text()).toContain('<div id="root">');
        // A supervisor (or a terminal's Ctrl-C) signals the whole process group: npm itself dies by
        // the signal, and the server must finish in-flight work and exit cleanly within 10 s.
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        const t0 = Date.now();
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
        for (let i = 0; i < 100 && groupAlive(child.pid!); i++) await new Promise((r) => setTimeout(r, 100));
        expect(groupAlive(child.pid!)).toBe(false);
        expect(Date.now() - t0).toBeLessThan(10_000);
        expect(output).toContain('"msg":"shutting down"');
        expect(output).not.toContain('shutdown took longer');
        expect(output).not.toContain('"level":50');
      } finally {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    },
    10 * 60_000,
  );

  it(
    'with DATABASE_URL unset and nothing at the default PostgreSQL address, runs on an embedded PostgreSQL (and a local redis-server)',
    async () => {
      const [port, pgPort, redisPort] = [await freePort(), await freePort(), await freePort()];
      const env: Record<string, string | undefined> = {
        ...process.env,
        PORT: String(port),
        KOMA_PG_PORT: String(pgPort),
        KOMA_REDIS_PORT: String(redisPort),
        QUEUE_PREFIX: `${RUN_QUEUE_PREFIX}-embedded`,
        LOG_LEVEL: 'info',
        UPLOADS_DIR: path.join(dir, 'var/uploads'),
      };
      delete env.DATABASE_URL;
      delete env.REDIS_URL;
      const child = spawn('npm', ['start'], { cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
      let output = '';
      child.stdout!.on('data', (d) => {
        output += d;
      });
      child.stderr!.on('data', (d) => {
        output += d;
      });
      try {
        const ready = await waitReady(`http://127.0.0.1:${port}`, child, 8 * 60_000).catch((e) => {
          throw new Error(`${e.message}\n${output.slice(-3000)}`);
        });
        expect(ready.status).toBe('ok');
        expect(output).toContain(
          `> no PostgreSQL at 127.0.0.1:${pgPort} and DATABASE_URL unset: started an embedded PostgreSQL there (data in var/pg`,
        );
        expect(output).toContain(
          `> no Redis at 127.0.0.1:${redisPort} and REDIS_URL unset: started redis-server there (data in var/redis)`,
        );
        // The server's database is the embedded cluster in the clone's var/pg, migrated.
        const db = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${pgPort}/koma` });
        await db.connect();
        try {
          expect((await db.query('SHOW data_directory')).rows[0].data_directory).toBe(path.join(dir, 'var/pg'));
          expect(Number((await db.query('SELECT count(*) AS n FROM public.typeorm_migrations')).rows[0].n)).toBeGreaterThan(0);
        } finally {
          await db.end();
        }
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        process.kill(-child.pid!, 'SIGTERM');
        await exited;
        for (let i = 0; i < 100 && groupAlive(child.pid!); i++) await new Promise((r) => setTimeout(r, 100));
        expect(groupAlive(child.pid!)).toBe(false);
        // The local servers stop with it.
        expect(await listening(pgPort)).toBe(false);
        expect(await listening(redisPort)).toBe(false);
        expect(output).not.toContain('"level":50');
      } finally {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          /* already gone */
        }
      }
    },
    10 * 60_000,
  );
});
