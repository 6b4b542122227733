import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import type { TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { AccountsService } from '../../services/server/src/modules/identity/accounts.service.js';
import { startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof startWithMiniCatalog>>['ids'];

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, {
    clock,
    extend: (doc) => {
      (doc.comics[0] as Record<string, unknown>).translations = { mn: { title: 'Бяцхан комик' } };
      for (const e of doc.episodes as Array<Record<string, unknown>>) {
        if (e.key === 'ep-coin-1') e.translations = { mn: { title: 'Зоос 1' } };
        if (e.key === 'ep-coin-3') e.translations = { mn: { title: 'Зоос 3' } };
      }
    },
  }));
});
afterAll(async () => {
  await t?.close();
});

const USAGE = `query($tab: UsageTab!) { usageHistory(tab: $tab, page: 1) { total items { kind action amount detail episodeCount comic { id slug title } episode { id episodeNumber title } } } }`;

/** Usage History is an async read model: asks until it holds `total` lines. */
async function usageOnceCaughtUp(token: string, total: number, tab = 'all') {
  let last: unknown;
  for (let i = 0; i < 150; i++) {
    const body = (await t.graphql(USAGE, { tab }, token)).body;
    if (body.data?.usageHistory.total === total) return body.data.usageHistory;
    last = body;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`usage history did not catch up: ${JSON.stringify(last)}`);
}

