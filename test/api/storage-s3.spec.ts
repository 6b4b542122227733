// Stored images in an S3 bucket (STORAGE_URL=s3://…, s3rver here): the catalog import and profile
// photos write into the bucket, never UPLOADS_DIR; the app serves its objects behind the same
// upload gate (public images immutable, paid pages only through the reader's signed URL); a
// bucket that stops answering is 503 for a page and a clear error for an import.
import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { PG_POOL } from '../../services/server/src/platform/database/pg-pool.js';
import { ImageStorage } from '../../services/server/src/platform/storage/image-storage.js';
import { S3Storage } from '../../services/server/src/platform/storage/s3-storage.js';
import { parseStorageUrl } from '../../services/server/src/platform/storage/storage-url.js';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';
import { startS3, type TestS3 } from '../fixtures/test-s3.js';
import type pg from 'pg';

const TTL = 120;
const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let s3: TestS3;
let t: TestApp;
let bucket: S3Storage;
let mini: Awaited<ReturnType<typeof miniCatalog>>;
let pool: pg.Pool;

const png = (dir: string, name: string, width: number, r: number) =>
  sharp({ create: { width, height: Math.round(width * 1.4), channels: 3, background: { r, g: 80, b: 120 } } })
    .png()
    .toFile(path.join(dir, name));
const keys = async (prefix = '') => {
  const out: string[] = [];
  for await (const o of bucket.list(prefix)) out.push(o.key);
  return out.sort();
};
const sha = (b: Buffer) => createHash('sha256').update(b).digest('hex');
const get = async (url: string, headers: Record<string, string> = {}, method = 'GET') => {
  const res = await fetch(t.url + (url.startsWith('/') ? url : `/${url}`), { headers, method });
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, body, json: () => JSON.parse(body.toString()) };
};
const importCatalog = () => t.app.get(CatalogImportService).importDocument(mini.doc, mini.dir);

beforeAll(async () => {
  s3 = await startS3(['koma-images']);
  t = await startTestApp(import.meta.url, {
    clock,
    env: { STORAGE_URL: s3.storageUrl('koma-images'), ...s3.env, RATE_LIMIT_MULTIPLIER: '100', PAGE_URL_TTL_SECONDS: String(TTL) },
  });
  pool = t.app.get(PG_POOL) as pg.Pool;
  const target = parseStorageUrl(s3.storageUrl('koma-images'));
  if (target.kind !== 's3') throw new Error('not s3');
  bucket = new S3Storage(target, { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' });
  mini = await miniCatalog(clock.now());
  // A cover wide enough for its smaller width; two pages of a paid episode.
  await Promise.all([png(mini.dir, 'cover.png', 1000, 30), png(mini.dir, 'paid-a.png', 64, 200), png(mini.dir, 'paid-b.png', 64, 220)]);
  mini.doc.comics[0]!.coverImage = 'cover.png';
  mini.doc.episodes.find((e) => e.key === 'ep-coin-1')!.content = [
    { image: 'paid-a.png', sequence: 1 },
    { image: 'paid-b.png', sequence: 2 },
  ];
}, 60_000);
afterAll(async () => {
  await bucket?.close();
  await t?.close();
  await s3?.close();
});

describe('the catalog import', () => {
  it('writes every image, its smaller widths and the import index into the bucket, nothing into UPLOADS_DIR', async () => {
    expect(t.app.get(ImageStorage).kind).toBe('s3');
    const r = await importCatalog();
    expect(r.imagesWritten).toBeGreaterThanOrEqual(4);
    expect(await readdir(t.config.UPLOADS_DIR).catch(() => [])).toEqual([]);

    const { rows } = await pool.query("SELECT cover_image FROM catalog_comics WHERE key = 'mini'");
    const cover = rows[0].cover_image as string;
    const widths = (await pool.query('SELECT widths FROM catalog_image_widths WHERE path = $1', [cover])).rows[0].widths as Array<{
      image: string;
      width: number;
    }>;
    expect(widths.map((w) => w.width)).toEqual([480, 800]);
    const stored = await keys();
    for (const w of widths) {
      const key = w.image.slice('uploads/'.length);
      expect(stored).toContain(key);
      const meta = await sharp((await bucket.read(key))!).metadata();
      expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: w.width });
      expect((await bucket.head(key))!.contentType).toBe('image/webp');
    }
    // One index entry per source image and variant, naming objects that are in the bucket.
    const index = await keys('.src/');
    expect(index.length).toBeGreaterThanOrEqual(4);
    for (const k of index) {
      for (const line of (await bucket.read(k))!.toString().trim().split('\n')) expect(stored).toContain(line.split(' ')[0]);
    }
  });

  it('skips the encoder on a re-import when every object is still there, and stores again what was lost', async () => {
    const again = await importCatalog();
    expect(again.imagesWritten).toBe(0);
    const { rows } = await pool.query("SELECT cover_image FROM catalog_comics WHERE key = 'mini'");
    const key = (rows[0].cover_image as string).slice('uploads/'.length);
    await bucket.delete(key);
    expect((await importCatalog()).imagesWritten).toBe(1);
    expect(await bucket.exists(key)).toBe(true);
  });
});

