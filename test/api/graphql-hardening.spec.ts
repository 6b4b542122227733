import { GraphQLSchemaHost } from '@nestjs/graphql';
import { getIntrospectionQuery, Kind, parse, type OperationDefinitionNode } from 'graphql';
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import type { CatalogFile } from '../../services/server/src/modules/catalog/import/catalog-file.js';
import { CatalogImportService } from '../../services/server/src/modules/catalog/import/catalog-import.service.js';
import { GRAPHQL_LIMITS } from '../../services/server/src/platform/graphql/graphql.module.js';
import { MEDIA_TYPE_CODE } from '../../services/server/src/platform/graphql/graphql-http-rules.js';
import { COST_LIMIT_CODE, CYCLE_LIMIT_CODE, operationCost } from '../../services/server/src/platform/graphql/operation-cost.js';
import { startTestApp, type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { newReader } from '../fixtures/readers.js';
import { NOW } from './catalog-fixture.js';

const COMICS = 100;
const EPISODES = 30;
const IMG = 'https://img.koma.test/art.webp';

/** A catalog big enough for every list to be full: 100 comics of 30 episodes, images by URL. */
function bigCatalog(): CatalogFile {
  const past = new Date(NOW.getTime() - 30 * 86_400_000).toISOString();
  const comics = Array.from({ length: COMICS }, (_, i) => ({
    key: `big-${i}`,
    slug: `big-${i}`,
    title: `Big Comic ${i}`,
    genre: i % 2 ? 'Fantasy' : 'Action',
    thumbnail: IMG,
    coverImage: IMG,
    description: `A comic with a long description ${'and more '.repeat(40)}`,
    tags: ['magic', `tag-${i % 5}`],
    writer: 'Mina Sol',
    artist: 'Odko',
    creator: 'Koma',
    feature: ['New every Monday'],
    freeEpisodeCount: 1,
    episodePrice: 3,
    status: 'publish' as const,
    isSchedule: false,
    releaseDate: past,
    updateDays: ['MON' as const],
  }));
  const episodes = comics.flatMap((c) =>
    Array.from({ length: EPISODES }, (_, n) => ({
      key: `${c.key}-${n + 1}`,
      comic: c.key,
      title: `Episode ${n + 1}`,
      episodeNumber: n + 1,
      coverImage: IMG,
      description: `ep ${n + 1}`,
      monetization: n === 0 ? ('free' as const) : ('coin' as const),
      coinPrice: n === 0 ? 0 : 3,
      releaseDate: past,
      status: 'publish' as const,
      content: [
        { image: IMG, sequence: 1 },
        { image: IMG, sequence: 2 },
      ],
    })),
  );
  return {
    comics,
    episodes,
    gifts: [
      {
        key: 'g1',
        type: 'coin',
        title: 'Coins',
        image: IMG,
        value: 5,
        detail: 'd',
        expiryDate: new Date(NOW.getTime() + 86_400_000).toISOString(),
      },
    ],
    plans: [
      { key: 'm1', name: '1 month', duration: 1, basePrice: 5, price: 5, discountType: 'percent', discountValue: 0, status: 'active' },
    ],
    coinPacks: [
      {
        key: 'p1',
        name: 'Starter',
        coin: 10,
        bonusCoin: 0,
        point: 0,
        regularPrice: 0.99,
        salePrice: 0.99,
        currency: 'usd',
        status: 'active',
      },
    ],
  };
}

const clock = new FakeClock(NOW);
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp(import.meta.url, { clock });
  await t.app.get(CatalogImportService).importDocument(bigCatalog(), process.cwd());
  await t.graphql('{ serverInfo { time } }'); // the first request pays for compiling the request path
}, 120_000);
afterAll(async () => {
  await t?.close();
});

const aliases = (n: number, field: string) => Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ');
const LISTING = 'searchComics(text: "", limit: 100)';

