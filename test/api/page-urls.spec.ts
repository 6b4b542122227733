// Paid episodes' page images (issue 19, finding 7): never served from their bare /uploads URL,
// only through short-lived URLs signed for the entitled reader; free pages, covers and other
// public images stay public and immutable.
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { miniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const TTL = 120;
const STEP = TTL / 5;
const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let db: pg.Pool;
let mini: Awaited<ReturnType<typeof miniCatalog>>;
type Reader = Awaited<ReturnType<typeof newReader>>;

const png = (dir: string, name: string, r: number, g: number, b: number) =>
  sharp({ create: { width: 64, height: 96, channels: 3, background: { r, g, b } } })
    .png()
    .toFile(path.join(dir, name));

/** The mini catalog with pages of their own: coin 1 all private, coin 2 one private and one shared with the free episode. */
async function catalog(episodeChanges: (doc: typeof mini.doc) => void = () => undefined) {
  const doc = structuredClone(mini.doc);
  const ep = (key: string) => doc.episodes.find((e) => e.key === key)!;
  ep('ep-free').content = [
    { image: 'free.png', sequence: 1 },
    { image: 'shared.png', sequence: 2 },
  ];
  ep('ep-coin-1').content = [
    { image: 'paid-b.png', sequence: 2 },
    { image: 'paid-a.png', sequence: 1 },
  ];
  ep('ep-coin-2').content = [
    { image: 'shared.png', sequence: 1 },
    { image: 'paid-c.png', sequence: 2 },
  ];
  ep('ep-coin-4').content = [{ image: 'paid-d.png', sequence: 1 }];
  episodeChanges(doc);
  return doc;
}
const importCatalog = async (doc: typeof mini.doc) => t.app.get(CatalogImportService).importDocument(doc, mini.dir);

/** The stored paths of an episode's pages in sequence (what the bare URLs would be). */
async function storedPages(key: string): Promise<string[]> {
  const r = await db.query('SELECT content FROM catalog_episodes WHERE key = $1', [key]);
  return (r.rows[0].content as Array<{ image: string; sequence: number }>).sort((a, b) => a.sequence - b.sequence).map((p) => p.image);
}

const episodeData = (id: string, r?: Reader) => t.request('GET', `/api/get-comic-episode-data/${id}`, { token: r?.token });
const pagesOf = async (id: string, r?: Reader) => {
  const res = await episodeData(id, r);
  expect(res.status).toBe(200);
  return {
    pages: (res.body.episode.content as Array<{ image: string; sequence: number }>)
      .sort((a, b) => a.sequence - b.sequence)
      .map((p) => p.image),
    expireAt: res.body.pagesExpireAt as string | null,
  };
};
/** GET an image URL as an <img> would: no Token, no Authorization. */
const image = async (url: string) => {
  const res = await fetch(t.url + (url.startsWith('/') ? url : `/${url}`));
  const body = Buffer.from(await res.arrayBuffer());
  return { status: res.status, cache: res.headers.get('cache-control'), type: res.headers.get('content-type'), body };
};
const withQuery = (url: string, change: (q: URLSearchParams) => void) => {
  const u = new URL(url, 'http://x');
  change(u.searchParams);
  return `${u.pathname}?${u.searchParams.toString()}`;
};

async function buyer(...coinEpisodes: number[]): Promise<Reader> {
  const r = await newReader(t, 'Buyer');
  expect(
    (
      await t.request('POST', '/api/buy-coin-pack', {
        token: r.token,
        body: { userId: r.userId, coinPackId: mini.ids.pack, price: 4.99, method: 'qpay wallet' },
      })
    ).status,
  ).toBe(200);
  for (const n of coinEpisodes) {
    const res = await t.request('POST', '/api/purchase-episode', {
      token: r.token,
      body: { userId: r.userId, comicId: mini.ids.comic, episodeId: mini.ids.coin(n), coin: 6 },
    });
    expect(res.body).toMatchObject({ success: true });
  }
  return r;
}

beforeAll(async () => {
  t = await startTestApp(import.meta.url, { clock, env: { RATE_LIMIT_MULTIPLIER: '100', PAGE_URL_TTL_SECONDS: String(TTL) } });
  db = new pg.Pool({ connectionString: t.config.DATABASE_URL, max: 2 });
  mini = await miniCatalog(clock.now());
  await Promise.all([
    png(mini.dir, 'free.png', 10, 200, 10),
    png(mini.dir, 'shared.png', 10, 10, 200),
    png(mini.dir, 'paid-a.png', 200, 10, 10),
    png(mini.dir, 'paid-b.png', 200, 200, 10),
    png(mini.dir, 'paid-c.png', 200, 10, 200),
    png(mini.dir, 'paid-d.png', 90, 90, 90),
  ]);
  await importCatalog(await catalog());
}, 60_000);
afterAll(async () => {
  await db?.end();
  await t?.close();
});

describe('bare URLs', () => {
  it('refuse a paid page to everyone, however the path is spelled, with or without a session', async () => {
    const [a] = await storedPages('ep-coin-1');
    expect(a).toMatch(/^uploads\/[0-9a-f]{40}\.webp$/);
    const owner = await buyer(1);
    const name = a!.slice('uploads/'.length);
    const spellings = [
      `/uploads/${name}`,
      `/api/uploads/${name}`,
      `/uploads//${name}`,
      `/uploads/./${name}`,
      `/uploads/x/../${name}`,
      `/uploads/%${name.charCodeAt(0).toString(16)}${name.slice(1)}`,
      `/uploads/${name.toUpperCase()}`,
      `/uploads/${name}?r=&exp=&sig=`,
    ];
    for (const url of spellings) {
      for (const headers of [{}, { token: owner.token }, { authorization: `Bearer ${owner.token}` }] as Array<Record<string, string>>) {
        const res = await fetch(t.url + url, { headers });
        expect({ url, refused: [403, 404].includes(res.status) }).toEqual({ url, refused: true });
        expect(res.headers.get('cache-control')).toBe('no-store');
        expect(res.headers.get('content-type')).toMatch(/json/);
      }
    }
    const plain = await fetch(`${t.url}/uploads/${name}`);
    expect(plain.status).toBe(404);
    expect(await plain.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('serve free pages, covers and thumbnails publicly with immutable caching, also inside a paid episode', async () => {
    const free = await pagesOf(mini.ids.free);
    expect(free.expireAt).toBeNull();
    expect(free.pages).toEqual(await storedPages('ep-free'));
    const comic = (await t.request('GET', `/api/get-comic-data/${mini.ids.comic}`)).body.comic;
    for (const url of [...free.pages, comic.coverImage, comic.thumbnail]) {
      expect(url).toMatch(/^uploads\/[0-9a-f]{40}\.webp$/);
      const res = await image(url);
      expect({ url, status: res.status, cache: res.cache, type: res.type }).toEqual({
        url,
        status: 200,
        cache: 'public, max-age=31536000, immutable',
        type: 'image/webp',
      });
    }
    // The shared page of coin 2 is the free episode's bytes: its owner gets it as stored.
    const owner = await buyer(2);
    const paid = await pagesOf(mini.ids.coin(2), owner);
    expect(paid.pages[0]).toBe(free.pages[1]);
    expect(paid.pages[1]).toMatch(/^\/uploads\/[0-9a-f]{40}\.webp\?r=/);
  });
});

describe('signed URLs', () => {
  it('go to the entitled reader only, work without a session until they expire, with private caching', async () => {
    // 5 s into a step, so that asking again a second later falls in the same step.
    clock.set(new Date(Math.floor(clock.now().getTime() / (STEP * 1000)) * STEP * 1000 + 5000));
    const owner = await buyer(1);
    const stored = await storedPages('ep-coin-1');
    const { pages, expireAt } = await pagesOf(mini.ids.coin(1), owner);
    expect(pages).toHaveLength(2);
    const now = clock.now().getTime();
    const exp = new Date(expireAt!).getTime();
    // Expiry: at least the TTL, rounded up to a step.
    expect(exp - now).toBeGreaterThanOrEqual(TTL * 1000);
    expect(exp - now).toBeLessThanOrEqual((TTL + STEP) * 1000);
    expect((exp / 1000) % STEP).toBe(0);
    pages.forEach((url, i) => {
      const u = new URL(url, 'http://x');
      expect(u.pathname).toBe(`/${stored[i]}`);
      expect(u.searchParams.get('r')).toBe(owner.userId);
      expect(Number(u.searchParams.get('exp'))).toBe(exp / 1000);
    });
    const served = await image(pages[0]!);
    expect(served.status).toBe(200);
    expect(served.type).toBe('image/webp');
    expect(served.cache).toBe(`private, max-age=${Math.floor((exp - now) / 1000)}`);
    expect((await sharp(served.body).metadata()).format).toBe('webp');
    // The same under /api/uploads.
    expect((await image(`/api${pages[1]}`)).status).toBe(200);

    // Asked again within the same step: the same URLs (the browser's copy is reused).
    clock.advance(1000);
    expect((await pagesOf(mini.ids.coin(1), owner)).pages).toEqual(pages);

    // Nobody else gets pages: another reader, a visitor.
    const other = await newReader(t, 'Other');
    for (const who of [other, undefined]) {
      const res = await episodeData(mini.ids.coin(1), who);
      expect(res.body.episode.content).toEqual([]);
      expect(res.body.pagesExpireAt).toBeNull();
    }

    // Just before the expiry it still works; at the expiry it does not.
    clock.set(new Date(exp - 1000));
    const last = await image(pages[0]!);
    expect(last.status).toBe(200);
    expect(last.cache).toBe('private, max-age=1');
    clock.set(new Date(exp));
    const late = await fetch(t.url + pages[0]!);
    expect(late.status).toBe(403);
    expect(late.headers.get('cache-control')).toBe('no-store');
    expect(await late.json()).toMatchObject({ success: false, code: 'PAGES.URL_EXPIRED' });

    // Renewal: asking again gives fresh URLs that work.
    const renewed = await pagesOf(mini.ids.coin(1), owner);
    expect(renewed.pages).not.toEqual(pages);
    expect(new Date(renewed.expireAt!).getTime()).toBeGreaterThan(exp);
    expect((await image(renewed.pages[0]!)).status).toBe(200);
  });

  it('fail when the path, the reader, the expiry or the signature is changed', async () => {
    const owner = await buyer(1, 4);
    const other = await newReader(t, 'Other');
    const [a, b] = (await pagesOf(mini.ids.coin(1), owner)).pages as [string, string];
    const [d] = (await pagesOf(mini.ids.coin(4), owner)).pages as [string];
    expect((await image(a)).status).toBe(200);
    const query = new URL(a, 'http://x').search;
    const exp = Number(new URL(a, 'http://x').searchParams.get('exp'));
    const tampered = {
      'another page of the episode': new URL(b, 'http://x').pathname + query,
      'a page of another episode': new URL(d, 'http://x').pathname + query,
      'another reader': withQuery(a, (q) => q.set('r', other.userId)),
      'no reader': withQuery(a, (q) => q.set('r', '')),
      'a later expiry': withQuery(a, (q) => q.set('exp', String(exp + STEP))),
      'an earlier expiry': withQuery(a, (q) => q.set('exp', String(exp - STEP))),
      'a far expiry': withQuery(a, (q) => q.set('exp', String(exp + 365 * 86400))),
      'another signature': withQuery(a, (q) => q.set('sig', `${q.get('sig')!.slice(0, -2)}${q.get('sig')!.endsWith('AA') ? 'AB' : 'AA'}`)),
      'a malformed signature': withQuery(a, (q) => q.set('sig', 'not-a-signature')),
      'no signature': withQuery(a, (q) => q.delete('sig')),
    };
    for (const [what, url] of Object.entries(tampered)) {
      const res = await fetch(t.url + url);
      const body = await res.json();
      expect({ what, status: res.status, code: body.code }).toEqual({ what, status: 403, code: 'PAGES.URL_INVALID' });
    }
  });

  it('come over GraphQL to the entitled reader only, with their expiry', async () => {
    const owner = await buyer(1);
    const other = await newReader(t, 'Other');
    const q = '{ episode(comicSlug: "mini-comic", episodeNumber: 2) { access { allowed } pages { image sequence } pagesExpireAt } }';
    const mine = (await t.graphql(q, {}, owner.token)).body;
    expect(mine.errors).toBeUndefined();
    const ep = mine.data.episode;
    expect(ep.access.allowed).toBe(true);
    expect(ep.pages).toHaveLength(2);
    expect(ep.pagesExpireAt).toBe((await pagesOf(mini.ids.coin(1), owner)).expireAt);
    for (const p of ep.pages) {
      expect(p.image).toMatch(new RegExp(`^/uploads/[0-9a-f]{40}\\.webp\\?r=${owner.userId}&exp=\\d+&sig=[\\w-]{43}$`));
      expect((await image(p.image)).status).toBe(200);
    }
    for (const token of [other.token, undefined]) {
      const theirs = (await t.graphql(q, {}, token)).body.data.episode;
      expect(theirs).toMatchObject({ access: { allowed: false }, pages: [], pagesExpireAt: null });
    }
    const free = (await t.graphql('{ episode(comicSlug: "mini-comic", episodeNumber: 1) { pages { image } pagesExpireAt } }')).body.data
      .episode;
    expect(free.pagesExpireAt).toBeNull();
    expect(free.pages.map((p: { image: string }) => p.image)).toEqual(await storedPages('ep-free'));
  });

  it("sign a subscription episode's pages for a reader with a plan", async () => {
    const r = await newReader(t, 'Vip');
    const doc = await catalog((d) => {
      d.episodes.find((e) => e.key === 'ep-vip')!.content = [{ image: 'paid-d.png', sequence: 1 }];
    });
    await importCatalog(doc);
    const plan = await t.request('POST', '/api/buy-plan', {
      token: r.token,
      body: { userId: r.userId, planId: mini.ids.plan, price: 7.99, method: 'qpay wallet' },
    });
    expect(plan.status).toBe(200);
    const { pages, expireAt } = await pagesOf(mini.ids.vip, r);
    expect(expireAt).toEqual(expect.any(String));
    expect(pages[0]).toMatch(new RegExp(`^/uploads/[0-9a-f]{40}\\.webp\\?r=${r.userId}&`));
    expect((await image(pages[0]!)).status).toBe(200);
    expect((await image(new URL(pages[0]!, 'http://x').pathname)).status).toBe(404);
  });
});

describe('catalog changes', () => {
  it('make an episode that turns free public, and one that turns paid private, at the next read', async () => {
    const owner = await buyer(4);
    const [d] = await storedPages('ep-coin-4');
    const [f] = await storedPages('ep-free');
    expect((await image(d!)).status).toBe(404);
    await importCatalog(
      await catalog((doc) => {
        const four = doc.episodes.find((e) => e.key === 'ep-coin-4')!;
        four.monetization = 'free';
        four.coinPrice = 0;
        doc.episodes.find((e) => e.key === 'ep-free')!.monetization = 'coin';
        doc.episodes.find((e) => e.key === 'ep-free')!.coinPrice = 6;
      }),
    );
    const now = await image(d!);
    expect(now.status).toBe(200);
    expect(now.cache).toBe('public, max-age=31536000, immutable');
    expect((await pagesOf(mini.ids.coin(4), owner)).pages).toEqual([d]);
    // The formerly free episode's own page is private now.
    expect((await image(f!)).status).toBe(404);
    await importCatalog(await catalog());
    expect((await image(d!)).status).toBe(404);
    expect((await image(f!)).status).toBe(200);
  });

  it('keeps a paid page private while the free episode sharing it is a draft or not yet released, and public from its release', async () => {
    const [shared] = await storedPages('ep-coin-2');
    expect((await image(shared!)).status).toBe(200); // the released free episode uses it
    await importCatalog(
      await catalog((doc) => {
        doc.episodes.find((e) => e.key === 'ep-free')!.status = 'draft';
      }),
    );
    expect((await image(shared!)).status).toBe(404);
    const releasesAt = new Date(clock.now().getTime() + 3_600_000);
    await importCatalog(
      await catalog((doc) => {
        doc.episodes.find((e) => e.key === 'ep-free')!.releaseDate = releasesAt.toISOString();
      }),
    );
    expect((await image(shared!)).status).toBe(404);
    const owner = await buyer(2);
    expect((await pagesOf(mini.ids.coin(2), owner)).pages[0]).toMatch(/^\/uploads\/[0-9a-f]{40}\.webp\?r=/); // signed, as any paid page
    clock.set(new Date(releasesAt.getTime() + 1000));
    const now = await image(shared!);
    expect(now.status).toBe(200);
    expect(now.cache).toBe('public, max-age=31536000, immutable');
    await importCatalog(await catalog());
  });

  it('keeps a paid page public when the same bytes become a cover', async () => {
    const [a] = await storedPages('ep-coin-1');
    expect((await image(a!)).status).toBe(404);
    await importCatalog(
      await catalog((doc) => {
        doc.episodes.find((e) => e.key === 'ep-coin-5')!.coverImage = 'paid-a.png';
      }),
    );
    // A 64 px image is not resized, so the cover is the very same file as the page.
    const { rows } = await db.query("SELECT cover_image FROM catalog_episodes WHERE key = 'ep-coin-5'");
    expect(rows[0].cover_image).toBe(a);
    const now = await image(a!);
    expect(now.status).toBe(200);
    expect(now.cache).toBe('public, max-age=31536000, immutable');
    await importCatalog(await catalog());
  });
});
