import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { catalogId } from '../../services/server/src/modules/catalog/catalog.ids.js';
import { DAY_MS, fixtureCatalog, importFixture, iso, MIN, NOW } from './catalog-fixture.js';

const clock = new FakeClock(NOW);
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(import.meta.url, { clock });
  await importFixture(t);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => clock.set(NOW));

const get = async (p: string) => {
  const res = await t.request('GET', `/api/${p}`);
  return res;
};
/** A public episode's answer (its page and its comic's list are kept per catalog state). */
const OWN_1 = `get-comic-episode-data/${catalogId('episode', 'own-1')}`;
const titles = (list: Array<{ title: string }>) => list.map((c) => c.title).sort();

describe('catalog REST: response shapes (docs/product.md, The REST calls)', () => {
  it('get-all-content: own manga and vendor series apart, latest episode per comic without pages, valid gifts', async () => {
    const { status, body } = await get('get-all-content');
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(titles(body.allComics)).toEqual(['Lantern Street', 'Lantern Street!']);
    expect(titles(body.allSeries)).toEqual(['Iron Falcon']);
    const own = body.allComics.find((c: any) => c.title === 'Lantern Street!');
    expect(own).toMatchObject({
      _id: own.id,
      slug: 'lantern-street',
      genre: 'Fantasy',
      tags: ['magic', 'Adventure'],
      freeEpisodeCount: 1,
      episodePrice: 3,
      status: 'publish',
      isSchedule: false,
      totalRead: 0,
      episodeCount: 3,
      latestEpisodeNumber: 3,
    });
    expect(own.thumbnail).toMatch(/^uploads\/[0-9a-f]{40}\.webp$/);
    expect(own).not.toHaveProperty('teamAssignment');
    expect(body.allSeries[0].teamAssignment).toBe('Blue Yak');
    expect(body.allComicEpisodes.map((e: any) => [e.comicId, e.episodeNumber])).toEqual(expect.arrayContaining([[own.id, 3]]));
    for (const e of [...body.allComicEpisodes, ...body.allSeriesEpisodes]) expect(e).not.toHaveProperty('content');
    expect(body.allSeriesEpisodes).toHaveLength(1);
    expect(body.allGift.map((g: any) => g.title).sort()).toEqual(['Expires today', 'Rental']);
    expect(body.allGift.find((g: any) => g.type === 'rental').episodeId).toMatchObject({ title: 'Episode 2' });
  });

  it('get-comic-data by slug and by id: comic, its released episodes in order, totalRead', async () => {
    const bySlug = await get('get-comic-data/lantern-street');
    expect(bySlug.status).toBe(200);
    expect(bySlug.body.comic.title).toBe('Lantern Street!');
    expect(bySlug.body.comicEpisode.map((e: any) => e.episodeNumber)).toEqual([1, 2, 3]);
    expect(bySlug.body.totalRead).toBe(0);
    const byId = await get(`get-comic-data/${bySlug.body.comic._id}`);
    expect(byId.body.comic.slug).toBe('lantern-street');
    expect((await get('get-comic-data/lantern-street-2')).body.comic.title).toBe('Lantern Street');
  });

  it('get-comic-episode-data: pages in sequence only for free episodes; locked ones say why', async () => {
    const comic = (await get('get-comic-data/lantern-street')).body;
    const [free, coin] = comic.comicEpisode;
    const f = await get(`get-comic-episode-data/${free._id}`);
    expect(f.status).toBe(200);
    expect(f.body.episode.content.map((p: any) => p.sequence)).toEqual([1, 2]);
    expect(f.body.episode.comicId).toMatchObject({ _id: comic.comic._id, title: 'Lantern Street!' });
    expect(f.body.comments).toBe(0);
    expect(f.body.listEpisode.map((e: any) => e.episodeNumber)).toEqual([1, 2, 3]);
    const c = await get(`get-comic-episode-data/${coin._id}`);
    expect(c.body.episode.content).toEqual([]);
    expect(typeof c.body.episode.locked).toBe('string');
    expect(c.body.episode.locked.length).toBeGreaterThan(0);
  });

  it('static content: about, faq, static pages, admin data, popular tags', async () => {
    const about = (await get('get-about')).body;
    expect(about.about[0]).toMatchObject({
      vision_text: 'Comics for everyone',
      content: [
        { title: '2021', detail: 'Founded' },
        { title: '2024', detail: 'Coins' },
      ],
    });
    expect((await get('get-faq')).body.totalFaq[0]).toMatchObject({ title: 'Account' });
    expect((await get('get-static-page')).body.static.map((s: any) => s.page)).toEqual(['privacy', 'terms']);
    expect((await get('get-admin-data')).body.adminData.socialMedia).toEqual({
      facebook: 'https://facebook.com/koma',
      telegram: 'https://t.me/koma',
    });
    expect((await get('get-popular-tag')).body.popularTags.map((p: any) => p.tag)).toEqual(['magic', 'romance']);
  });

  it('commerce content: active coin packs and plans, a promo by code', async () => {
    const packs = (await get('get-coin-pack')).body;
    expect(packs.success).toBe(true);
    expect(packs.pack.map((p: any) => [p.name, p.currency, p.salePrice])).toEqual([
      ['Starter', 'usd', 0.99],
      ['Их', 'mnt', 34000],
    ]);
    expect((await get('get-plan')).body.plans.map((p: any) => p.duration)).toEqual([1, 12]);
    const promo = await get('get-promo-by-name/welcome10');
    expect(promo.status).toBe(200);
    expect(promo.body.promo).toMatchObject({ name: 'WELCOME10', discountType: 'percentage', amount: 10 });
  });

  it('promo: unknown → 404, expired or not yet valid → 409 with a clear message', async () => {
    expect(await get('get-promo-by-name/NOPE')).toMatchObject({ status: 404, body: { success: false, code: 'PROMO.NOT_FOUND' } });
    expect(await get('get-promo-by-name/OLD')).toMatchObject({
      status: 409,
      body: { success: false, code: 'PROMO.EXPIRED', message: 'Promo code is expired' },
    });
    expect(await get('get-promo-by-name/SOON')).toMatchObject({ status: 409, body: { success: false, code: 'PROMO.NOT_STARTED' } });
  });

  it('slides, banners, notifications', async () => {
    const slides = (await get('get-home-slide')).body.slides;
    expect(slides.map((s: any) => s.url)).toEqual(['welcome']);
    expect(slides[0]).not.toHaveProperty('ckEditorData');
    const data = (await get(`get-home-slide-data/${slides[0]._id}`)).body.slideData;
    expect(data.ckEditorData).toContain('<h2>Hi</h2>');
    expect((await get('get-user-notification')).body.userNotification.map((n: any) => n.title)).toEqual(['Hello']);
    const one = (await get('get-user-notification')).body.userNotification[0];
    expect((await get(`get-user-notification-data/${one._id}`)).body.userNotification).toMatchObject({
      title: 'Hello',
      message: 'Welcome',
    });
  });

  it('writer and ranking lists', async () => {
    expect(titles((await get('get-writer-data/mina%20sol')).body.comicData)).toEqual(['Lantern Street', 'Lantern Street!']);
    for (const p of ['all', 'week', 'day']) {
      const r = await get(`get-ranking-data/${p}`);
      expect(r.status).toBe(200);
      expect(titles(r.body.comicData)).toEqual(['Iron Falcon', 'Lantern Street', 'Lantern Street!']);
    }
    expect((await get('get-ranking-data/year')).status).toBe(400);
  });

  it('ranking follows reads: all time by total, week and day by the reads of the period', async () => {
    const { CatalogReadCounter } = await import('../../services/server/src/modules/catalog/catalog-read-counter.js');
    const counter = t.app.get(CatalogReadCounter);
    clock.set(new Date(NOW.getTime() - 10 * DAY_MS));
    await counter.recordRead(catalogId('comic', 'vendor'), 5);
    await counter.recordRead(catalogId('comic', 'draft'), 50);
    clock.set(NOW);
    await counter.recordRead(catalogId('comic', 'dup'), 2);
    const order = async (p: string) => (await get(`get-ranking-data/${p}`)).body.comicData.map((c: any) => c.title);
    expect(await order('all')).toEqual(['Iron Falcon', 'Lantern Street', 'Lantern Street!']);
    expect(await order('week')).toEqual(['Lantern Street', 'Iron Falcon', 'Lantern Street!']);
    expect(await order('day')).toEqual(['Lantern Street', 'Iron Falcon', 'Lantern Street!']);
    expect((await get('get-comic-data/iron-falcon')).body.totalRead).toBe(5);
  });
});

