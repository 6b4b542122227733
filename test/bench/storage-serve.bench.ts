// Serving stored images (`npm run bench -- storage-serve`, KOMA_BENCH=1): a public cover under
// /uploads/ and a paid page by its reader's signed URL, from two API processes of the built
// server on the same database, one with the folder store (UPLOADS_DIR, sent as static files)
// and one with an S3-compatible bucket (s3rver in a process of its own, s3rver-process.mjs, the
// credentials of test/fixtures/test-s3.ts; the app streams each object through its upload gate).
// Rounds alternate; throughput, p50 and p99 of both, and the bucket's ratios. What the bucket costs is printed, not asserted (s3rver is a test server, not a
// production store); the assertions are that both serve the same bytes and answer only 200.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { loadConfig } from '../../services/server/src/config/config.schema.js';
import { createApp } from '../../services/server/src/app/create-app.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { startTestApp } from '../../services/server/src/platform/testing/test-app.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { autocannon, freePort, waitFor, type CannonResult } from './bench-servers.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const mainJs = path.join(root, 'services/server/dist/main.js');
const s3rverJs = path.join(root, 'test/bench/s3rver-process.mjs');
const ROUNDS = Number(process.env.STORAGE_BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.STORAGE_BENCH_SECONDS ?? 6);
const CONNECTIONS = 8;

const step = (what: string) => process.stderr.write(`[storage bench] ${what} (load average ${os.loadavg()[0]!.toFixed(1)})\n`);
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const sha = (b: ArrayBuffer) => createHash('sha256').update(Buffer.from(b)).digest('hex');

/** A page-like image: noise, so the encoded WebP has the weight of a drawn page rather than a flat colour. */
const art = (dir: string, name: string, width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 8 } } })
    .png()
    .toFile(path.join(dir, name));

type Store = 'file' | 's3';
type Image = 'cover' | 'page';

