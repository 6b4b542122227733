import type pg from 'pg';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { PG_POOL } from '../../services/server/src/platform/database/pg-pool.js';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { CatalogImportError } from '../../services/server/src/modules/catalog/import/catalog-importer.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import type { CatalogFile } from '../../services/server/src/modules/catalog/import/catalog-file.js';
import { AccountsService } from '../../services/server/src/modules/identity/accounts.service.js';
import { newReader } from '../fixtures/readers.js';
import { fixtureCatalog, fixtureDir, importFixture, NOW } from './catalog-fixture.js';

const clock = new FakeClock(NOW);
let t: TestApp;
let dir: string;

/** The fixture catalog with Mongolian on every kind of item that has reader-facing text; the comic 'dup' keeps English only. */
function translatedCatalog(): CatalogFile {
  const doc = fixtureCatalog();
  doc.about!.translations = { mn: { vision_text: 'Бүх хүнд зориулсан комик' } };
  doc.about!.content[0]!.translations = { mn: { title: '2021 он', detail: 'Үүсгэн байгуулсан' } };
  doc.faqs![0]!.translations = { mn: { title: 'Бүртгэл' } };
  doc.faqs![0]!.content[0]!.translations = { mn: { question: 'Яаж?', answer: '<p onclick="x()">Ингэж <script>alert(1)</script></p>' } };
  doc.staticPages![0]!.translations = { mn: { content: '<p>Нөхцөл</p>' } };
  doc.slides![0]!.translations = { mn: { ckEditorData: '<p>Тавтай морил</p>' } };
  const own = doc.comics!.find((c) => c.key === 'own')!;
  own.translations = {
    mn: {
      title: 'Дэнлүүт гудамж',
      description: 'Ид шидийн түүх',
      feature: ['Даваа бүр шинэ'],
      genre: 'Уран зөгнөл',
      tags: ['ид шид', 'Адал явдал'],
    },
  };
  const e1 = doc.episodes!.find((e) => e.key === 'own-1')!;
  e1.translations = { mn: { title: '1-р анги', description: 'эхлэл' } };
  doc.episodes!.find((e) => e.key === 'own-2')!.translations = { mn: { title: '2-р анги' } };
  doc.coinPacks![0]!.translations = { mn: { name: 'Эхлэл' } };
  doc.plans![0]!.translations = { mn: { name: '1 сар' } };
  doc.gifts!.find((g) => g.key === 'g-rental')!.translations = { mn: { title: 'Түрээс', detail: 'Нэг анги үнэгүй' } };
  doc.notifications![0]!.translations = { mn: { title: 'Сайн уу', message: 'Тавтай морил' } };
  return doc;
}

