// Responsive images (issue 18 item 5, ADR 0048): the import stores 2–3 widths of each cover,
// thumbnail, slide and banner, and REST and GraphQL return them beside the unchanged image fields.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import sharp from 'sharp';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { PG_POOL } from '../../services/server/src/platform/database/pg-pool.js';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { fixtureCatalog, fixtureDir, importFixture, NOW } from './catalog-fixture.js';

let t: TestApp;
let dir: string;
let pool: pg.Pool;
type Width = { image: string; width: number };

const stored = async (p: string): Promise<Width[] | null> =>
  (await pool.query('SELECT widths FROM catalog_image_widths WHERE path = $1', [p])).rows[0]?.widths ?? null;
const row = async (sql: string) => (await pool.query(sql)).rows[0];

beforeAll(async () => {
  t = await startTestApp(import.meta.url, { clock: new FakeClock(NOW) });
  pool = t.app.get(PG_POOL) as pg.Pool;
  dir = await fixtureDir();
  await importFixture(t, fixtureCatalog(), dir);
});
afterAll(async () => {
  await t?.close();
});

describe('image widths', () => {
  it('stores each thumbnail, cover, slide and banner at 2–3 widths: real WebP files of those widths, the image itself the widest', async () => {
    const comic = await row("SELECT thumbnail, cover_image FROM catalog_comics WHERE key = 'own'");
    const slide = await row("SELECT image FROM catalog_slides WHERE key = 's-live'");
    const banner = await row("SELECT image FROM catalog_banners WHERE key = 'b-home'");
    // The fixture's images are 1600 px wide: the stored image is at its kind's width, the copies below it.
    for (const [ref, widths] of [
      [comic.thumbnail, [240, 360]],
      [comic.cover_image, [480, 800]],
      [slide.image, [480, 800, 1200]],
      [banner.image, [480, 800, 1200]],
    ] as const) {
      const ws = await stored(ref);
      expect(ws?.map((w) => w.width)).toEqual(widths);
      expect(ws!.at(-1)!.image).toBe(ref);
      expect(new Set(ws!.map((w) => w.image)).size).toBe(widths.length);
      for (const w of ws!) {
        expect(w.image).toMatch(/^uploads\/[0-9a-f]{40}\.webp$/);
        const meta = await sharp(await readFile(path.join(t.config.UPLOADS_DIR, path.basename(w.image)))).metadata();
        expect({ format: meta.format, width: meta.width }).toEqual({ format: 'webp', width: w.width });
        const served = await fetch(`${t.url}/${w.image}`);
        expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
      }
    }
  });

  it('keeps no copies of episode pages (they fill a phone at 800 px; paid ones are signed)', async () => {
    const { content } = await row("SELECT content FROM catalog_episodes WHERE key = 'own-2'");
    for (const p of content as Array<{ image: string }>) expect(await stored(p.image)).toBeNull();
  });

  it('REST and GraphQL return the widths beside the image fields, which are unchanged', async () => {
    const comic = await row("SELECT slug, thumbnail, cover_image FROM catalog_comics WHERE key = 'own'");
    const detail = (await t.request('GET', `/api/get-comic-data/${comic.slug}`)).body.comic;
    expect(detail).toMatchObject({ thumbnail: comic.thumbnail, coverImage: comic.cover_image });
    expect(detail.thumbnailWidths).toEqual(await stored(comic.thumbnail));
    expect(detail.coverImageWidths).toEqual(await stored(comic.cover_image));

    const [slide] = (await t.request('GET', '/api/get-home-slide')).body.slides;
    expect(slide.imageWidths).toEqual(await stored(slide.image));
    const { banners } = (await t.request('GET', '/api/get-banner')).body;
    expect(Array.isArray(banners) && banners.length > 0).toBe(true);
    for (const b of banners) expect(b.imageWidths).toEqual(await stored(b.image));
    // The whole-catalog call keeps its body small: no widths there.
    const all = (await t.request('GET', '/api/get-all-content')).body.allComics;
    expect(all.find((c: { slug: string }) => c.slug === comic.slug)).toMatchObject({ coverImage: comic.cover_image });
    expect(all.some((c: object) => 'coverImageWidths' in c || 'thumbnailWidths' in c)).toBe(false);

    const widths = '{ image width }';
    const gql = (
      await t.graphql(
        `query($slug: String!) {
      comicDetail(slug: $slug) { thumbnail thumbnailWidths ${widths} coverImage coverImageWidths ${widths} }
      home { slides { image imageWidths ${widths} } newReleases { thumbnailWidths ${widths} } }
      banners { image imageWidths ${widths} }
    }`,
        { slug: comic.slug },
      )
    ).body;
    expect(gql.errors).toBeUndefined();
    expect(gql.data.comicDetail).toEqual({
      thumbnail: comic.thumbnail,
      thumbnailWidths: detail.thumbnailWidths,
      coverImage: comic.cover_image,
      coverImageWidths: detail.coverImageWidths,
    });
    expect(gql.data.home.slides[0].imageWidths).toEqual(slide.imageWidths);
    expect(gql.data.home.newReleases[0].thumbnailWidths.map((w: Width) => w.width)).toEqual([240, 360]);
    for (const b of gql.data.banners) expect(b.imageWidths).toEqual(await stored(b.image));
  });

  it('an image no wider than its smallest copy, or an absolute URL, has no widths: the list is empty', async () => {
    await writeFile(
      path.join(dir, 'img/small.png'),
      await sharp({ create: { width: 200, height: 300, channels: 3, background: '#888' } })
        .png()
        .toBuffer(),
    );
    const doc = fixtureCatalog();
    doc.comics![0] = { ...doc.comics![0]!, thumbnail: 'img/small.png', coverImage: 'https://cdn.example/cover.png' };
    await importFixture(t, { comics: doc.comics }, dir);
    const comic = await row("SELECT slug, thumbnail FROM catalog_comics WHERE key = 'own'");
    expect(await stored(comic.thumbnail)).toBeNull();
    const detail = (await t.request('GET', `/api/get-comic-data/${comic.slug}`)).body.comic;
    expect(detail).toMatchObject({ coverImage: 'https://cdn.example/cover.png', thumbnailWidths: [], coverImageWidths: [] });
  });

  it('a catalog stored before widths were kept gets them on its next import, and the reads show them at once', async () => {
    await importFixture(t, fixtureCatalog(), dir);
    const comic = await row("SELECT slug, cover_image FROM catalog_comics WHERE key = 'own'");
    const before = (await t.request('GET', `/api/get-comic-data/${comic.slug}`)).body.comic.coverImageWidths;
    expect(before).toHaveLength(2);
    // As it was: no widths table rows, and a re-import index naming only the stored file.
    await pool.query('DELETE FROM catalog_image_widths');
    const indexDir = path.join(t.config.UPLOADS_DIR, '.src');
    for (const f of await readdir(indexDir)) {
      const first = (await readFile(path.join(indexDir, f), 'utf8')).split('\n')[0]!.split(' ')[0]!;
      await writeFile(path.join(indexDir, f), first);
    }
    const { revision } = await row('SELECT revision FROM catalog_meta');
    const r = await importFixture(t, fixtureCatalog(), dir);
    expect(r).toMatchObject({ created: 0, updated: 0 });
    expect(r.revision).toBe(Number(revision) + 1);
    expect(await stored(comic.cover_image)).toEqual(before);
    expect((await t.request('GET', `/api/get-comic-data/${comic.slug}`)).body.comic.coverImageWidths).toEqual(before);
    // and once more changes nothing
    expect((await importFixture(t, fixtureCatalog(), dir)).revision).toBe(r.revision);
  });
});