describe('serving stored images: folder vs S3-compatible bucket', () => {
  const children: ChildProcess[] = [];
  let s3Dir: string | undefined;
  afterAll(async () => {
    for (const c of children) {
      if (c.exitCode === null && c.signalCode === null) {
        c.kill('SIGTERM');
        await new Promise((r) => c.once('exit', r));
      }
    }
    if (s3Dir) await rm(s3Dir, { recursive: true, force: true });
  }, 60_000);

  /** s3rver in its own process; resolves with its port. */
  async function startS3Process(bucket: string): Promise<number> {
    s3Dir = await mkdtemp(path.join(os.tmpdir(), 'koma-s3-bench-'));
    const child = spawn(process.execPath, [s3rverJs, s3Dir, bucket], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(child);
    return new Promise((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (d: Buffer) => {
        out += d;
        if (out.includes('\n')) resolve(Number(out.trim()));
      });
      child.once('exit', (code) => reject(new Error(`s3rver exited with ${code}`)));
    });
  }

  it('a public cover and a signed paid page, throughput and p50/p99 from each store', async () => {
    if (!existsSync(mainJs)) throw new Error('the server is not built: run `npm run bench` (it builds first)');
    const s3Port = await startS3Process('koma-images');
    const s3Env = {
      STORAGE_URL: `s3://koma-images?endpoint=${encodeURIComponent(`http://127.0.0.1:${s3Port}`)}&region=us-east-1&forcePathStyle=true`,
      // s3rver's own credentials (it checks no signature), as test/fixtures/test-s3.ts.
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    };

    // ---- Data: the catalog imported into the folder (the seeding app's) and into the bucket,
    // a reader who bought the paid episode. The in-process apps are closed before the servers start.
    const t = await startTestApp(import.meta.url, { env: { RATE_LIMIT_MULTIPLIER: '100000' } });
    const mini = await miniCatalog(new Date());
    await Promise.all([art(mini.dir, 'cover.png', 1000, 1400), art(mini.dir, 'page.png', 800, 1200)]);
    mini.doc.comics[0]!.coverImage = 'cover.png';
    mini.doc.episodes.find((e) => e.key === 'ep-coin-1')!.content = [{ image: 'page.png', sequence: 1 }];
    await t.app.get(CatalogImportService).importDocument(mini.doc, mini.dir);
    const reader = await newReader(t, 'Pages');
    const buy = await t.request('POST', '/api/buy-coin-pack', {
      token: reader.token,
      body: { userId: reader.userId, coinPackId: mini.ids.pack, price: 4.99, method: 'qpay wallet' },
    });
    expect(buy.status).toBe(200);
    const bought = await t.request('POST', '/api/purchase-episode', {
      token: reader.token,
      body: { userId: reader.userId, comicId: mini.ids.comic, episodeId: mini.ids.coin(1), coin: 6 },
    });
    expect(bought.body).toMatchObject({ success: true });
    const dbUrl = t.config.DATABASE_URL;
    const uploadsDir = t.config.UPLOADS_DIR;
    await t.close();
    const bucketApp = await createApp(
      loadConfig({
        DATABASE_URL: dbUrl,
        ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
        QUEUE_PREFIX: `koma-bench-storage-${process.pid}`,
        UPLOADS_DIR: await mkdtemp(path.join(os.tmpdir(), 'koma-bench-unused-')),
        LOG_LEVEL: 'silent',
        PORT: '0',
        NODE_ENV: 'test',
        ...s3Env,
      }),
      { background: false },
    );
    try {
      const r = await bucketApp.get(CatalogImportService).importDocument(mini.doc, mini.dir);
      expect(r.imagesWritten).toBeGreaterThanOrEqual(2);
    } finally {
      await bucketApp.close();
    }
    step('catalog in the folder and in the bucket');

    // ---- Servers: the same build and database, one store each.
    const start = async (store: Store) => {
      const port = await freePort();
      const child = spawn(process.execPath, [mainJs], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        env: {
          ...process.env,
          NODE_OPTIONS: '',
          // As deployed, not as Jest's 'test'.
          NODE_ENV: 'production',
          DATABASE_URL: dbUrl,
          HOST: '127.0.0.1',
          PORT: String(port),
          PUBLIC_URL: `http://127.0.0.1:${port}`,
          LOG_LEVEL: 'error',
          KOMA_ROLE: 'api',
          RATE_LIMIT_MULTIPLIER: '100000',
          PAGE_URL_TTL_SECONDS: '3600',
          QUEUE_PREFIX: `koma-bench-storage-${process.pid}`,
          UPLOADS_DIR: store === 'file' ? uploadsDir : await mkdtemp(path.join(os.tmpdir(), 'koma-bench-unused-')),
          ...(store === 's3' ? s3Env : {}),
        },
      });
      children.push(child);
      const url = `http://127.0.0.1:${port}`;
      await waitFor(`${url}/health/ready`, child);
      return url;
    };
    const servers: Record<Store, string> = { file: await start('file'), s3: await start('s3') };
    step('both servers ready');

    // Each server's own URLs: the cover from comic detail, the page signed for the reader.
    const paths = {} as Record<Store, Record<Image, string>>;
    const bytes: Record<Image, number> = { cover: 0, page: 0 };
    for (const store of ['file', 's3'] as const) {
      const url = servers[store];
      const comic = (await (await fetch(`${url}/api/get-comic-data/${mini.ids.comic}`)).json()) as { comic: { coverImage: string } };
      const episode = (await (
        await fetch(`${url}/api/get-comic-episode-data/${mini.ids.coin(1)}`, { headers: { token: reader.token } })
      ).json()) as { episode: { content: Array<{ image: string }> } };
      const page = episode.episode.content[0]!.image;
      expect(page).toMatch(/^\/uploads\/[0-9a-f]{40}\.webp\?r=.+&exp=\d+&sig=/);
      paths[store] = { cover: `/${comic.comic.coverImage}`, page };
    }
    for (const image of ['cover', 'page'] as const) {
      const got = await Promise.all(
        (['file', 's3'] as const).map(async (store) => {
          const res = await fetch(servers[store] + paths[store][image]);
          const body = await res.arrayBuffer();
          return { status: res.status, type: res.headers.get('content-type'), sha: sha(body), length: body.byteLength };
        }),
      );
      expect(got[0]).toMatchObject({ status: 200, type: 'image/webp' });
      expect(got[1]).toEqual(got[0]);
      bytes[image] = got[0]!.length;
    }

    const run = (store: Store, image: Image, duration: number) =>
      autocannon({ url: servers[store] + paths[store][image], connections: CONNECTIONS, duration });
    for (const store of ['file', 's3'] as const) for (const image of ['cover', 'page'] as const) await run(store, image, 2);
    const results: Record<Store, Record<Image, CannonResult[]>> = { file: { cover: [], page: [] }, s3: { cover: [], page: [] } };
    for (let round = 0; round < ROUNDS; round++) {
      const order: Store[] = round % 2 ? ['s3', 'file'] : ['file', 's3'];
      for (const image of ['cover', 'page'] as const) {
        for (const store of order) {
          const r = await run(store, image, SECONDS);
          expect({ store, image, non2xx: r.non2xx, errors: r.errors }).toEqual({ store, image, non2xx: 0, errors: 0 });
          results[store][image].push(r);
        }
      }
      step(`round ${round + 1} done`);
    }

    const sum = (rs: CannonResult[]) => ({
      perSec: Math.round(median(rs.map((r) => r.requests.average))),
      p50Ms: median(rs.map((r) => r.latency.p50)),
      p99Ms: median(rs.map((r) => r.latency.p99)),
    });
    const table = Object.fromEntries(
      (['cover', 'page'] as const).map((image) => {
        const f = sum(results.file[image]);
        const b = sum(results.s3[image]);
        return [
          image,
          {
            kB: +(bytes[image] / 1024).toFixed(1),
            file: f,
            s3: b,
            s3ThroughputRatio: +(b.perSec / f.perSec).toFixed(2),
            s3P99Ratio: +(b.p99Ms / Math.max(f.p99Ms, 1)).toFixed(2),
          },
        ];
      }),
    );
    process.stdout.write(
      `\nstorage serve benchmark: ${JSON.stringify(
        {
          cpus: os.availableParallelism?.() ?? os.cpus().length,
          loadAverage1m: +os.loadavg()[0]!.toFixed(2),
          connections: CONNECTIONS,
          secondsPerRound: SECONDS,
          rounds: ROUNDS,
          ...table,
        },
        null,
        2,
      )}\n`,
    );
  }, 600_000);
});