describe('catalog REST: publication rules at their edges (docs/product.md)', () => {
  it('an episode released exactly now is listed; one a minute ahead appears when the minute passes', async () => {
    expect((await get('get-comic-data/lantern-street')).body.comicEpisode.map((e: any) => e.episodeNumber)).toEqual([1, 2, 3]);
    clock.set(new Date(NOW.getTime() + MIN - 1));
    expect((await get('get-comic-data/lantern-street')).body.comicEpisode.map((e: any) => e.episodeNumber)).toEqual([1, 2, 3]);
    clock.set(new Date(NOW.getTime() + MIN));
    expect((await get('get-comic-data/lantern-street')).body.comicEpisode.map((e: any) => e.episodeNumber)).toEqual([1, 2, 3, 4]);
    expect((await get('get-all-content')).body.allComicEpisodes.find((e: any) => e.episodeNumber === 4)).toBeTruthy();
  });

  it('a future or draft episode cannot be opened by id; a future one is announced as not live', async () => {
    const ids = await t.request('GET', '/api/get-comic-data/lantern-street');
    const known = new Set(ids.body.comicEpisode.map((e: any) => e._id));
    for (const key of ['own-4', 'own-5', 'draft-1', 'scheduled-1']) {
      const id = catalogId('episode', key);
      expect(known.has(id)).toBe(false);
      const res = await get(`get-comic-episode-data/${id}`);
      if (key === 'own-4') {
        // Published, released a minute from now: docs/product.md's 'Warn! episode was not live', no pages, no text.
        expect(res).toMatchObject({ status: 200, body: { access: { allowed: false, reason: 'not_live' }, episode: { content: [] } } });
        expect(res.body.episode.description).toBeUndefined();
      } else {
        expect(res).toMatchObject({ status: 404, body: { success: false } });
      }
    }
  });

  it('a gift expiring today is offered all day (UTC) and gone the next day', async () => {
    clock.set('2026-03-02T23:59:59.999Z');
    expect((await get('get-gift')).body.totalGift.map((g: any) => g.title)).toContain('Expires today');
    clock.set('2026-03-03T00:00:00.000Z');
    expect((await get('get-gift')).body.totalGift.map((g: any) => g.title)).not.toContain('Expires today');
    expect((await get('get-gift')).body.totalGift.map((g: any) => g.title)).not.toContain('Rental of a draft');
  });

  it('banners only inside [startDate, endDate], both edges included', async () => {
    const pages = async () => (await get('get-banner')).body.banners.map((b: any) => b.page).sort();
    expect(await pages()).toEqual(['daily', 'free', 'home']);
    clock.set(new Date(NOW.getTime() + 1));
    expect(await pages()).toEqual(['daily', 'home']);
    clock.set(new Date(NOW.getTime() + MIN));
    expect(await pages()).toEqual(['daily', 'genre', 'home']);
    clock.set(new Date(NOW.getTime() - 1));
    expect(await pages()).toEqual(['free', 'home']);
  });

  it('a slide outside its window cannot be opened; a notification before its schedule is hidden', async () => {
    expect((await get(`get-home-slide-data/${catalogId('slide', 's-old')}`)).status).toBe(404);
    expect((await get(`get-user-notification-data/${catalogId('notification', 'n-future')}`)).status).toBe(404);
    clock.set(new Date(NOW.getTime() + MIN));
    expect((await get(`get-user-notification-data/${catalogId('notification', 'n-future')}`)).status).toBe(200);
  });

  it('draft and scheduled comics are absent from every call', async () => {
    const secret = /Secret Draft|Scheduled Magic/;
    for (const p of [
      'get-all-content',
      'get-ranking-data/all',
      'get-ranking-data/week',
      'get-ranking-data/day',
      'get-writer-data/Mina%20Sol',
      'get-gift',
    ]) {
      const res = await get(p);
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toMatch(secret);
    }
    for (const slug of ['secret-draft-magic', 'scheduled-magic']) expect((await get(`get-comic-data/${slug}`)).status).toBe(404);
  });
});

