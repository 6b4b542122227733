import { jest } from '@jest/globals';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { fixtureCatalog, importFixture, MIN, NOW } from './catalog-fixture.js';

const clock = new FakeClock(NOW);
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(import.meta.url, { clock });
  const doc = fixtureCatalog();
  // more published comics for paging and sorting
  for (let i = 1; i <= 7; i++) {
    doc.comics!.push({
      ...doc.comics![0],
      key: `extra-${i}`,
      title: `Extra ${i} Tale`,
      tags: ['Magic', 'extra'],
      genre: i % 2 ? 'Comedy' : 'Fantasy',
      releaseDate: new Date(NOW.getTime() - i * 86_400_000).toISOString(),
      updateDays: i % 2 ? ['TUE'] : ['SUN'],
    });
  }
  await importFixture(t, doc);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(() => clock.set(NOW));

const gql = async (query: string, variables?: Record<string, unknown>) => {
  const res = await t.graphql(query, variables);
  return res.body;
};
const SECRET = /Secret Draft|Scheduled Magic/;

describe('catalog GraphQL', () => {
  it('search by title or tag, case-insensitive contains; drafts never found; over 50 characters refused', async () => {
    const q = 'query($q: String!) { searchComics(text: $q, limit: 50) { total items { title tags } } }';
    const byTitle = (await gql(q, { q: 'lANTERN' })).data.searchComics;
    expect(byTitle.items.map((c: any) => c.title).sort()).toEqual(['Lantern Street', 'Lantern Street!']);
    const byTag = (await gql(q, { q: 'MECH' })).data.searchComics;
    expect(byTag.items.map((c: any) => c.title)).toEqual(['Iron Falcon']);
    const magic = await gql(q, { q: 'magic' });
    expect(JSON.stringify(magic)).not.toMatch(SECRET);
    expect(magic.data.searchComics.total).toBe(9);
    expect((await gql(q, { q: '%' })).data.searchComics.total).toBe(0);
    const long = await gql(q, { q: 'x'.repeat(51) });
    expect(long.errors[0].extensions.code).toBe('VALIDATION');
  });

  it('tag pages with both sorts, and pagination', async () => {
    const q =
      'query($tag: String!, $sort: ComicSort, $offset: Int, $limit: Int) { tagComics(tag: $tag, sort: $sort, offset: $offset, limit: $limit) { total offset limit items { title releaseDate } } }';
    const newest = (await gql(q, { tag: 'MAGIC', sort: 'NEWEST', limit: 4 })).data.tagComics;
    expect(newest.total).toBe(9);
    expect(newest.items).toHaveLength(4);
    const dates = newest.items.map((c: any) => c.releaseDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const page2 = (await gql(q, { tag: 'magic', sort: 'NEWEST', offset: 4, limit: 4 })).data.tagComics;
    expect(page2.items).toHaveLength(4);
    expect(page2.items.map((c: any) => c.title)).not.toEqual(expect.arrayContaining(newest.items.map((c: any) => c.title)));
    const last = (await gql(q, { tag: 'magic', sort: 'NEWEST', offset: 8, limit: 4 })).data.tagComics;
    expect(last.items).toHaveLength(1);
    const titleSort = (await gql(q, { tag: 'magic', sort: 'TITLE', limit: 50 })).data.tagComics.items.map((c: any) => c.title);
    expect(titleSort).toEqual([...titleSort].sort((a: string, b: string) => a.toLowerCase().localeCompare(b.toLowerCase())));
    const popular = (await gql(q, { tag: 'magic', sort: 'POPULAR', limit: 50 })).data.tagComics;
    expect(popular.total).toBe(9);
    expect(JSON.stringify(popular)).not.toMatch(SECRET);
  });

  it('daily, free, genre tabs, ranking, writer page and home', async () => {
    const tue = (await gql('{ dailyComics(day: "TUE") { items { title updateDays } } }')).data.dailyComics.items;
    expect(tue.length).toBe(4);
    for (const c of tue) expect(c.updateDays).toContain('TUE');
    expect((await gql('{ dailyComics(day: "NEW", limit: 3) { items { title } } }')).data.dailyComics.items).toHaveLength(3);
    expect((await gql('{ dailyComics(day: "FUNDAY") { total } }')).errors[0].extensions.code).toBe('VALIDATION');
    const free = (await gql('{ freeComics { items { title freeEpisodeCount } } }')).data.freeComics.items;
    expect(free.every((c: any) => c.freeEpisodeCount > 0)).toBe(true);
    expect(free.map((c: any) => c.title)).not.toContain('Iron Falcon');
    expect((await gql('{ genreComics(genre: "action") { items { title teamAssignment } } }')).data.genreComics.items).toEqual([
      { title: 'Iron Falcon', teamAssignment: 'Blue Yak' },
    ]);
    for (const p of ['ALL', 'WEEK', 'DAY']) {
      const r = await gql(`{ ranking(period: ${p}, limit: 50) { total items { title } } }`);
      expect(r.data.ranking.total).toBe(10);
      expect(JSON.stringify(r)).not.toMatch(SECRET);
    }
    expect((await gql('{ writerComics(writerName: "temuulen") { items { title } } }')).data.writerComics.items).toEqual([
      { title: 'Iron Falcon' },
    ]);
    const home = (
      await gql(
        '{ home { slides { url ckEditorData } newReleases { title } freeEpisode { title } showcase { title teamAssignment } genres } }',
      )
    ).data.home;
    expect(home.newReleases).toHaveLength(6);
    expect(home.freeEpisode).toHaveLength(6);
    expect(home.showcase.every((c: any) => c.teamAssignment === null)).toBe(true);
    expect(home.genres).toEqual(['Action', 'Comedy', 'Fantasy']);
    expect(JSON.stringify(home)).not.toMatch(SECRET);
  });

  it('comic by slug with its episodes either way; episode by slug and number', async () => {
    const q =
      '{ comicDetail(slug: "lantern-street") { title a: episodes { episodeNumber comic { slug } } b: episodes(order: NEWEST) { episodeNumber } } }';
    const c = (await gql(q)).data.comicDetail;
    expect(c.a.map((e: any) => e.episodeNumber)).toEqual([1, 2, 3]);
    expect(c.a[0].comic.slug).toBe('lantern-street');
    expect(c.b.map((e: any) => e.episodeNumber)).toHaveLength(3);
    clock.set(new Date(NOW.getTime() + MIN));
    expect((await gql(q)).data.comicDetail.a.map((e: any) => e.episodeNumber)).toEqual([1, 2, 3, 4]);
    clock.set(NOW);
    const ep = (
      await gql(
        '{ episode(comicSlug: "lantern-street", episodeNumber: 1) { episode { title monetization } pages { image sequence } locked listEpisode { episodeNumber } } }',
      )
    ).data.episode;
    expect(ep.pages.map((p: any) => p.sequence)).toEqual([1, 2]);
    expect(ep.locked).toBeNull();
    const locked = (await gql('{ episode(comicSlug: "lantern-street", episodeNumber: 2) { pages { image } locked } }')).data.episode;
    expect(locked).toEqual({ pages: [], locked: 'Please do login first' });
    const future = await gql('{ episode(comicSlug: "lantern-street", episodeNumber: 4) { locked } }');
    expect(future.errors[0].extensions.code).toBe('CATALOG.EPISODE_NOT_FOUND');
    const draft = await gql('{ comicDetail(slug: "secret-draft-magic") { title } }');
    expect(draft.errors[0].extensions.code).toBe('CATALOG.COMIC_NOT_FOUND');
  });

  it('banners per page and static content', async () => {
    expect((await gql('{ banners(page: "home") { page url } }')).data.banners).toEqual([{ page: 'home', url: '/daily-product' }]);
    const s = (
      await gql(
        '{ faq { title content { question answer } } staticPages { page } about { visionText content { title } } contactLinks { facebook youtube } popularTags coinPacks { name } plans { duration } gifts { title } notifications { title } }',
      )
    ).data;
    expect(s.faq[0].title).toBe('Account');
    expect(s.staticPages.map((p: any) => p.page)).toEqual(['privacy', 'terms']);
    expect(s.about.content.map((c: any) => c.title)).toEqual(['2021', '2024']);
    expect(s.contactLinks).toEqual({ facebook: 'https://facebook.com/koma', youtube: null });
    expect(s.popularTags).toEqual(['magic', 'romance']);
    expect(s.plans.map((p: any) => p.duration)).toEqual([1, 12]);
    expect(s.notifications.map((n: any) => n.title)).toEqual(['Hello']);
  });

  it('batches related objects per request (DataLoader): a constant number of queries for a whole list', async () => {
    const { PG_POOL } = await import('../../services/server/src/platform/database/pg-pool.js');
    const pool = t.app.get(PG_POOL) as import('pg').Pool;
    const spy = jest.spyOn(pool, 'query');
    try {
      const res = await gql('{ searchComics(text: "", limit: 50) { items { title episodes { episodeNumber comic { slug } } } } }');
      expect(res.data.searchComics.items).toHaveLength(10);
      const withEpisodes = res.data.searchComics.items.filter((c: any) => c.episodes.length);
      expect(withEpisodes.length).toBeGreaterThanOrEqual(2);
      for (const c of withEpisodes) for (const e of c.episodes) expect(e.comic.slug).toBeTruthy();
      // one list query, one batched episodes query, one batched comics query
      expect(spy.mock.calls.length).toBeLessThanOrEqual(3);
    } finally {
      spy.mockRestore();
    }
  });

  it('refuses queries deeper than the limit', async () => {
    let sel = 'id';
    for (let i = 0; i < 6; i++) sel = `episodes { comic { ${sel} } }`;
    const res = await gql(`{ comicDetail(slug: "lantern-street") { ${sel} } }`);
    expect(res.data).toBeUndefined();
    expect(res.errors[0].message).toMatch(/depth/i);
    expect(res.errors[0].extensions.code).toBeTruthy();
  });
});
