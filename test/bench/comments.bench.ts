// Episode comments at scale (run by `npm run bench -- comments`, KOMA_BENCH=1): one episode with
// 100 000 comments by 1 000 readers. get-episode-comment's first page and a deep page (past the
// 90 000th comment, by cursor) must answer with p99 < 30 ms, and at ≥ 0.75 of the throughput of a
// bare Fastify + pg handler running the same queries, both measured in the same run.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freshTestDatabase } from '../../services/server/src/platform/testing/test-database.js';
import { generateSyntheticCatalog } from './catalog-synthetic.js';
import { autocannon, freePort, waitFor } from './bench-servers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mainJs = path.join(root, 'services/server/dist/main.js');
const bareJs = path.join(root, 'test/bench/comments-bare-server.mjs');
const COMMENTS = 100_000;
const READERS = 1_000;

const step = (what: string) => process.stderr.write(`[comments bench] ${what}\n`);

describe('comments benchmark', () => {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) {
      if (c.exitCode === null) {
        c.kill('SIGTERM');
        await new Promise((r) => c.once('exit', r));
      }
    }
  });

  it('get-episode-comment first and deep page at 100 000 comments: p99 and throughput against bare Fastify + pg', async () => {
    if (!existsSync(mainJs)) throw new Error('the server is not built: run `npm run bench` (it builds first)');
    const dbUrl = await freshTestDatabase(import.meta.url);
    const pool = new pg.Pool({ connectionString: dbUrl });
    const t0 = Date.now();
    await generateSyntheticCatalog(pool, 1, 3, 1);
    const episodeId = (await pool.query(`SELECT md5('bench-ep-1-1')::uuid AS id`)).rows[0].id as string;
    await pool.query(
      `INSERT INTO identity_users (id, email, full_name, photo, created_at, updated_at)
      SELECT md5('bench-user-' || i)::uuid, 'bench-' || i || '@example.test', 'Reader ' || i, NULL, now() - interval '90 days', now()
      FROM generate_series(1, $1::int) i`,
      [READERS],
    );
    await pool.query(
      `INSERT INTO community_comments (id, episode_id, comic_id, episode_number, user_id, content, like_count, created_at)
      SELECT md5('bench-comment-' || i)::uuid, $1::uuid, md5('bench-comic-1')::uuid, 1, md5('bench-user-' || (1 + i % $3::int))::uuid,
        'Comment number ' || i || ': ' || repeat('words ', 1 + i % 20), i % 7, now() - ((($2::int - i) * 1000) || ' milliseconds')::interval
      FROM generate_series(1, $2::int) i`,
      [episodeId, COMMENTS, READERS],
    );
    await pool.query('INSERT INTO community_episode_stats (episode_id, comments) VALUES ($1, $2)', [episodeId, COMMENTS]);
    await pool.query('ANALYZE community_comments; ANALYZE identity_users');
    const deep = (
      await pool.query(
        `SELECT id, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
      FROM community_comments WHERE episode_id = $1 ORDER BY created_at DESC, id DESC OFFSET 90000 LIMIT 1`,
        [episodeId],
      )
    ).rows[0];
    await pool.end();
    const after = Buffer.from(`${deep.at}|${deep.id}`).toString('base64url');
    step(`${COMMENTS} comments by ${READERS} readers in ${Date.now() - t0} ms`);

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
        KOMA_ROLE: 'api',
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
    const first = `/api/get-episode-comment/${episodeId}?limit=20`;
    const deepPath = `${first}&after=${after}`;
    await waitFor(`${url}/health/ready`, server);
    await waitFor(`${bareUrl}${first}`, bare);
    step('servers ready');

    // Same answer from both (ids and order), first and deep page.
    for (const p of [first, deepPath]) {
      const [a, b] = await Promise.all([fetch(url + p).then((r) => r.json()), fetch(bareUrl + p).then((r) => r.json())]);
      expect(a.comment.map((c: { _id: string }) => c._id)).toEqual(b.comment.map((c: { _id: string }) => c._id));
      expect(a.comment).toHaveLength(20);
      expect(a.nextCursor).toBe(b.nextCursor);
    }

    const requests = [
      { method: 'GET', path: first },
      { method: 'GET', path: deepPath },
    ];
    await autocannon({ url, connections: 8, duration: 4, requests });
    await autocannon({ url: bareUrl, connections: 8, duration: 4, requests });
    const latency: Record<string, { p50: number; p99: number }> = {};
    for (const [name, p] of [
      ['first', first],
      ['deep', deepPath],
    ] as const) {
      const r = await autocannon({ url: url + p, connections: 4, duration: 6 });
      expect(r.non2xx).toBe(0);
      latency[name] = { p50: r.latency.p50, p99: r.latency.p99 };
    }
    let ours = 0,
      base = 0;
    const rounds: Array<{ ours: number; bare: number }> = [];
    for (let r = 0; r < 3; r++) {
      const a = await autocannon({ url, connections: 8, duration: 5, requests });
      const b = await autocannon({ url: bareUrl, connections: 8, duration: 5, requests });
      expect(a.non2xx).toBe(0);
      expect(b.non2xx).toBe(0);
      ours += a.requests.average;
      base += b.requests.average;
      rounds.push({ ours: Math.round(a.requests.average), bare: Math.round(b.requests.average) });
    }
    const report = {
      cpus: os.availableParallelism?.() ?? os.cpus().length,
      loadAverage1m: +os.loadavg()[0]!.toFixed(2),
      comments: COMMENTS,
      latencyMs: latency,
      throughput: { oursPerSec: Math.round(ours / 3), bareFastifyPgPerSec: Math.round(base / 3), ratio: +(ours / base).toFixed(2), rounds },
    };
    process.stdout.write(`\ncomments benchmark: ${JSON.stringify(report, null, 2)}\n`);
    expect(latency.first!.p99).toBeLessThan(30);
    expect(latency.deep!.p99).toBeLessThan(30);
    expect(ours / base).toBeGreaterThanOrEqual(0.75);
  }, 600_000);
});