describe('serving from the bucket', () => {
  it('serves a public cover under /uploads/ and /api/uploads/ with its type, length, entity tag and immutable caching', async () => {
    const comic = (await t.request('GET', `/api/get-comic-data/${mini.ids.comic}`)).body.comic;
    const key = (comic.coverImage as string).slice('uploads/'.length);
    const object = (await bucket.read(key))!;
    for (const url of [`/uploads/${key}`, `/api/uploads/${key}`]) {
      const res = await get(url);
      expect({ status: res.status, type: res.headers.get('content-type'), cache: res.headers.get('cache-control') }).toEqual({
        status: 200,
        type: 'image/webp',
        cache: 'public, max-age=31536000, immutable',
      });
      expect(res.headers.get('content-length')).toBe(String(object.length));
      expect(res.headers.get('etag')).toBe((await bucket.head(key))!.etag);
      expect(sha(res.body)).toBe(sha(object));
    }
    const etag = (await get(`/uploads/${key}`)).headers.get('etag')!;
    expect((await get(`/uploads/${key}`, { 'if-none-match': etag })).status).toBe(304);
    const part = await get(`/uploads/${key}`, { range: 'bytes=0-9' });
    expect([part.status, part.headers.get('content-range'), part.body.length]).toEqual([206, `bytes 0-9/${object.length}`, 10]);
    expect(part.body.equals(object.subarray(0, 10))).toBe(true);
    expect((await get(`/uploads/${key}`, { range: `bytes=${object.length}-` })).status).toBe(416);
    const head = await get(`/uploads/${key}`, {}, 'HEAD');
    expect([head.status, head.headers.get('content-length'), head.body.length]).toEqual([200, String(object.length), 0]);
  });

  it('answers 404 for a missing object and never serves the import index', async () => {
    const missing = await get('/uploads/0000000000000000000000000000000000000000.webp');
    expect(missing.status).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    const [entry] = await keys('.src/');
    expect((await get(`/uploads/${entry}`)).status).toBe(404);
    expect((await get(`/uploads/%2esrc/${entry!.slice(5)}`)).status).toBe(404);
  });

  it('serves a paid page only through the reader’s signed URL: not bare, not after expiry, not tampered', async () => {
    const owner = await newReader(t, 'Owner');
    const buy = await t.request('POST', '/api/buy-coin-pack', {
      token: owner.token,
      body: { userId: owner.userId, coinPackId: mini.ids.pack, price: 4.99, method: 'qpay wallet' },
    });
    expect(buy.status).toBe(200);
    const bought = await t.request('POST', '/api/purchase-episode', {
      token: owner.token,
      body: { userId: owner.userId, comicId: mini.ids.comic, episodeId: mini.ids.coin(1), coin: 6 },
    });
    expect(bought.body).toMatchObject({ success: true });
    const episode = await t.request('GET', `/api/get-comic-episode-data/${mini.ids.coin(1)}`, { token: owner.token });
    const pages = (episode.body.episode.content as Array<{ image: string; sequence: number }>).sort((a, b) => a.sequence - b.sequence);
    const signed = pages[0]!.image;
    expect(signed).toMatch(/^\/uploads\/[0-9a-f]{40}\.webp\?r=.+&exp=\d+&sig=/);
    const key = new URL(signed, 'http://x').pathname.slice('/uploads/'.length);
    expect(await bucket.exists(key)).toBe(true);

    // The signed URL works without a session, with private caching; the bytes are the bucket's.
    const ok = await get(signed);
    expect([ok.status, ok.headers.get('content-type')]).toEqual([200, 'image/webp']);
    expect(ok.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    expect(sha(ok.body)).toBe(sha((await bucket.read(key))!));

    // Bare (a visitor, or the owner without the signature): no such file.
    for (const headers of [{}, { token: owner.token }] as Array<Record<string, string>>) {
      const bare = await get(`/uploads/${key}`, headers);
      expect([bare.status, bare.json().code, bare.headers.get('cache-control')]).toEqual([404, 'NOT_FOUND', 'no-store']);
    }
    // A visitor's episode data carries no page URLs at all.
    const visitor = await t.request('GET', `/api/get-comic-episode-data/${mini.ids.coin(1)}`);
    expect(JSON.stringify(visitor.body)).not.toContain(key);

    // Tampered: another page under this signature, another reader, a changed signature.
    const u = new URL(signed, 'http://x');
    const other = new URL(pages[1]!.image, 'http://x').pathname;
    const tampered = [
      `${other}${u.search}`,
      `${u.pathname}?${new URLSearchParams({ ...Object.fromEntries(u.searchParams), r: 'someone-else' })}`,
      `${u.pathname}?${new URLSearchParams({ ...Object.fromEntries(u.searchParams), sig: 'A'.repeat(43) })}`,
      `${u.pathname}?${new URLSearchParams({ ...Object.fromEntries(u.searchParams), exp: String(Number(u.searchParams.get('exp')) + 60) })}`,
    ];
    for (const url of tampered) {
      const res = await get(url);
      expect({ url, status: res.status, code: res.json().code }).toEqual({ url, status: 403, code: 'PAGES.URL_INVALID' });
    }

    // After its expiry the same URL is refused; the reader renews and gets a working one.
    clock.advance((TTL + TTL / 5 + 1) * 1000);
    const late = await get(signed);
    expect([late.status, late.json().code]).toEqual([403, 'PAGES.URL_EXPIRED']);
    const renewed = await t.request('GET', `/api/get-comic-episode-data/${mini.ids.coin(1)}`, { token: owner.token });
    const fresh = (renewed.body.episode.content as Array<{ image: string; sequence: number }>).find((p) => p.sequence === 1)!.image;
    expect(fresh).not.toBe(signed);
    expect((await get(fresh)).status).toBe(200);
  });
});

describe('profile photos', () => {
  it('land in the bucket under avatars/, and the old one is deleted on replacement', async () => {
    const reader = await newReader(t, 'Photo');
    const profile = (photo: Buffer) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({
        id: reader.userId,
        fullName: 'Pho To',
        email: reader.email,
        gender: 'female',
        dob: '1990-05-04',
      }))
        form.append(k, v);
      form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'me.png');
      return form;
    };
    const photo = async () =>
      (await t.request('GET', `/api/get-user-data/${reader.userId}`, { token: reader.token })).body.user.photo as string;
    const img = (r: number) =>
      sharp({ create: { width: 40, height: 40, channels: 3, background: { r, g: 0, b: 0 } } })
        .png()
        .toBuffer();

    expect((await t.request('PUT', '/api/update-user', { token: reader.token, body: profile(await img(10)) })).status).toBe(200);
    const first = await photo();
    expect(first).toMatch(/^uploads\/avatars\/[0-9a-f]{32}\.webp$/);
    expect(await keys('avatars/')).toEqual([first.slice('uploads/'.length)]);
    const served = await get(first);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);

    expect((await t.request('PUT', '/api/update-user', { token: reader.token, body: profile(await img(250)) })).status).toBe(200);
    const second = await photo();
    expect(second).not.toBe(first);
    expect(await keys('avatars/')).toEqual([second.slice('uploads/'.length)]);
    expect((await get(first)).status).toBe(404);
    expect(await readdir(t.config.UPLOADS_DIR).catch(() => [])).toEqual([]);
  });
});

