// My Library's three shelves for a heavy reader (run by `npm run bench -- library-shelves`,
// KOMA_BENCH=1): 1 000 comics read, 1 000 episodes unlocked (on 334 comics), 100 bells. The first
// page of each shelf over GraphQL (librarySubscribed, libraryRecent, libraryUnlocked, as the
// client asks them) must answer with p99 < 30 ms (issue 16). A bare Fastify + pg handler that
// answers each page in one SQL statement over the same tables is measured in the same run; its
// latency at the same concurrency and the throughput ratio are printed, not asserted.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { startTestApp } from '../../services/server/src/platform/testing/test-app.js';
import { EventStreams } from '../../services/server/src/modules/wallet/../../platform/event-store/event-streams.js';
import { walletStream } from '../../services/server/src/modules/wallet/wallet.stream.js';
import type { WalletCommand } from '../../services/server/src/modules/wallet/wallet.commands.js';
import { newReader } from '../fixtures/readers.js';
import { generateSyntheticCatalog } from './catalog-synthetic.js';
import { autocannon, freePort, waitFor } from './bench-servers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mainJs = path.join(root, 'services/server/dist/main.js');
const bareJs = path.join(root, 'test/bench/library-bare-server.mjs');
const READS = 1000;
const UNLOCKS = 1000;
const BELLS = 100;
const COMICS = 1200; // every 10th a draft and every 25th scheduled: 1 056 public
const EPISODES_PER = 10; // 1–3 free, 4, 6, 8 coin (3 coins), 10 not yet released
const PAGE = 20;

const step = (what: string) => process.stderr.write(`[library bench] ${what}\n`);

const SHELVES = {
  subscribed: `query($p: Int!, $s: Int!) { librarySubscribed(page: $p, pageSize: $s, filter: all) { total page pageSize
    items { comic { id slug title genre thumbnail coverImage teamAssignment } latestEpisodeNumber latestReleaseDate } } }`,
  recent: `query($p: Int!, $s: Int!) { libraryRecent(page: $p, pageSize: $s, filter: all) { total page pageSize
    items { id comic { id slug title genre thumbnail coverImage teamAssignment } episodeId episodeNumber percentage completed readAt } } }`,
  unlocked: `query($p: Int!, $s: Int!) { libraryUnlocked(page: $p, pageSize: $s, filter: all) { total page pageSize
    items { comic { id slug title genre thumbnail coverImage teamAssignment } episodes { episodeId } rentals { episodeId episodeNumber expiresAt } } } }`,
} as const;
type Shelf = keyof typeof SHELVES;
const FIELD: Record<Shelf, string> = { subscribed: 'librarySubscribed', recent: 'libraryRecent', unlocked: 'libraryUnlocked' };

const credit = (coin: number, at: Date): WalletCommand => ({
  type: 'CreditCoinPack',
  orderId: randomUUID(),
  packId: 'bench-pack',
  packName: 'Bench pack',
  coin,
  bonusCoin: 0,
  point: 0,
  price: 0.99,
  currency: 'usd',
  method: 'bench',
  promoId: null,
  bonusExpiresAt: new Date(at.getTime() + 30 * 86_400_000).toISOString(),
  pointExpiresAt: new Date(at.getTime() + 30 * 86_400_000).toISOString(),
  at: at.toISOString(),
});

