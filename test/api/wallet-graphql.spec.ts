import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];

const EPISODE = `query($n: Int!) { episode(comicSlug: "mini-comic", episodeNumber: $n) { episode { id title } pages { image sequence } locked progress access { allowed via reason giftId price } } }`;

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock }));
});
afterAll(async () => {
  await t?.close();
});

describe('wallet over GraphQL', () => {
  it("never sends a locked episode's pages, and sends them once bought", async () => {
    const r = await newReader(t);
    const anonymous = await t.graphql(EPISODE, { n: 2 });
    expect(anonymous.body.data.episode).toMatchObject({ pages: [], access: { allowed: false, reason: 'login' } });
    const locked = await t.graphql(EPISODE, { n: 2 }, r.token);
    expect(locked.body.data.episode).toMatchObject({ pages: [], access: { allowed: false, reason: 'purchase', price: 6 } });
    const bought = await t.graphql(
      `mutation($i: BuyItemInput!) { buyCoinPack(input: $i) { message status balance { coin bonusCoin point } } }`,
      { i: { itemId: ids.pack, price: 4.99 } },
      r.token,
    );
    expect(bought.body.data.buyCoinPack).toMatchObject({
      message: 'Coin Pack buy successfully!',
      status: 'paid',
      balance: { coin: 20, bonusCoin: 10, point: 5 },
    });
    const p = await t.graphql(
      `mutation($e: ID!) { purchaseEpisode(episodeId: $e, coin: 6) { message balance { coin bonusCoin } } }`,
      { e: ids.coin(1) },
      r.token,
    );
    expect(p.body.data.purchaseEpisode).toMatchObject({ message: 'episode purchase successfully!', balance: { coin: 20, bonusCoin: 4 } });
    const open = await t.graphql(EPISODE, { n: 2 }, r.token);
    expect(open.body.data.episode.pages).toHaveLength(2);
    expect(open.body.data.episode.access).toMatchObject({ allowed: true, via: 'purchase' });
    const other = await newReader(t);
    expect((await t.graphql(EPISODE, { n: 2 }, other.token)).body.data.episode.pages).toEqual([]);
  });

  it('answers insufficient coins with the error code and moves nothing', async () => {
    const r = await newReader(t);
    const res = await t.graphql(`mutation($e: ID!) { purchaseEpisode(episodeId: $e) { message } }`, { e: ids.coin(2) }, r.token);
    expect(res.body.errors[0]).toMatchObject({
      message: 'Insufficient coin Please buy coin for purchasing this item',
      extensions: { code: 'WALLET.INSUFFICIENT_COINS' },
    });
    expect((await t.graphql('{ balance { coin bonusCoin } }', {}, r.token)).body.data.balance).toEqual({ coin: 0, bonusCoin: 0 });
  });

  it('refuses the wallet to a caller without a token', async () => {
    const res = await t.graphql('{ balance { coin } }');
    expect(res.body.errors[0].extensions.code).toBe('AUTH.UNAUTHORIZED');
  });

  it('pushes balance changes to an open page over SSE', async () => {
    const r = await newReader(t);
    const res = await fetch(`${t.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', authorization: `Bearer ${r.token}` },
      body: JSON.stringify({ query: 'subscription { balanceChanges { coin bonusCoin point freeRental } }' }),
    });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reader = res.body!.getReader();
    const first = (async () => {
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read();
        if (done) throw new Error('stream ended');
        buffer += new TextDecoder().decode(value);
        const m = /data: (\{.*\})\n/.exec(buffer);
        if (m) return JSON.parse(m[1]);
      }
    })();
    // The subscription is registered asynchronously; claim until the push arrives.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.graphql(`mutation($g: ID!) { claimGift(giftId: $g) { message } }`, { g: ids.giftCoin }, r.token);
    const event = await first;
    await reader.cancel();
    expect(event).toEqual({ data: { balanceChanges: { coin: 0, bonusCoin: 30, point: 0, freeRental: 0 } } });
  });

  it('lists expirations and usage five to a page', async () => {
    const r = await newReader(t);
    await t.graphql(`mutation($i: BuyItemInput!) { buyCoinPack(input: $i) { status } }`, { i: { itemId: ids.pack } }, r.token);
    for (const n of [1, 2, 3])
      await t.graphql(`mutation($e: ID!) { purchaseEpisode(episodeId: $e) { message } }`, { e: ids.coin(n) }, r.token);
    const exp = await t.graphql('{ expirations(tab: all) { total items { kind remaining total expiresAt } } }', {}, r.token);
    expect(exp.body.data.expirations.items.map((i: { kind: string }) => i.kind).sort()).toEqual(['point']);
    // Usage history is an async read model: other spec files' open transactions in the same
    // PostgreSQL can hold its delivery back for seconds (the xmin bound is cluster-wide).
    for (let i = 0; i < 150; i++) {
      const usage = await t.graphql('{ usageHistory(tab: all, page: 1) { total pageSize items { kind action amount } } }', {}, r.token);
      if (usage.body.data.usageHistory.total === 4) {
        expect(usage.body.data.usageHistory.pageSize).toBe(5);
        expect(usage.body.data.usageHistory.items.map((x: { amount: number }) => x.amount).reduce((a: number, b: number) => a + b, 0)).toBe(
          -18,
        );
        return;
      }
      await new Promise((res) => setTimeout(res, 100));
    }
    throw new Error('usage history did not catch up');
  });
});
