// Catalog read performance (run by `npm run bench`, KOMA_BENCH=1) on a synthetic catalog of
// 1 000 comics and 50 000 episodes:
//   1. get-all-content: p99 < 50 ms and < 500 KB gzipped (its size does not grow with episodes);
//   2. get-comic-data throughput ≥ 0.75 of a bare Fastify + pg handler running the same queries,
//      both measured in the same run, each server in its own process.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freshTestDatabase } from '../../services/server/src/platform/testing/test-database.js';
import { generateSyntheticCatalog } from './catalog-synthetic.js';
import { autocannon, freePort, waitFor } from './bench-servers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mainJs = path.join(root, 'services/server/dist/main.js');
const bareJs = path.join(root, 'test/bench/catalog-bare-server.mjs');

const step = (what: string) => process.stderr.write(`[catalog bench] ${what}\n`);

/** The raw (still gzipped) byte size of a response. */
function rawSize(url: string, headers: Record<string, string>): Promise<{ bytes: number; encoding?: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0;
        res.on('data', (c: Buffer) => {
          bytes += c.length;
        });
        res.on('end', () => resolve({ bytes, encoding: res.headers['content-encoding'] }));
      })
      .on('error', reject);
  });
}

function slugRequests(n: number) {
  // published comics only (every 10th is a draft, every 25th scheduled)
  const slugs: string[] = [];
  for (let i = 1; slugs.length < n; i++) if (i % 10 !== 0 && i % 25 !== 0) slugs.push(`bench-comic-${i}`);
  return slugs.map((s) => ({ method: 'GET', path: `/api/get-comic-data/${s}` }));
}

describe('catalog benchmark', () => {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) {
      if (c.exitCode === null) {
        c.kill('SIGTERM');
        await new Promise((r) => c.once('exit', r));
      }
    }
  });

  it('get-all-content p99 and size; get-comic-data throughput against bare Fastify + pg', async () => {
    if (!existsSync(mainJs)) throw new Error('the server is not built: run `npm run bench` (it builds first)');
    const dbUrl = await freshTestDatabase(import.meta.url);
    const pool = new pg.Pool({ connectionString: dbUrl });
    let t0 = Date.now();
    await generateSyntheticCatalog(pool, 1000, 50, 12);
    const {
      rows: [n],
    } = await pool.query('SELECT (SELECT count(*) FROM catalog_comics) AS comics, (SELECT count(*) FROM catalog_episodes) AS episodes');
    await pool.end();
    step(`synthetic catalog: ${n.comics} comics, ${n.episodes} episodes in ${Date.now() - t0} ms`);
    expect(Number(n.comics)).toBe(1000);
    expect(Number(n.episodes)).toBe(50_000);

    const [port, barePort] = [await freePort(), await freePort()];
    const url = `http://127.0.0.1:${port}`;
    const bareUrl = `http://127.0.0.1:${barePort}`;
    const env = { ...process.env, NODE_OPTIONS: '', DATABASE_URL: dbUrl, HOST: '127.0.0.1', LOG_LEVEL: 'error' };
    const server = spawn(process.execPath, [mainJs], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...env,
        PORT: String(port),
        KOMA_ROLE: 'all',
        RATE_LIMIT_MULTIPLIER: '100000',
        QUEUE_PREFIX: `koma-bench-${process.pid}`,
        UPLOADS_DIR: await mkdtemp(path.join(os.tmpdir(), 'koma-bench-')),
      },
    });
    children.push(server);
    const bare = spawn(process.execPath, [bareJs], {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...env, PORT: String(barePort) },
    });
    children.push(bare);
    await waitFor(`${url}/health/ready`, server);
    await waitFor(`${bareUrl}/api/get-comic-data/bench-comic-1`, bare);
    step('servers ready');

    // 1. get-all-content
    t0 = performance.now();
    const cold = await fetch(`${url}/api/get-all-content`);
    const coldMs = performance.now() - t0;
    const body = await cold.json();
    expect(body.allComics.length + body.allSeries.length).toBe(880); // 100 drafts and 40 scheduled (20 both) left out
    const size = await rawSize(`${url}/api/get-all-content`, { 'accept-encoding': 'gzip' });
    const plain = await rawSize(`${url}/api/get-all-content`, {});
    expect(size.encoding).toBe('gzip');
    const all = await autocannon({
      url: `${url}/api/get-all-content`,
      connections: 2,
      duration: 8,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(all.non2xx).toBe(0);
    step('get-all-content done');

    // 2. get-comic-data: ours vs bare, interleaved rounds so background load hits both alike
    const requests = slugRequests(500);
    await autocannon({ url, connections: 10, duration: 5, requests });
    await autocannon({ url: bareUrl, connections: 10, duration: 5, requests });
    let ours = 0,
      base = 0;
    const rounds: Array<{ ours: number; bare: number }> = [];
    for (let r = 0; r < 3; r++) {
      const a = await autocannon({ url, connections: 10, duration: 5, requests });
      const b = await autocannon({ url: bareUrl, connections: 10, duration: 5, requests });
      expect(a.non2xx).toBe(0);
      expect(b.non2xx).toBe(0);
      ours += a.requests.average;
      base += b.requests.average;
      rounds.push({ ours: Math.round(a.requests.average), bare: Math.round(b.requests.average) });
    }
    const report = {
      cpus: os.availableParallelism?.() ?? os.cpus().length,
      loadAverage1m: +os.loadavg()[0]!.toFixed(2),
      catalog: { comics: Number(n.comics), episodes: Number(n.episodes) },
      getAllContent: {
        firstRequestMs: +coldMs.toFixed(1),
        p50Ms: all.latency.p50,
        p99Ms: all.latency.p99,
        requestsPerSec: Math.round(all.requests.average),
        gzippedKB: +(size.bytes / 1024).toFixed(1),
        plainKB: +(plain.bytes / 1024).toFixed(1),
      },
      getComicData: {
        oursPerSec: Math.round(ours / 3),
        bareFastifyPgPerSec: Math.round(base / 3),
        ratio: +(ours / base).toFixed(2),
        rounds,
      },
    };
    process.stdout.write(`\ncatalog benchmark: ${JSON.stringify(report, null, 2)}\n`);
    expect(all.latency.p99).toBeLessThan(50);
    expect(size.bytes).toBeLessThan(500 * 1024);
    expect(ours / base).toBeGreaterThanOrEqual(0.75);
  }, 600_000);
});
