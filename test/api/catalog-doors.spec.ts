// The catalog's use cases that have both a REST call and a GraphQL field answer one handler: for
// the same input the two doors give the same answer, field by field where the shapes differ
// (REST objects carry `_id` beside `id`, GraphQL has null where REST leaves a field out), and the
// same error code and message when the input is refused.
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { CatalogReadCounter, catalogId } from '../../services/server/src/modules/catalog/index.js';
import { fixtureCatalog, importFixture, NOW } from './catalog-fixture.js';

const clock = new FakeClock(NOW);
let t: TestApp;

beforeAll(async () => {
  // Both doors share the promo lookup limits (promo-throttle.spec.ts); here the answers are compared.
  t = await startTestApp(import.meta.url, { clock, env: { RATE_LIMIT_MULTIPLIER: '100' } });
  await importFixture(t, fixtureCatalog());
  // Reads on two days, so the ranking periods order the comics differently.
  const reads = t.app.get(CatalogReadCounter);
  clock.set(new Date(NOW.getTime() - 3 * 86_400_000));
  await reads.recordRead(catalogId('comic', 'own'), 5);
  clock.set(NOW);
  await reads.recordRead(catalogId('comic', 'vendor'), 2);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => clock.set(NOW));

const COMIC = `id slug title genre thumbnail coverImage description tags writer artist creator feature teamAssignment
  freeEpisodeCount episodePrice releaseDate updateDays totalRead createdAt`;
const EPISODE = 'id comicId title episodeNumber coverImage monetization coinPrice releaseDate createdAt';

async function rest(path: string) {
  const res = await t.request('GET', `/api/${path}`);
  return res;
}

async function gql(query: string, variables?: Record<string, unknown>) {
  const res = await t.graphql(query, variables);
  return res.body as { data?: Record<string, any> | null; errors?: Array<{ message: string; extensions: { code: string } }> };
}

/** Every field the GraphQL answer holds equals the REST answer's field of that name (absent in REST = null). */
function expectSameFields(fromGraphql: unknown, fromRest: unknown, path = '$'): void {
  if (Array.isArray(fromGraphql)) {
    expect({ path, length: Array.isArray(fromRest) ? fromRest.length : fromRest }).toEqual({ path, length: fromGraphql.length });
    fromGraphql.forEach((g, i) => expectSameFields(g, (fromRest as unknown[])[i], `${path}[${i}]`));
    return;
  }
  if (fromGraphql !== null && typeof fromGraphql === 'object') {
    expect({ path, isObject: fromRest !== null && typeof fromRest === 'object' }).toEqual({ path, isObject: true });
    for (const [k, v] of Object.entries(fromGraphql)) expectSameFields(v, (fromRest as Record<string, unknown>)[k], `${path}.${k}`);
    return;
  }
  expect({ path, value: fromRest ?? null }).toEqual({ path, value: fromGraphql });
}

/** The REST call and the GraphQL field refuse the input with the same code and message. */
async function expectSameRefusal(path: string, query: string, variables: Record<string, unknown>, status: number) {
  const r = await rest(path);
  const g = await gql(query, variables);
  expect(r.status).toBe(status);
  expect(r.body.success).toBe(false);
  expect(g.errors).toHaveLength(1);
  expect({ code: g.errors![0].extensions.code, message: g.errors![0].message }).toEqual({ code: r.body.code, message: r.body.message });
}

describe('catalog: REST and GraphQL doors of one use case', () => {
  it('comic data: by slug and by id, the comic and its episodes', async () => {
    for (const key of ['lantern-street', catalogId('comic', 'vendor'), catalogId('comic', 'own').toUpperCase()]) {
      const r = await rest(`get-comic-data/${key}`);
      expect(r.status).toBe(200);
      const g = await gql(`query($s: String!) { comicDetail(slug: $s) { ${COMIC} episodes { ${EPISODE} } } }`, { s: key });
      expect(g.errors).toBeUndefined();
      const { episodes, ...comic } = g.data!.comicDetail;
      expect(episodes.length).toBeGreaterThan(0);
      expectSameFields(comic, r.body.comic);
      expectSameFields(episodes, r.body.comicEpisode);
    }
  });

  // Keys up to the router's path-parameter limit (100 characters): a longer REST path matches no route.
  it('comic data: drafts, scheduled, unknown and long keys are refused alike', async () => {
    const q = 'query($s: String!) { comicDetail(slug: $s) { id } }';
    for (const key of ['secret-draft-magic', 'scheduled-magic', 'no-such-comic', catalogId('comic', 'draft'), 'x'.repeat(100)]) {
      await expectSameRefusal(`get-comic-data/${key}`, q, { s: key }, 404);
    }
  });

  it("writer data: the writer's comics, name in any case; an unknown writer has none", async () => {
    for (const name of ['Mina Sol', 'TEMUULEN', 'nobody at all']) {
      const r = await rest(`get-writer-data/${encodeURIComponent(name)}`);
      expect(r.status).toBe(200);
      const g = await gql(`query($w: String!) { writerComics(writerName: $w, limit: 100) { items { ${COMIC} } } }`, { w: name });
      expect(g.errors).toBeUndefined();
      expectSameFields(g.data!.writerComics.items, r.body.comicData);
    }
    expect((await rest('get-writer-data/temuulen')).body.comicData).toHaveLength(1);
  });

  it('promo by name: found in any case; expired, not started and unknown refused alike', async () => {
    const q = 'query($n: String!) { promoByName(name: $n) { id name discountType amount currency validFrom validTo } }';
    for (const name of ['WELCOME10', 'welcome10']) {
      const r = await rest(`get-promo-by-name/${name}`);
      expect(r.status).toBe(200);
      const g = await gql(q, { n: name });
      expect(g.errors).toBeUndefined();
      expectSameFields(g.data!.promoByName, r.body.promo);
    }
    await expectSameRefusal('get-promo-by-name/OLD', q, { n: 'OLD' }, 409);
    await expectSameRefusal('get-promo-by-name/SOON', q, { n: 'SOON' }, 409);
    await expectSameRefusal('get-promo-by-name/NOPE', q, { n: 'NOPE' }, 404);
    await expectSameRefusal(`get-promo-by-name/${'x'.repeat(51)}`, q, { n: 'x'.repeat(51) }, 404);
  });

  it('ranking: each period, the same comics in the same order', async () => {
    const orders: string[][] = [];
    for (const period of ['all', 'week', 'day']) {
      const r = await rest(`get-ranking-data/${period}`);
      expect(r.status).toBe(200);
      const g = await gql(`{ ranking(period: ${period.toUpperCase()}, limit: 50) { items { ${COMIC} } } }`);
      expect(g.errors).toBeUndefined();
      expectSameFields(g.data!.ranking.items, r.body.comicData);
      orders.push(g.data!.ranking.items.map((c: { id: string }) => c.id));
    }
    expect(orders[0][0]).toBe(catalogId('comic', 'own'));
    expect(orders[2][0]).toBe(catalogId('comic', 'vendor'));
  });

  it('home slide: a slide in its window with its page; an ended or unknown one refused alike', async () => {
    const q = 'query($id: String!) { homeSlide(id: $id) { id image url startDate endDate ckEditorData } }';
    const live = catalogId('slide', 's-live');
    const r = await rest(`get-home-slide-data/${live}`);
    const g = await gql(q, { id: live });
    expect(g.errors).toBeUndefined();
    expect(g.data!.homeSlide.ckEditorData).toContain('Welcome');
    expectSameFields(g.data!.homeSlide, r.body.slideData);
    await expectSameRefusal(`get-home-slide-data/${catalogId('slide', 's-old')}`, q, { id: catalogId('slide', 's-old') }, 404);
    await expectSameRefusal('get-home-slide-data/nope', q, { id: 'nope' }, 404);
  });

  it('content lists: banners, FAQ, static pages, coin packs, plans, gifts, notifications, tags, social links, about', async () => {
    const cases: Array<{ path: string; field: string; query: string; fromRest: (body: any) => unknown }> = [
      { path: 'get-banner', field: 'banners', query: '{ banners { id page image url startDate endDate } }', fromRest: (b) => b.banners },
      { path: 'get-faq', field: 'faq', query: '{ faq { id title content { question answer } } }', fromRest: (b) => b.totalFaq },
      { path: 'get-static-page', field: 'staticPages', query: '{ staticPages { id page content } }', fromRest: (b) => b.static },
      {
        path: 'get-coin-pack',
        field: 'coinPacks',
        query: '{ coinPacks { id name coin bonusCoin point regularPrice salePrice currency } }',
        fromRest: (b) => b.pack,
      },
      {
        path: 'get-plan',
        field: 'plans',
        query: '{ plans { id name duration basePrice price discountType discountValue } }',
        fromRest: (b) => b.plans,
      },
      {
        path: 'get-gift',
        field: 'gifts',
        query: '{ gifts { id type title image value detail expiryDate episodeId } }',
        fromRest: (b) => b.totalGift.map((g: any) => ({ ...g, episodeId: g.episodeId?._id ?? null })),
      },
      {
        path: 'get-user-notification',
        field: 'notifications',
        query: '{ notifications { id title message schedule } }',
        fromRest: (b) => b.userNotification,
      },
      { path: 'get-popular-tag', field: 'popularTags', query: '{ popularTags }', fromRest: (b) => b.popularTags.map((p: any) => p.tag) },
      {
        path: 'get-admin-data',
        field: 'contactLinks',
        query: '{ contactLinks { facebook instagram linkedin youtube telegram } }',
        fromRest: (b) => b.adminData.socialMedia,
      },
      {
        path: 'get-about',
        field: 'about',
        query: '{ about { banner vision visionText content { title detail } } }',
        fromRest: (b) => ({ ...b.about[0], visionText: b.about[0].vision_text }),
      },
    ];
    for (const c of cases) {
      const r = await rest(c.path);
      expect({ path: c.path, status: r.status }).toEqual({ path: c.path, status: 200 });
      const g = await gql(c.query);
      expect({ path: c.path, errors: g.errors }).toEqual({ path: c.path, errors: undefined });
      const answer = g.data![c.field];
      if (Array.isArray(answer)) expect({ path: c.path, empty: answer.length === 0 }).toEqual({ path: c.path, empty: false });
      expectSameFields(answer, c.fromRest(r.body), c.path);
    }
  });
});