/** Shapes that multiply lists or walk the comic ↔ episode cycle, each within the depth (10) and alias (15) limits. */
const ATTACKS: Array<{ name: string; query: string; variables?: Record<string, unknown>; code: string }> = [
  {
    name: 'listing → episodes → comic → episodes → comic, 15 aliases',
    code: CYCLE_LIMIT_CODE,
    query: `{ ${aliases(15, `${LISTING} { items { episodes { comic { episodes { comic { id title description } } } } } }`)} }`,
  },
  {
    name: 'the same with one alias',
    code: CYCLE_LIMIT_CODE,
    query: `{ ${LISTING} { items { episodes { comic { episodes { comic { id } } } } } } }`,
  },
  {
    name: 'comic → episodes → comic → episodes',
    code: CYCLE_LIMIT_CODE,
    query: '{ comicDetail(slug: "big-1") { episodes { comic { episodes { id } } } } }',
  },
  {
    name: 'reader view → listEpisode → comic → episodes → comic, 15 aliases',
    code: CYCLE_LIMIT_CODE,
    query: `{ ${aliases(15, 'episode(comicSlug: "big-1", episodeNumber: 1) { listEpisode { comic { episodes { comic { title } } } } }')} }`,
  },
  {
    name: 'home lists → episodes → comic → episodes, 5 aliases',
    code: CYCLE_LIMIT_CODE,
    query: `{ ${aliases(5, 'home { newReleases { episodes { comic { episodes { id } } } } showcase { episodes { comic { episodes { id } } } } }')} }`,
  },
  {
    name: 'the cycle hidden in fragments, 15 aliases',
    code: CYCLE_LIMIT_CODE,
    query: `query { ${aliases(15, `${LISTING} { items { ...C } }`)} } fragment C on Comic { episodes { comic { ...D } } } fragment D on Comic { episodes { id title } }`,
  },
  {
    name: 'listing(100) → episodes, 15 aliases',
    code: COST_LIMIT_CODE,
    query: `{ ${aliases(15, `${LISTING} { items { id episodes { id title coverImage } } }`)} }`,
  },
  {
    name: 'listing(100) → episodes → comic, one alias',
    code: COST_LIMIT_CODE,
    query: `{ ${LISTING} { items { episodes { comic { id description tags } } } } }`,
  },
  {
    name: 'page size from a variable, 5 aliases',
    code: COST_LIMIT_CODE,
    variables: { n: 100 },
    query: `query($n: Int!) { ${aliases(5, 'ranking(period: ALL, limit: $n) { items { episodes { id title } } }')} }`,
  },
  {
    name: 'a limit past the maximum counts as the maximum',
    code: COST_LIMIT_CODE,
    query: '{ genreComics(limit: 1000000) { items { episodes(limit: 1000000) { id title coverImage } } } }',
  },
  {
    name: 'writer pages each within budget, 15 of them over it',
    code: COST_LIMIT_CODE,
    query: `{ ${aliases(15, 'writerComics(writerName: "Mina Sol", limit: 100) { items { id title episodes(limit: 10) { id title } } }')} }`,
  },
];

const timed = async <T>(fn: () => Promise<T>) => {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
};