describe('histories name what was bought', () => {
  it("episode purchase, rental pass and unlock-all lines carry the comic (slug, title) and the episode (number, title), REST and GraphQL alike, in the reader's language", async () => {
    const r = await newReader(t, 'Namer');
    for (let i = 0; i < 6; i++)
      expect(
        (await t.request('POST', '/api/buy-coin-pack', { token: r.token, body: { userId: r.userId, coinPackId: ids.pack } })).status,
      ).toBe(200);
    expect(
      (await t.request('POST', '/api/claim-gift', { token: r.token, body: { userId: r.userId, giftId: ids.giftRental } })).body.success,
    ).toBe(true);
    // opening the rental gift's episode spends the pass on it
    expect((await t.request('POST', '/api/open-episode', { token: r.token, body: { episodeId: ids.coin(3) } })).body).toMatchObject({
      success: true,
      via: 'rental',
      passStarted: true,
    });
    expect(
      (
        await t.request('POST', '/api/purchase-episode', {
          token: r.token,
          body: { userId: r.userId, comicId: ids.comic, episodeId: ids.coin(1) },
        })
      ).body.success,
    ).toBe(true);
    expect(
      (await t.request('POST', '/api/purchase-all-episode', { token: r.token, body: { userId: r.userId, comicId: ids.comic } })).body
        .success,
    ).toBe(true);

    // purchase: from bonus coins (1 line); rental: 1 line; unlock-all of the 19 not owned: bonus and coins (2 lines)
    const usage = await usageOnceCaughtUp(r.token, 4);
    const comic = { id: ids.comic, slug: 'mini-comic', title: 'Mini Comic' };
    const byAction = (action: string) => usage.items.filter((l: { action: string }) => l.action === action);
    expect(byAction('purchase').length).toBeGreaterThan(0);
    for (const line of byAction('purchase'))
      expect(line).toMatchObject({ comic, episode: { id: ids.coin(1), episodeNumber: 2, title: 'Coin 1' }, episodeCount: null });
    expect(byAction('rental_used')).toEqual([
      expect.objectContaining({ kind: 'rental', amount: -1, comic, episode: { id: ids.coin(3), episodeNumber: 4, title: 'Coin 3' } }),
    ]);
    expect(byAction('unlock_all').length).toBeGreaterThan(0);
    for (const line of byAction('unlock_all'))
      expect(line).toMatchObject({ comic, episode: null, episodeCount: 19, detail: '19 episodes' });

    // REST answers the same lines
    const rest = await t.request('GET', `/api/get-usage-history/${r.userId}?tab=all&page=1`, { token: r.token });
    expect(rest.status).toBe(200);
    expect(rest.body.usageHistory.total).toBe(4);
    expect(
      rest.body.usageHistory.items.map((l: any) => ({
        action: l.action,
        comic: l.comic,
        episode: l.episode,
        episodeCount: l.episodeCount,
      })),
    ).toEqual(usage.items.map((l: any) => ({ action: l.action, comic: l.comic, episode: l.episode, episodeCount: l.episodeCount })));
    const rental = await t.request('GET', `/api/get-usage-history/${r.userId}?tab=rental`, { token: r.token });
    expect(rental.body.usageHistory.items.map((l: any) => l.action)).toEqual(['rental_used']);

    // the reader's language is the account's setting (a signed-in reader's Accept-Language does not override it)
    const rentalIn = async () =>
      (await t.request('GET', `/api/get-usage-history/${r.userId}?tab=rental`, { token: r.token, headers: { 'accept-language': 'mn' } }))
        .body.usageHistory.items[0];
    expect(await rentalIn()).toMatchObject({ comic: { title: 'Mini Comic' }, episode: { title: 'Coin 3' } });
    await t.app.get(AccountsService).updateSettings(r.userId, undefined, { language: 'mongolian' });
    expect(await rentalIn()).toMatchObject({
      comic: { slug: 'mini-comic', title: 'Бяцхан комик' },
      episode: { episodeNumber: 4, title: 'Зоос 3' },
    });
    const gqlMn = await usageOnceCaughtUp(r.token, 4);
    for (const line of gqlMn.items) expect(line.comic.title).toBe('Бяцхан комик');
    expect(gqlMn.items.find((l: any) => l.action === 'purchase')?.episode.title).toBe('Зоос 1');

    // the purchase history (get-purchase-episode) names them the same way
    const bought = (await t.request('GET', `/api/get-purchase-episode/${r.userId}`, { token: r.token })).body.purchaseEpisode;
    expect(bought.find((p: any) => p.episodeId._id === ids.coin(1))).toMatchObject({
      episodeId: { title: 'Зоос 1', episodeNumber: 2 },
      comicId: ids.comic,
      comic: { _id: ids.comic, slug: 'mini-comic', title: 'Бяцхан комик' },
    });
    await t.app.get(AccountsService).updateSettings(r.userId, undefined, { language: 'english' });
    const boughtEn = (await t.request('GET', `/api/get-purchase-episode/${r.userId}`, { token: r.token })).body;
    expect(boughtEn.purchaseEpisode.find((p: any) => p.episodeId._id === ids.coin(1))).toMatchObject({
      episodeId: { title: 'Coin 1' },
      comic: { title: 'Mini Comic' },
    });
    expect(boughtEn.purchaseComic[0].comic.title).toBe('Mini Comic');
  });

  it("REST refuses another reader's history, a missing token and a bad tab or page, moving nothing", async () => {
    const a = await newReader(t, 'Alpha');
    const b = await newReader(t, 'Beta');
    expect((await t.request('GET', `/api/get-usage-history/${b.userId}`, { token: a.token })).status).toBe(403);
    expect((await t.request('GET', `/api/get-usage-history/${a.userId}`)).status).toBe(401);
    const badTab = await t.request('GET', `/api/get-usage-history/${a.userId}?tab=gold`, { token: a.token });
    expect(badTab.status).toBe(400);
    expect(badTab.body).toMatchObject({ success: false, code: 'VALIDATION' });
    expect((await t.request('GET', `/api/get-usage-history/${a.userId}?page=0`, { token: a.token })).status).toBe(400);
    expect((await t.request('GET', `/api/get-usage-history/${a.userId}?page=1.5`, { token: a.token })).status).toBe(400);
    const empty = await t.request('GET', `/api/get-usage-history/${a.userId}`, { token: a.token });
    expect(empty.body).toMatchObject({ success: true, usageHistory: { total: 0, items: [], page: 1, pageSize: 5 } });
  });
});
