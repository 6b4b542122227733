import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import net from 'node:net';
import { databaseUrl, testDatabaseName } from '../../services/server/src/platform/testing/test-database.js';
import { RUN_QUEUE_PREFIX } from '../../services/server/src/platform/testing/test-app.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mainJs = path.join(root, 'services/server/dist/main.js');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => { const { port } = srv.address() as net.AddressInfo; srv.close(() => resolve(port)); });
  });
}

/** Whether any process of the group led by `pgid` is still running. */
function groupAlive(pgid: number): boolean {
  try { process.kill(-pgid, 0); return true; } catch { return false; }
}

function runMain(env: Record<string, string>, timeoutMs = 15000) {
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [mainJs], { env: { ...process.env, LOG_LEVEL: 'error', ...env }, encoding: 'utf8', timeout: timeoutMs });
  return { code: r.status, stderr: r.stderr, ms: Date.now() - t0 };
}

async function waitReady(url: string, child: ChildProcess, timeoutMs: number): Promise<any> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited early with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/health/ready`);
      if (res.status === 200) return res.json();
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('not ready in time');
}

describe('starting the service (contract §1)', () => {
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
    expect(r.stderr.trim()).toMatch(/^Cannot reach Redis at redis:\/\/127\.0\.0\.1:1.*docker compose -f docker\/compose\.yml up -d postgres redis$/);
  });

  it('npm start from a fresh clone installs, builds, migrates, serves, and stops cleanly on SIGTERM', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'koma-clone-'));
    const clone = spawnSync('git', ['clone', '--quiet', '--depth', '1', `file://${root}`, dir], { encoding: 'utf8' });
    expect(clone.status).toBe(0);
    const port = await freePort();
    const dbName = testDatabaseName(`${fileURLToPath(import.meta.url)}#fresh-clone`);
    spawnSync('psql', [databaseUrl('postgres'), '-qc', `DROP DATABASE IF EXISTS "${dbName}" WITH (FORCE)`]);
    const child = spawn('npm', ['start'], {
      cwd: dir, detached: true, stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, PORT: String(port), DATABASE_URL: databaseUrl(dbName), QUEUE_PREFIX: `${RUN_QUEUE_PREFIX}-clone`, LOG_LEVEL: 'info', UPLOADS_DIR: path.join(dir, 'var/uploads') },
    });
    let output = '';
    child.stdout!.on('data', (d) => { output += d; });
    child.stderr!.on('data', (d) => { output += d; });
    try {
      const ready = await waitReady(`http://127.0.0.1:${port}`, child, 8 * 60_000).catch((e) => { throw new Error(`${e.message}\n${output.slice(-3000)}`); });
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
      try { process.kill(-child.pid!, 'SIGKILL'); } catch { /* already gone */ }
      await rm(dir, { recursive: true, force: true });
    }
  }, 10 * 60_000);
});