describe('catalog REST: bad input', () => {
  it('unknown ids → 404 with success false', async () => {
    for (const p of [
      'get-comic-data/no-such-comic',
      'get-comic-data/00000000-0000-4000-8000-000000000000',
      'get-comic-episode-data/00000000-0000-4000-8000-000000000000',
      'get-comic-episode-data/not-a-uuid',
      'get-home-slide-data/nope',
      'get-user-notification-data/nope',
    ]) {
      const res = await get(p);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false });
    }
  });

  it('hostile path parameters → 4xx, never 500', async () => {
    const hostile = [
      encodeURIComponent("' OR 1=1 --"),
      'x'.repeat(10_000),
      encodeURIComponent('%_%'),
      encodeURIComponent('"; DROP TABLE catalog_comics; --'),
    ];
    for (const h of hostile) {
      for (const p of [
        'get-comic-data',
        'get-comic-episode-data',
        'get-writer-data',
        'get-promo-by-name',
        'get-home-slide-data',
        'get-user-notification-data',
        'get-ranking-data',
      ]) {
        const res = await get(`${p}/${h}`);
        if (p === 'get-writer-data' && res.status === 200) {
          expect(res.body.comicData).toEqual([]);
          continue;
        }
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.body.success).toBe(false);
      }
    }
    expect((await get('get-all-content')).body.allComics).toHaveLength(2);
  });
});