beforeAll(async () => {
  t = await startTestApp(import.meta.url, { clock });
  dir = await fixtureDir();
  await importFixture(t, translatedCatalog(), dir);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => clock.set(NOW));

const get = (p: string, headers: Record<string, string> = {}, token?: string) => t.request('GET', `/api/${p}`, { headers, token });
const MN = { 'accept-language': 'mn' };
const gql = async (query: string, headers: Record<string, string> = {}, variables?: Record<string, unknown>) => {
  const res = await fetch(`${t.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: any; errors?: Array<{ extensions: { code: string } }> };
};

describe("catalog translations: REST answers in the reader's language", () => {
  it('Accept-Language mn: every translated text in Mongolian; untranslated items and fields stay English', async () => {
    const detail = (await get('get-comic-data/lantern-street', MN)).body;
    expect(detail.comic).toMatchObject({
      title: 'Дэнлүүт гудамж',
      description: 'Ид шидийн түүх',
      feature: ['Даваа бүр шинэ'],
      genre: 'Уран зөгнөл',
      tags: ['ид шид', 'Адал явдал'],
      slug: 'lantern-street',
    });
    expect(detail.comicEpisode.map((e: any) => e.title)).toEqual(['1-р анги', '2-р анги', 'Episode 3']);
    expect((await get('get-comic-data/lantern-street-2', MN)).body.comic).toMatchObject({
      title: 'Lantern Street',
      genre: 'Fantasy',
      tags: ['magic', 'Adventure'],
    });

    const episode = (await get(`get-comic-episode-data/${detail.comicEpisode[0]._id}`, MN)).body.episode;
    expect(episode).toMatchObject({
      title: '1-р анги',
      description: 'эхлэл',
      comicId: { title: 'Дэнлүүт гудамж', slug: 'lantern-street' },
    });

    const about = (await get('get-about', MN)).body.about[0];
    expect(about).toMatchObject({
      vision_text: 'Бүх хүнд зориулсан комик',
      content: [
        { title: '2021 он', detail: 'Үүсгэн байгуулсан' },
        { title: '2024', detail: 'Coins' },
      ],
    });
    expect(about.content[0]).not.toHaveProperty('translations');
    const faq = (await get('get-faq', MN)).body.totalFaq[0];
    expect(faq.title).toBe('Бүртгэл');
    expect(faq.content[0].question).toBe('Яаж?');
    expect(faq.content[0].answer).toMatch(/Ингэж/);
    expect(faq.content[0].answer).not.toMatch(/onclick|script/);
    const pages = (await get('get-static-page', MN)).body.static;
    expect(pages.find((p: any) => p.page === 'terms').content).toBe('<p>Нөхцөл</p>');
    expect(pages.find((p: any) => p.page === 'privacy').content).toBe('<p>Private.</p>');
    const slide = (await get('get-home-slide', MN)).body.slides[0];
    expect((await get(`get-home-slide-data/${slide._id}`, MN)).body.slideData.ckEditorData).toBe('<p>Тавтай морил</p>');
    expect((await get('get-coin-pack', MN)).body.pack.map((p: any) => p.name)).toEqual(['Эхлэл', 'Их']);
    expect((await get('get-plan', MN)).body.plans.map((p: any) => p.name)).toEqual(['1 сар', '12 months']);
    const gifts = (await get('get-gift', MN)).body.totalGift;
    expect(gifts.find((g: any) => g.type === 'rental')).toMatchObject({
      title: 'Түрээс',
      detail: 'Нэг анги үнэгүй',
      episodeId: { title: '2-р анги' },
    });
    expect((await get('get-popular-tag', MN)).body.popularTags.map((p: any) => p.tag)).toEqual(['ид шид', 'romance']);
    const all = (await get('get-all-content', MN)).body;
    expect(all.allComics.map((c: any) => c.title).sort()).toEqual(['Lantern Street', 'Дэнлүүт гудамж']);
  });

  it("English (no header, en, or a language Koma lacks) answers the catalog's own texts; the bodies are cached per language", async () => {
    for (const headers of [{}, { 'accept-language': 'en-US,en;q=0.9' }, { 'accept-language': 'de-DE' }] as Array<Record<string, string>>) {
      const res = await get('get-comic-data/lantern-street', headers);
      expect(res.body.comic.title).toBe('Lantern Street!');
    }
    const en = await get('get-coin-pack');
    const mn = await get('get-coin-pack', { 'accept-language': 'mn-MN,mn;q=0.9,en;q=0.5' });
    const enAgain = await get('get-coin-pack');
    expect(mn.body.pack[0].name).toBe('Эхлэл');
    expect(enAgain.body.pack[0].name).toBe('Starter');
    expect(mn.headers.get('etag')).not.toBe(en.headers.get('etag'));
    expect(enAgain.headers.get('etag')).toBe(en.headers.get('etag'));
    expect(mn.headers.get('vary')).toMatch(/Accept-Language/);
    // An ETag of one language never revalidates the other's body.
    const revalidated = await get('get-coin-pack', { ...MN, 'if-none-match': en.headers.get('etag')! });
    expect(revalidated.status).toBe(200);
    expect(revalidated.body.pack[0].name).toBe('Эхлэл');
    // The web client's language cookie goes with its preloaded reads, whatever the browser's Accept-Language.
    expect((await get('get-coin-pack', { 'accept-language': 'en-US', cookie: 'a=1; koma_lang=mn' })).body.pack[0].name).toBe('Эхлэл');
  });

  it("a signed-in reader reads in the account's language setting, whatever Accept-Language says; an invalid token counts as nobody", async () => {
    const reader = await newReader(t, 'Tuya');
    const accounts = t.app.get(AccountsService);
    await accounts.updateSettings(reader.userId, undefined, { language: 'mongolian' });
    expect((await get('get-plan', { 'accept-language': 'en' }, reader.token)).body.plans[0].name).toBe('1 сар');
    await accounts.updateSettings(reader.userId, undefined, { language: 'english' });
    expect((await get('get-plan', MN, reader.token)).body.plans[0].name).toBe('1 month');
    expect((await get('get-plan', MN, 'not-a-session')).body.plans[0].name).toBe('1 сар');
    // GraphQL: the bearer token's account
    await accounts.updateSettings(reader.userId, undefined, { language: 'mongolian' });
    const viaGql = await gql('{ plans { name } }', { authorization: `Bearer ${reader.token}`, 'accept-language': 'en' });
    expect(viaGql.data.plans[0].name).toBe('1 сар');
  });

  it('an answer worded for a signed-in reader is private; one chosen by the cookie or Accept-Language stays public, varied', async () => {
    const reader = await newReader(t, 'Saraa');
    for (const p of ['get-coin-pack', 'get-all-content', 'get-comic-data/lantern-street', 'get-plan']) {
      const mine = await get(p, {}, reader.token);
      expect({ p, cache: mine.headers.get('cache-control') }).toEqual({ p, cache: 'private, max-age=0, must-revalidate' });
      const bearer = await get(p, { authorization: `Bearer ${reader.token}` });
      expect({ p, cache: bearer.headers.get('cache-control') }).toEqual({ p, cache: 'private, max-age=0, must-revalidate' });
      for (const headers of [{}, MN, { cookie: 'koma_lang=mn' }] as Array<Record<string, string>>) {
        const anyone = await get(p, headers);
        expect({ p, headers, cache: anyone.headers.get('cache-control') }).toEqual({
          p,
          headers,
          cache: 'public, max-age=0, must-revalidate',
        });
        expect(anyone.headers.get('vary')).toMatch(/Accept-Language.*Cookie/);
      }
    }
  });
});

describe("catalog translations: GraphQL answers in the reader's language", () => {
  it('Accept-Language mn on comics, nested episodes and comics, FAQ, packs, plans, gifts, notifications; English without it', async () => {
    const q = `{ comicDetail(slug: "lantern-street") { title description genre tags feature episodes { title comic { title } } }
      faq { title content { question } } coinPacks { name } plans { name } gifts { title detail } notifications { title message }
      about { visionText content { title } } searchComics(text: "Дэнлүүт") { items { slug } } genreComics(genre: "Уран зөгнөл") { total } }`;
    const mn = (await gql(q, MN)).data;
    expect(mn.comicDetail).toMatchObject({
      title: 'Дэнлүүт гудамж',
      description: 'Ид шидийн түүх',
      genre: 'Уран зөгнөл',
      tags: ['ид шид', 'Адал явдал'],
      feature: ['Даваа бүр шинэ'],
    });
    expect(mn.comicDetail.episodes.map((e: any) => e.title)).toEqual(['1-р анги', '2-р анги', 'Episode 3']);
    expect(mn.comicDetail.episodes[0].comic.title).toBe('Дэнлүүт гудамж');
    expect(mn.faq[0]).toEqual({ title: 'Бүртгэл', content: [{ question: 'Яаж?' }] });
    expect(mn.coinPacks.map((p: any) => p.name)).toEqual(['Эхлэл', 'Их']);
    expect(mn.plans[0].name).toBe('1 сар');
    expect(mn.gifts.find((g: any) => g.title === 'Түрээс').detail).toBe('Нэг анги үнэгүй');
    expect(mn.notifications).toEqual([{ title: 'Сайн уу', message: 'Тавтай морил' }]);
    expect(mn.about.visionText).toBe('Бүх хүнд зориулсан комик');
    // a Mongolian title or genre name finds the comic
    expect(mn.searchComics.items.map((c: any) => c.slug)).toEqual(['lantern-street']);
    expect(mn.genreComics.total).toBe(1);

    const en = (await gql(q)).data;
    expect(en.comicDetail).toMatchObject({ title: 'Lantern Street!', genre: 'Fantasy', tags: ['magic', 'Adventure'] });
    expect(en.comicDetail.episodes[0].title).toBe('Episode 1');
    expect(en.faq[0].title).toBe('Account');
    expect(en.notifications).toEqual([{ title: 'Hello', message: 'Welcome' }]);
  });
});

describe('catalog translations: the importer refuses bad translations and writes nothing', () => {
  it('non-string, over-length, unknown language key, unknown field, a tag list of the wrong length', async () => {
    const pool = t.app.get<pg.Pool>(PG_POOL);
    const before = (await pool.query('SELECT revision FROM catalog_meta WHERE id = 1')).rows[0].revision;
    const doc = translatedCatalog() as any;
    doc.comics[0].translations = { mn: { title: 42, description: 'x'.repeat(5001), tags: ['one'] } };
    doc.episodes[0].translations = { fr: { title: 'Épisode 1' } };
    doc.coinPacks[0].translations = { mn: { name: 'ok', coin: 'many' } };
    doc.faqs[0].content[0].translations = { mn: { answer: ['not', 'html'] } };
    doc.plans[0].translations = { en: { name: 'One month' } };
    doc.comics[4].translations = { mn: { tags: ['зөвхөн нэг'] } };
    let err: CatalogImportError | undefined;
    try {
      await t.app.get(CatalogImportService).importDocument(doc, dir);
    } catch (e) {
      err = e as CatalogImportError;
    }
    expect(err).toBeInstanceOf(CatalogImportError);
    const problems = Object.fromEntries(err!.problems.map((p) => [p.pointer, p.message]));
    expect(problems['/comics/0/translations/mn/title']).toMatch(/string/);
    expect(problems['/comics/0/translations/mn/description']).toMatch(/5000/);
    expect(problems['/episodes/0/translations/fr']).toBe('is not a known field');
    expect(problems['/plans/0/translations/en']).toBe('is not a known field');
    expect(problems['/coinPacks/0/translations/mn/coin']).toBe('is not a known field');
    expect(problems['/faqs/0/content/0/translations/mn/answer']).toMatch(/string/);
    expect((await pool.query('SELECT revision FROM catalog_meta WHERE id = 1')).rows[0].revision).toBe(before);

    // the cross-item rule, once the schema holds
    const lengths = translatedCatalog();
    lengths.comics![4]!.translations = { mn: { tags: ['зөвхөн нэг'] } };
    await expect(t.app.get(CatalogImportService).importDocument(lengths, dir)).rejects.toMatchObject({
      problems: [{ pointer: '/comics/4/translations/mn/tags', message: expect.stringMatching(/each of the comic's 2 tags/) }],
    });
    expect((await pool.query('SELECT revision FROM catalog_meta WHERE id = 1')).rows[0].revision).toBe(before);
    expect((await get('get-comic-data/lantern-street-2', MN)).body.comic.tags).toEqual(['magic', 'Adventure']);
  });

  it('re-importing the same translated file changes nothing', async () => {
    const again = await importFixture(t, translatedCatalog(), dir);
    expect(again.created + again.updated).toBe(0);
  });
});
