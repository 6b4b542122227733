import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { PG_POOL } from '../../services/server/src/platform/database/pg-pool.js';
import { CatalogImportError } from '../../services/server/src/modules/catalog/import/catalog-importer.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { slugify } from '../../services/server/src/modules/catalog/import/catalog.slug.js';
import { catalogId } from '../../services/server/src/modules/catalog/catalog.ids.js';
import { fixtureCatalog, fixtureDir, NOW } from './catalog-fixture.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let t: TestApp;
let dir: string;
let svc: CatalogImportService;
const counts = async () => {
  const pool = t.app.get(PG_POOL) as import('pg').Pool;
  const { rows } =
    await pool.query(`SELECT (SELECT count(*) FROM catalog_comics) AS comics, (SELECT count(*) FROM catalog_episodes) AS episodes,
    (SELECT count(*) FROM catalog_gifts) AS gifts, (SELECT revision FROM catalog_meta) AS revision`);
  return rows[0];
};

beforeAll(async () => {
  t = await startTestApp(import.meta.url, { clock: new FakeClock(NOW) });
  dir = await fixtureDir();
  svc = t.app.get(CatalogImportService);
});
afterAll(async () => {
  await t?.close();
});

describe('catalog import', () => {
  it('refuses an invalid file listing every error with its JSON pointer, and writes nothing', async () => {
    const bad: any = fixtureCatalog();
    bad.comics[0].status = 'published';
    delete bad.comics[1].title;
    bad.comics[2].surprise = 1;
    bad.episodes[0].releaseDate = 'yesterday';
    bad.episodes[1].comic = 'no-such-comic';
    bad.coinPacks[0].currency = 'eur';
    bad.episodes[2].coinPrice = 2.5; // whole coins only: balances are, so a fractional price could never be paid
    bad.banners[0].endDate = '2020-01-01T00:00:00Z';
    bad.gifts.push({ ...bad.gifts[0] });
    let err: CatalogImportError | undefined;
    try {
      await svc.importDocument(bad, dir);
    } catch (e) {
      err = e as CatalogImportError;
    }
    expect(err).toBeInstanceOf(CatalogImportError);
    const pointers = err!.problems.map((p) => p.pointer);
    expect(pointers).toEqual(
      expect.arrayContaining([
        '/comics/0/status',
        '/comics/1/title',
        '/comics/2/surprise',
        '/episodes/0/releaseDate',
        '/coinPacks/0/currency',
        '/episodes/2/coinPrice',
      ]),
    );
    expect(err!.problems.find((p) => p.pointer === '/comics/0/status')!.message).toMatch(/one of "publish", "draft"/);
    expect(await counts()).toMatchObject({ comics: 0, episodes: 0, revision: 0 });

    // schema-valid but inconsistent: every cross-reference problem at once
    const bad2: any = fixtureCatalog();
    bad2.episodes[1].comic = 'no-such-comic';
    bad2.banners[0].endDate = '2020-01-01T00:00:00Z';
    bad2.gifts.push({ ...bad2.gifts[0] });
    bad2.comics[1].thumbnail = 'img/missing.png';
    try {
      await svc.importDocument(bad2, dir);
      err = undefined;
    } catch (e) {
      err = e as CatalogImportError;
    }
    expect(err!.problems.map((p) => p.pointer)).toEqual(
      expect.arrayContaining(['/episodes/1/comic', '/banners/0/endDate', `/gifts/${bad2.gifts.length - 1}`, '/comics/1/thumbnail']),
    );
    expect(await counts()).toMatchObject({ comics: 0, episodes: 0, revision: 0 });
  });

  it('refuses a .png that is really text, and writes nothing', async () => {
    const doc = fixtureCatalog();
    doc.comics![0].coverImage = 'img/fake.png';
    await expect(svc.importDocument(doc, dir)).rejects.toMatchObject({
      problems: [{ pointer: '/comics/0/coverImage', message: expect.stringMatching(/not a JPEG, PNG or WebP/) }],
    });
    expect(await counts()).toMatchObject({ comics: 0, revision: 0 });
  });

  it('imports, then importing the same file again changes nothing', async () => {
    const first = await svc.importDocument(fixtureCatalog(), dir);
    expect(first.created).toBeGreaterThan(20);
    expect(first.updated).toBe(0);
    expect(first.byKind.comics).toEqual({ created: 5, updated: 0, unchanged: 0 });
    const before = await counts();
    const second = await svc.importDocument(fixtureCatalog(), dir);
    expect(second).toMatchObject({ created: 0, updated: 0, unchanged: first.created, revision: first.revision });
    expect(await counts()).toEqual(before);
    // ids derive from keys
    const pool = t.app.get(PG_POOL) as import('pg').Pool;
    expect((await pool.query('SELECT id FROM catalog_comics WHERE key = $1', ['own'])).rows[0].id).toBe(catalogId('comic', 'own'));
  });

  it('changing one field updates just that item and bumps the revision', async () => {
    const doc = fixtureCatalog();
    doc.plans![0].price = 4.5;
    const r = await svc.importDocument(doc, dir);
    expect(r.updated).toBe(1);
    expect(r.byKind.plans.updated).toBe(1);
    expect(r.revision).toBe((await counts()).revision);
  });

  it('imports a partial file that refers to comics already in the catalog; http(s) images are kept as they are', async () => {
    const r = await svc.importDocument(
      {
        episodes: [
          {
            key: 'own-9',
            comic: 'own',
            title: 'Nine',
            episodeNumber: 9,
            coverImage: 'https://cdn.example/ep9.png',
            description: '',
            monetization: 'free',
            coinPrice: 0,
            releaseDate: '2026-01-01T00:00:00Z',
            status: 'publish',
            content: [{ image: 'https://cdn.example/p1.png', sequence: 1 }],
          },
        ],
      },
      dir,
    );
    expect(r).toMatchObject({ created: 1, updated: 0, unchanged: 0 });
    const pool = t.app.get(PG_POOL) as import('pg').Pool;
    const {
      rows: [e],
    } = await pool.query("SELECT cover_image, content, comic_id FROM catalog_episodes WHERE key = 'own-9'");
    expect(e).toEqual({
      cover_image: 'https://cdn.example/ep9.png',
      content: [{ image: 'https://cdn.example/p1.png', sequence: 1 }],
      comic_id: catalogId('comic', 'own'),
    });
  });

  it('converts images to WebP within the needed widths, metadata stripped, content-addressed', async () => {
    const pool = t.app.get(PG_POOL) as import('pg').Pool;
    const {
      rows: [c],
    } = await pool.query("SELECT thumbnail, cover_image FROM catalog_comics WHERE key = 'own'");
    const {
      rows: [e],
    } = await pool.query("SELECT content FROM catalog_episodes WHERE key = 'own-1'");
    for (const [ref, max] of [
      [c.thumbnail, 360],
      [c.cover_image, 800],
      [e.content[0].image, 800],
    ] as const) {
      expect(ref).toMatch(/^uploads\/[0-9a-f]{40}\.webp$/);
      const file = path.join(t.config.UPLOADS_DIR, path.basename(ref));
      const meta = await sharp(await readFile(file)).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(max);
      expect(meta.exif).toBeUndefined();
    }
    // the JPEG carried an EXIF copyright: gone from the stored file
    expect((await readFile(path.join(t.config.UPLOADS_DIR, path.basename(c.cover_image)))).includes('secret-maker')).toBe(false);
    const served = await fetch(`${t.url}/${c.thumbnail}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect((await fetch(`${t.url}/api/${c.thumbnail}`)).status).toBe(200);
    const files = await readdir(t.config.UPLOADS_DIR);
    expect(files.filter((f) => !f.startsWith('.')).every((f) => /^[0-9a-f]{40}\.webp$/.test(f))).toBe(true);
    // the re-import index (source hash → stored name) is never served
    const [indexEntry] = await readdir(path.join(t.config.UPLOADS_DIR, '.src'));
    expect((await fetch(`${t.url}/uploads/.src/${indexEntry}`)).status).toBeGreaterThanOrEqual(400);
  });

  it('strips <script> and on* handlers from catalog HTML and keeps safe links', async () => {
    const faq = (await t.request('GET', '/api/get-faq')).body.totalFaq[0].content[0].answer as string;
    expect(faq).not.toMatch(/script|onclick|javascript:/i);
    expect(faq).toContain('href="https://koma.example"');
    expect(faq).toContain('rel="noopener noreferrer nofollow"');
    const terms = (await t.request('GET', '/api/get-static-page')).body.static.find((p: any) => p.page === 'terms').content as string;
    expect(terms).not.toMatch(/onerror/i);
    expect(terms).toContain('<h2>Terms</h2>');
    const slides = (await t.request('GET', '/api/get-home-slide')).body.slides;
    const slide = (await t.request('GET', `/api/get-home-slide-data/${slides[0]._id}`)).body.slideData.ckEditorData as string;
    expect(slide).not.toMatch(/script|evil|onmouseover/i);
  });

  it('slugs follow the spec rule and are unique', () => {
    expect(slugify('  Hello, World! Part_2 -- Go  ')).toBe('hello-world-part_2----go');
    expect(slugify('Lantern Street!')).toBe('lantern-street');
  });

  it('the CLI prints counts and exits 1 with every error listed on a bad file', async () => {
    const cli = path.join(root, 'services/server/dist/cli/koma.js');
    if (!existsSync(cli)) throw new Error('build the server first (npm test does)');
    const env = {
      ...process.env,
      DATABASE_URL: t.config.DATABASE_URL,
      UPLOADS_DIR: t.config.UPLOADS_DIR,
      QUEUE_PREFIX: t.config.QUEUE_PREFIX,
      LOG_LEVEL: 'silent',
      KOMA_ROLE: 'api',
    };
    const good = path.join(dir, 'catalog.json');
    await writeFile(good, JSON.stringify(fixtureCatalog()));
    const ok = spawnSync(process.execPath, [cli, 'catalog', 'import', good], { env, encoding: 'utf8', timeout: 60_000 });
    expect(ok.stderr).toBe('');
    expect(ok.status).toBe(0);
    expect(ok.stdout).toMatch(/created 0, updated \d+, unchanged \d+/);
    const badFile = path.join(dir, 'bad.json');
    await writeFile(badFile, JSON.stringify({ comics: [{ key: 'x' }], plans: [{ key: 'p', duration: 0 }] }));
    const bad = spawnSync(process.execPath, [cli, 'catalog', 'import', badFile], { env, encoding: 'utf8', timeout: 60_000 });
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('/comics/0/title: is required');
    expect(bad.stderr).toContain('/plans/0/duration');
    expect(bad.stderr).toContain('Nothing was written.');
  }, 120_000);
});