describe('catalog REST: caching', () => {
  it('sends an ETag and Cache-Control, answers 304 to If-None-Match, and a new import changes the ETag', async () => {
    expect((await get(OWN_1)).body.episode.comicId.title).toBe('Lantern Street!');
    const first = await get('get-all-content');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"r\d+-/);
    expect(first.headers.get('cache-control')).toContain('must-revalidate');
    const again = await t.request('GET', '/api/get-all-content', { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    const gz = await fetch(`${t.url}/api/get-all-content`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect((await gz.json()).success).toBe(true);

    const doc = fixtureCatalog();
    doc.comics![0].title = 'Lantern Street Renamed';
    const r = await importFixture(t, { comics: doc.comics });
    expect(r.updated).toBe(1);
    const after = await t.request('GET', '/api/get-all-content', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    expect(titles(after.body.allComics)).toContain('Lantern Street Renamed');
    // the slug of an existing comic never changes on re-import
    expect((await get('get-comic-data/lantern-street')).body.comic.title).toBe('Lantern Street Renamed');
    // An episode's answer (its page and list are kept per catalog state) follows the import too.
    expect((await get(OWN_1)).body.episode.comicId.title).toBe('Lantern Street Renamed');
  });

  it('the clock passing a release date changes the cached body without an import', async () => {
    const before = await get('get-comic-data/lantern-street');
    const listBefore = (await get(OWN_1)).body.listEpisode.map((e: { episodeNumber: number }) => e.episodeNumber);
    clock.set(new Date(NOW.getTime() + MIN));
    const after = await t.request('GET', '/api/get-comic-data/lantern-street', {
      headers: { 'if-none-match': before.headers.get('etag')! },
    });
    expect(after.status).toBe(200);
    expect(after.body.comicEpisode).toHaveLength(before.body.comicEpisode.length + 1);
    expect((await get(OWN_1)).body.listEpisode.map((e: { episodeNumber: number }) => e.episodeNumber)).toEqual([...listBefore, 4]);
  });
});

describe('CatalogLookups (for wallet, membership, payments, reading)', () => {
  it('applies the same publication rules and prices', async () => {
    const { CatalogLookups } = await import('../../services/server/src/modules/catalog/index.js');
    const l = t.app.get(CatalogLookups);
    const ep2 = await l.episode(catalogId('episode', 'own-2'));
    expect(ep2).toMatchObject({ comicId: catalogId('comic', 'own'), monetization: 'coin', coinPrice: 3, live: true });
    expect((await l.episode(catalogId('episode', 'own-4'))).live).toBe(false);
    expect((await l.episode(catalogId('episode', 'draft-1'))).live).toBe(false);
    await expect(l.episode("' OR 1=1 --")).rejects.toMatchObject({ code: 'CATALOG.EPISODE_NOT_FOUND' });
    expect((await l.liveEpisodesOf(catalogId('comic', 'own'))).map((e) => e.episodeNumber)).toEqual([1, 2, 3]);
    expect(await l.liveEpisodesOf(catalogId('comic', 'draft'))).toEqual([]);
    expect((await l.episodePages(catalogId('episode', 'own-2'))).map((p) => p.sequence)).toEqual([1, 2]);
    expect((await l.validGift(catalogId('gift', 'g-rental'))).episodeId).toBe(catalogId('episode', 'own-2'));
    await expect(l.validGift(catalogId('gift', 'g-yesterday'))).rejects.toMatchObject({ code: 'GIFT.EXPIRED' });
    await expect(l.validGift(catalogId('gift', 'g-rental-hidden'))).rejects.toMatchObject({ code: 'GIFT.UNAVAILABLE' });
    expect((await l.rentalGiftsFor(catalogId('episode', 'own-2'))).map((g) => g.title)).toEqual(['Rental']);
    expect((await l.giftsByIds([catalogId('gift', 'g-yesterday'), 'junk'])).map((g) => g.title)).toEqual(['Expired yesterday']);
    expect(await l.activeCoinPack(catalogId('coinPack', 'p1'))).toMatchObject({ coin: 10, salePrice: 0.99, currency: 'usd' });
    await expect(l.activeCoinPack(catalogId('coinPack', 'p3'))).rejects.toMatchObject({ code: 'CATALOG.COIN_PACK_NOT_FOUND' });
    expect(await l.activePlan(catalogId('plan', 'm12'))).toMatchObject({ duration: 12, price: 48 });
    await expect(l.activePlan(catalogId('plan', 'm6'))).rejects.toMatchObject({ code: 'CATALOG.PLAN_NOT_FOUND' });
    expect(await l.promo(catalogId('promo', 'pr1'))).toMatchObject({ name: 'WELCOME10', amount: 10, validTo: expect.any(Date) });
    expect(await l.promo('nope')).toBeNull();
  });
});

describe('add-contactus', () => {
  // Each test starts with a fresh contact counter (the limit is per address; tests share 127.0.0.1
  // unless the proxy header is trusted).
  beforeEach(async () => {
    const { REDIS } = await import('../../services/server/src/platform/redis/redis.js');
    const redis = t.app.get(REDIS) as import('ioredis').Redis;
    const keys = await redis.keys(`${t.config.QUEUE_PREFIX}:rl:contact:*`);
    if (keys.length) await redis.del(...keys);
  });
  let n = 0;
  const post = (body: unknown) => t.request('POST', '/api/add-contactus', { body, headers: { 'x-forwarded-for': `198.51.100.${++n}` } });
  it('refuses missing fields with the spec text', async () => {
    for (const body of [
      {},
      { name: 'A', email: 'a@x.io' },
      { name: ' ', email: 'a@x.io', description: 'd' },
      { name: 'A', email: '', description: 'd' },
    ]) {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message: 'Please fill all required field' });
    }
  });

  it('refuses a bad email or an overlong text, and stores and answers a valid request', async () => {
    expect((await post({ name: 'A', email: 'not-an-email', description: 'd' })).status).toBe(400);
    expect((await post({ name: 'A', email: 'a@x.io', description: 'x'.repeat(6000) })).status).toBe(400);
    const ok = await post({ name: 'Ann', email: 'ann@example.com', description: 'Help me' });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: 'Your request will be sent to customer support' });
    const { rows } = await (
      t.app.get(await import('../../services/server/src/platform/database/pg-pool.js').then((m) => m.PG_POOL)) as any
    ).query('SELECT name, email, description, mailed_at IS NOT NULL AS queued FROM contact_requests');
    expect(rows).toEqual([{ name: 'Ann', email: 'ann@example.com', description: 'Help me', queued: true }]);
  });

  it('is rate-limited per address (5 an hour)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      statuses.push(
        (
          await t.request('POST', '/api/add-contactus', {
            body: { name: 'B', email: 'b@example.com', description: `n${i}` },
            headers: { 'x-forwarded-for': '203.0.113.9' },
          })
        ).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

void DAY_MS;
void iso;