describe('library shelves benchmark', () => {
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const c of children) {
      if (c.exitCode === null) {
        c.kill('SIGTERM');
        await new Promise((r) => c.once('exit', r));
      }
    }
  });

  it('the three shelves of a reader with 1 000 reads and 1 000 unlocks: p99 < 30 ms, against bare Fastify + pg', async () => {
    if (!existsSync(mainJs)) throw new Error('the server is not built: run `npm run bench` (it builds first)');

    // ---- Data, made through the app's own calls (events, inline projections); the app is closed before the servers start.
    const t0 = Date.now();
    const t = await startTestApp(import.meta.url, { env: { RATE_LIMIT_MULTIPLIER: '100000' } });
    const dbUrl = t.config.DATABASE_URL;
    const db = new pg.Pool({ connectionString: dbUrl, max: 2 });
    await generateSyntheticCatalog(db, COMICS, EPISODES_PER, 1);
    const { rows: comics } = await db.query<{ id: string; i: number }>(`SELECT id, substring(key from 13)::int AS i FROM catalog_comics
      WHERE key LIKE 'bench-comic-%' AND status = 'publish' AND NOT is_schedule ORDER BY substring(key from 13)::int`);
    const episode = (i: number, n: number) =>
      db.query<{ id: string }>(`SELECT md5('bench-ep-' || $1::int || '-' || $2::int)::uuid AS id`, [i, n]).then((r) => r.rows[0]!.id);
    const reader = await newReader(t, 'Shelves');
    const as = async (p: string, body: Record<string, unknown>) => {
      const res = await t.request('POST', p, { token: reader.token, body: { userId: reader.userId, ...body } });
      if (res.status !== 200) throw new Error(`${p}: ${res.status} ${JSON.stringify(res.body)}`);
    };
    for (const c of comics.slice(0, READS))
      await as('/api/add-comic-read', { comicId: c.id, episodeId: await episode(c.i, 1), readPercentage: c.i % 3 === 0 ? 100 : 40 });
    await t.app.get(EventStreams).run(walletStream, reader.userId, credit(UNLOCKS * 3, new Date()), { idempotency: false });
    let unlocked = 0;
    for (const c of comics) {
      for (const n of [4, 6, 8]) {
        if (unlocked === UNLOCKS) break;
        await as('/api/purchase-episode', { comicId: c.id, episodeId: await episode(c.i, n), coin: 3 });
        unlocked++;
      }
    }
    for (const c of comics.slice(0, BELLS)) await as('/api/user-comic-notification', { comicId: c.id });
    const counts = (
      await db.query(
        `SELECT (SELECT count(*) FROM rm.reading_recent WHERE user_id::text = $1)::int AS reads,
      (SELECT count(*) FROM rm.wallet_unlocks WHERE user_id::text = $1)::int AS unlocks, (SELECT count(*) FROM rm.inbox_bells WHERE user_id::text = $1)::int AS bells`,
        [reader.userId],
      )
    ).rows[0];
    expect(counts).toEqual({ reads: READS, unlocks: UNLOCKS, bells: BELLS });
    await db.query('ANALYZE');
    await db.end();
    await t.close();
    step(
      `data ready in ${Date.now() - t0} ms: ${COMICS} comics × ${EPISODES_PER} episodes; one reader with ${READS} reads, ${UNLOCKS} unlocks, ${BELLS} bells`,
    );

    // ---- Servers: ours (API role, built) and the bare baseline.
    const [port, barePort] = [await freePort(), await freePort()];
    const url = `http://127.0.0.1:${port}`;
    const bareUrl = `http://127.0.0.1:${barePort}`;
    // Both as deployed (NODE_ENV=production), not as Jest's 'test'.
    const env = { ...process.env, NODE_OPTIONS: '', NODE_ENV: 'production', DATABASE_URL: dbUrl, HOST: '127.0.0.1', LOG_LEVEL: 'error' };
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
    await waitFor(`${url}/health/ready`, server);
    await waitFor(`${bareUrl}/library/recent/${reader.userId}`, bare);
    step('servers ready');

    const gql = (shelf: Shelf) => ({
      method: 'POST',
      path: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${reader.token}` },
      body: JSON.stringify({ query: SHELVES[shelf], variables: { p: 1, s: PAGE } }),
    });
    const barePath = (shelf: Shelf) => `/library/${shelf}/${reader.userId}?pageSize=${PAGE}`;

    // Same page from both: the same comics in the same order, the same totals.
    for (const shelf of Object.keys(SHELVES) as Shelf[]) {
      const req = gql(shelf);
      const ours = await fetch(url + req.path, { method: 'POST', headers: req.headers, body: req.body }).then((r) => r.json());
      const base = await fetch(bareUrl + barePath(shelf)).then((r) => r.json());
      const page = ours.data?.[FIELD[shelf]];
      if (!page) throw new Error(`${shelf}: ${JSON.stringify(ours.errors ?? ours)}`);
      expect([shelf, page.total]).toEqual([shelf, base.total]);
      expect(page.items.map((x: { comic: { id: string } }) => x.comic.id)).toEqual(
        base.items.map((x: { comic: { id: string } }) => x.comic.id),
      );
      expect(page.items).toHaveLength(PAGE);
    }
    expect((await fetch(`${bareUrl}${barePath('unlocked')}`).then((r) => r.json())).total).toBe(Math.ceil(UNLOCKS / 3));

    // Warm both, then latency per shelf (ours), then throughput rounds of ours against the bare handler.
    for (const shelf of Object.keys(SHELVES) as Shelf[]) {
      await autocannon({ url, connections: 4, duration: 3, requests: [gql(shelf)] });
      await autocannon({ url: bareUrl + barePath(shelf), connections: 4, duration: 3 });
    }
    const latency: Record<string, { p50: number; p99: number; bareP50: number; bareP99: number }> = {};
    const throughput: Record<string, { oursPerSec: number; bareFastifyPgPerSec: number; ratio: number }> = {};
    for (const shelf of Object.keys(SHELVES) as Shelf[]) {
      const r = await autocannon({ url, connections: 4, duration: 6, requests: [gql(shelf)] });
      expect(r.non2xx).toBe(0);
      const b = await autocannon({ url: bareUrl + barePath(shelf), connections: 4, duration: 6 });
      latency[shelf] = { p50: r.latency.p50, p99: r.latency.p99, bareP50: b.latency.p50, bareP99: b.latency.p99 };
      let ours = 0,
        base = 0;
      for (let round = 0; round < 2; round++) {
        const a = await autocannon({ url, connections: 8, duration: 4, requests: [gql(shelf)] });
        const b = await autocannon({ url: bareUrl + barePath(shelf), connections: 8, duration: 4 });
        expect(a.non2xx).toBe(0);
        expect(b.non2xx).toBe(0);
        ours += a.requests.average;
        base += b.requests.average;
      }
      throughput[shelf] = { oursPerSec: Math.round(ours / 2), bareFastifyPgPerSec: Math.round(base / 2), ratio: +(ours / base).toFixed(2) };
    }
    const report = {
      cpus: os.availableParallelism?.() ?? os.cpus().length,
      loadAverage1m: +os.loadavg()[0]!.toFixed(2),
      reader: { reads: READS, unlocks: UNLOCKS, bells: BELLS },
      latencyMs: latency,
      throughput,
    };
    process.stdout.write(`\nlibrary shelves benchmark: ${JSON.stringify(report, null, 2)}\n`);
    for (const shelf of Object.keys(SHELVES)) expect([shelf, latency[shelf]!.p99 < 30]).toEqual([shelf, true]);
  }, 600_000);
});