describe('GraphQL cost limits', () => {
  it.each(ATTACKS)('refuses $name in under a second, naming the limit', async ({ query, variables, code }) => {
    const { value: res, ms } = await timed(() => t.graphql(query, variables));
    expect(res.body.data ?? null).toBeNull();
    expect(res.body.errors[0].extensions.code).toBe(code);
    expect(res.body.errors[0].message).toMatch(
      code === COST_LIMIT_CODE ? `limit of ${GRAPHQL_LIMITS.maxCost}` : /at most once per operation/,
    );
    expect(ms).toBeLessThan(1000);
  });

  it('holds the heap under 300 MB of growth while 10 attacks run at once, and a plain read right after answers in milliseconds', async () => {
    const plain = '{ comicDetail(slug: "big-7") { title episodes(limit: 3) { episodeNumber } } }';
    expect((await t.graphql(plain)).body.errors).toBeUndefined();
    const before = process.memoryUsage().heapUsed;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5);
    try {
      const results = await Promise.all(
        Array.from({ length: 10 }, (_, i) => t.graphql(ATTACKS[i % ATTACKS.length]!.query, ATTACKS[i % ATTACKS.length]!.variables)),
      );
      for (const r of results) expect([COST_LIMIT_CODE, CYCLE_LIMIT_CODE]).toContain(r.body.errors[0].extensions.code);
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, process.memoryUsage().heapUsed);
    expect(peak - before).toBeLessThan(300 * 1024 * 1024);
    const { value: after, ms } = await timed(() => t.graphql(plain));
    expect(after.body.data.comicDetail.episodes).toEqual([{ episodeNumber: 1 }, { episodeNumber: 2 }, { episodeNumber: 3 }]);
    expect(ms).toBeLessThan(500);
  });

  it('answers nested lists that fit the budget, and walks the cycle once', async () => {
    const res = await t.graphql(`{ ${LISTING} { items { slug episodes(limit: ${EPISODES}) { episodeNumber } } } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.searchComics.items).toHaveLength(COMICS);
    for (const c of res.body.data.searchComics.items) expect(c.episodes).toHaveLength(EPISODES);
    const once = await t.graphql('{ comicDetail(slug: "big-2") { episodes(limit: 2) { comic { slug } } } }');
    expect(once.body.data.comicDetail.episodes).toEqual([{ comic: { slug: 'big-2' } }, { comic: { slug: 'big-2' } }]);
  });

  it('pages Comic.episodes and EpisodeView.listEpisode: all by default, offset on, limit clamped to 100', async () => {
    const q = (args: string) =>
      t
        .graphql(`{ comicDetail(slug: "big-3") { episodes${args} { episodeNumber } } }`)
        .then((r) => r.body.data.comicDetail.episodes.map((e: any) => e.episodeNumber));
    expect(await q('')).toEqual(Array.from({ length: EPISODES }, (_, i) => i + 1));
    expect(await q('(offset: 25, limit: 10)')).toEqual([26, 27, 28, 29, 30]);
    expect(await q('(order: NEWEST, limit: 1000)')).toHaveLength(EPISODES);
    expect(await q('(limit: 0)')).toEqual([1]);
    const view = await t.graphql(
      '{ episode(comicSlug: "big-3", episodeNumber: 2) { listEpisode(offset: 1, limit: 2) { episodeNumber } } }',
    );
    expect(view.body.data.episode.listEpisode).toEqual([{ episodeNumber: 2 }, { episodeNumber: 3 }]);
  });

  it('counts the library, inbox and comment lists by the page size asked for, clamped to their maximum of 100', () => {
    const { schema } = t.app.get(GraphQLSchemaHost);
    const cost = (query: string) => operationCost(schema, parse(query), { maxCost: Number.MAX_SAFE_INTEGER });
    // [query for a page of n, fields counted once, fields counted per item]
    const lists: Array<[(n: number) => string, number, number]> = [
      [(n) => `{ libraryRecent(pageSize: ${n}) { total items { id percentage } } }`, 3, 2],
      [(n) => `{ librarySubscribed(pageSize: ${n}) { items { since } } }`, 2, 1],
      [(n) => `{ libraryUnlocked(pageSize: ${n}) { items { lastUnlockedAt } } }`, 2, 1],
      [(n) => `{ inboxNotifications(pageSize: ${n}) { unread items { id title read } } }`, 3, 3],
      [(n) => `{ episodeComments(episodeId: "e", first: ${n}) { totalCount edges { cursor node { id content } } } }`, 3, 4],
    ];
    for (const [query, once, each] of lists) {
      expect([query(1), query(20), query(100), query(1000)].map(cost)).toEqual([
        once + each,
        once + 20 * each,
        once + 100 * each,
        once + 100 * each,
      ]);
    }
  });
});

describe('the web client against the limits', () => {
  /** Every document the client sends, with the variables it sends them with; `auth`: needs a reader. */
  async function clientDocuments(ids: { comicId: string; episodeId: string }) {
    const store = new Map<string, string>();
    // The client's session store reads localStorage when its module loads.
    (globalThis as { localStorage?: unknown }).localStorage ??= {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => {
        store.set(k, v);
      },
      removeItem: (k: string) => {
        store.delete(k);
      },
    };
    // Every operation the client declares, as GraphQL Code Generator emitted it (web/src/gql): a new
    // screen's operation is checked without being listed here.
    const generated = (await import('../../web/src/gql/graphql.js')) as Record<string, unknown>;
    const listings = await import('../../web/src/features/listings/api/listings.js');
    const limit = listings.LIST_LIMIT;
    // Variables for operations that need them (by operation name); others run with none.
    const vars: Record<string, Record<string, unknown>> = {
      Daily: { day: 'NEW', limit, offset: 0 },
      Free: { genre: null, limit, offset: 0 },
      Genre: { genre: 'Fantasy', limit, offset: 0 },
      Ranking: { period: 'ALL', limit, offset: 0 },
      Tag: { tag: 'magic', sort: 'POPULAR', reversed: true, limit, offset: 0 },
      Writer: { writerName: 'Mina Sol' },
      Expirations: { tab: 'all', page: 1 },
      CoinPurchases: { page: 1 },
      UsageHistory: { tab: 'all', page: 1 },
      ClaimGift: { giftId: 'g' },
      UpdateUserSetting: { input: { language: 'english' } },
      Deactivate: { reason: null },
      LibrarySubscribed: { page: 1, pageSize: 20, filter: 'manga' },
      LibraryRecent: { page: 1, pageSize: 20, filter: 'vendor' },
      LibraryUnlocked: { page: 1, pageSize: 20, filter: 'all' },
      InboxNotifications: { page: 1, pageSize: 20 },
      ComicEngagement: { comicId: ids.comicId },
      CommentEpisode: { slug: 'big-1', n: 1 },
      EpisodeComments: { episodeId: ids.episodeId, first: 20, after: null },
      ComicDetail: { slug: 'big-1' },
      ReaderComic: { slug: 'big-1' },
      ComicBell: { comicId: ids.comicId },
      ComicEpisodesPage: { comic: 'big-1', offset: 0 },
      ComicLastRead: { page: 1 },
      ComicUnlocked: { page: 1 },
      ReaderEpisode: { comicSlug: 'big-1', episodeNumber: 1 },
      ReaderPageUrls: { comicSlug: 'big-1', episodeNumber: 1 },
      HomeRecentlyRead: { pageSize: 20 },
      SearchComics: { text: 'big', limit: 100 },
      TagName: { tag: 'magic' },
    };
    const docs = Object.entries(generated)
      .filter(([name, d]) => name.endsWith('Document') && d instanceof String)
      .map(([, d]) => String(d));
    expect(docs.length).toBeGreaterThan(10);
    return docs.map((doc) => {
      const op = parse(doc).definitions.find((x): x is OperationDefinitionNode => x.kind === Kind.OPERATION_DEFINITION)!;
      const name = op.name?.value ?? '';
      const needs = (op.variableDefinitions ?? []).some((v) => v.type.kind === Kind.NON_NULL_TYPE);
      return {
        doc,
        vars: vars[name] ?? {},
        // Mutations and subscriptions are only costed; a query runs when its variables are known.
        mutation: op.operation !== 'query' || (needs && !vars[name]),
        auth: true,
      };
    });
  }

  it('every document the client sends fits the budget, and its queries answer without errors', async () => {
    const ep = await t.graphql('{ episode(comicSlug: "big-1", episodeNumber: 1) { episode { id comicId } } }');
    const docs = await clientDocuments({ comicId: ep.body.data.episode.episode.comicId, episodeId: ep.body.data.episode.episode.id });
    const { schema } = t.app.get(GraphQLSchemaHost);
    const reader = await newReader(t);
    for (const d of docs) {
      const cost = operationCost(schema, parse(d.doc), { variables: d.vars, maxCost: GRAPHQL_LIMITS.maxCost });
      expect(cost).toBeLessThanOrEqual(GRAPHQL_LIMITS.maxCost);
      if (d.mutation) continue;
      const res = await t.graphql(d.doc, d.vars, d.auth ? reader.token : undefined);
      expect({ doc: d.doc, errors: res.body.errors }).toEqual({ doc: d.doc, errors: undefined });
    }
    const writer = await t.graphql(docs.find((d) => d.doc.includes('writerComics'))!.doc, { writerName: 'Mina Sol' });
    expect(writer.body.data.writerComics.items).toHaveLength(COMICS);
  });
});

describe('GraphQL request bodies', () => {
  it('refuses form-encoded and multipart POSTs with 415 and a clear error; JSON POST is served', async () => {
    const form = new FormData();
    form.set('operations', JSON.stringify({ query: '{ serverInfo { version } }' }));
    form.set('map', '{}');
    for (const init of [
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ query: '{ serverInfo { version } }' }).toString(),
      },
      { body: form },
    ]) {
      const res = await fetch(`${t.url}/graphql`, { method: 'POST', ...init });
      expect(res.status).toBe(415);
      const body = await res.json();
      expect(body.errors[0]).toMatchObject({ extensions: { code: MEDIA_TYPE_CODE } });
      expect(body.errors[0].message).toMatch(/only application\/json/);
    }
    const get = await fetch(`${t.url}/graphql?query=${encodeURIComponent('{ serverInfo { version } }')}`);
    expect(get.status).toBe(200);
    expect((await get.json()).data.serverInfo.version).toBeTruthy();
    expect(get.headers.get('cache-control')).toBe('no-store');
    const mutation = await fetch(`${t.url}/graphql?query=${encodeURIComponent('mutation { logOut }')}`);
    expect(mutation.status).toBe(405);
    const stream = await fetch(`${t.url}/graphql?query=${encodeURIComponent('subscription { balanceChanges { coin } }')}`, {
      headers: { accept: 'text/event-stream' },
    });
    expect(stream.status).toBe(405);
    expect((await stream.json()).errors[0]).toMatchObject({ extensions: { code: MEDIA_TYPE_CODE } });
    expect((await t.graphql('{ serverInfo { version } }')).body.data.serverInfo.version).toBeTruthy();
  });
});

describe('GraphQL introspection', () => {
  it('is allowed in tests (NODE_ENV=test): the standard introspection query passes the limits', async () => {
    const res = await t.graphql(getIntrospectionQuery());
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });

  it('is refused with GRAPHQL_INTROSPECTION=false; ordinary queries still answer', async () => {
    const off = await startTestApp(`${import.meta.url}#no-introspection`, { env: { GRAPHQL_INTROSPECTION: 'false' } });
    try {
      for (const q of [getIntrospectionQuery(), '{ __type(name: "Comic") { fields { name } } }']) {
        const res = await off.graphql(q);
        expect(res.body.data ?? null).toBeNull();
        expect(res.body.errors[0].message).toMatch(/introspection has been disabled/);
      }
      expect((await off.graphql('{ __typename serverInfo { version } }')).body.data.__typename).toBe('Query');
    } finally {
      await off.close();
    }
  });
});