describe('a bucket that stops answering', () => {
  afterAll(async () => {
    await s3.start();
  });

  it('answers a page 503 UNAVAILABLE, a photo upload 503, and fails an import naming the store, writing nothing', async () => {
    const comic = (await t.request('GET', `/api/get-comic-data/${mini.ids.comic}`)).body.comic;
    const revision = (await pool.query('SELECT revision FROM catalog_meta WHERE id = 1')).rows[0].revision;
    await s3.stop();

    const page = await get(comic.coverImage);
    expect([page.status, page.headers.get('cache-control')]).toEqual([503, 'no-store']);
    expect(page.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' });
    expect(JSON.stringify(page.json())).not.toMatch(/127\.0\.0\.1|koma-images/);

    const reader = await newReader(t, 'Offline');
    const form = new FormData();
    for (const [k, v] of Object.entries({
      id: reader.userId,
      fullName: 'Off Line',
      email: reader.email,
      gender: 'male',
      dob: '1991-01-01',
    }))
      form.append(k, v);
    form.append(
      'photo',
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 20, height: 20, channels: 3, background: '#00f' } })
              .png()
              .toBuffer(),
          ),
        ],
        { type: 'image/png' },
      ),
      'p.png',
    );
    const upload = await t.request('PUT', '/api/update-user', { token: reader.token, body: form });
    expect([upload.status, upload.body.code]).toEqual([503, 'UNAVAILABLE']);

    await png(mini.dir, 'new-cover.png', 300, 99);
    const doc = structuredClone(mini.doc);
    doc.comics[0]!.thumbnail = 'new-cover.png';
    await expect(t.app.get(CatalogImportService).importDocument(doc, mini.dir)).rejects.toThrow(
      /^The image store s3:\/\/koma-images at http:\/\/127\.0\.0\.1:\d+ cannot be reached \(.*ECONNREFUSED/,
    );
    expect((await pool.query('SELECT revision FROM catalog_meta WHERE id = 1')).rows[0].revision).toBe(revision);
  });
});
