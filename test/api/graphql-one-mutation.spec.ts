// A GraphQL request carries one mutation (docs/adr/0055): two aliased money mutations, or fifteen
// aliased comments, are refused before any runs, so no request can charge while answering an error.
import { FakeClock } from '../../services/server/src/platform/clock/clock.js';
import { type TestApp } from '../../services/server/src/platform/testing/test-app.js';
import { ONE_MUTATION_CODE } from '../../services/server/src/platform/graphql/one-mutation.rule.js';
import { miniCatalog, startWithMiniCatalog } from '../fixtures/mini-catalog.js';
import { newReader } from '../fixtures/readers.js';

const clock = new FakeClock(new Date('2026-06-01T12:00:00.000Z'));
let t: TestApp;
let ids: Awaited<ReturnType<typeof miniCatalog>>['ids'];

beforeAll(async () => {
  ({ t, ids } = await startWithMiniCatalog(import.meta.url, { clock }));
});
afterAll(async () => {
  await t?.close();
});

const BALANCE = '{ balance { coin bonusCoin point } }';

describe('one mutation per GraphQL request', () => {
  it('refuses two aliased purchases, one of which would fail, before either is charged', async () => {
    const r = await newReader(t);
    await t.graphql(`mutation($i: BuyItemInput!) { buyCoinPack(input: $i) { status } }`, { i: { itemId: ids.pack, price: 4.99 } }, r.token);
    const before = (await t.graphql(BALANCE, {}, r.token)).body.data.balance;
    const both = await t.graphql(
      `mutation($a: ID!, $b: ID!) {
      ok: purchaseEpisode(episodeId: $a, coin: 6) { message }
      bad: purchaseEpisode(episodeId: $b, coin: 1) { message }
    }`,
      { a: ids.coin(1), b: ids.coin(2) },
      r.token,
    );
    expect(both.body.data).toBeUndefined();
    expect(both.body.errors).toEqual([
      expect.objectContaining({ extensions: expect.objectContaining({ code: ONE_MUTATION_CODE, fields: 2 }) }),
    ]);
    expect((await t.graphql(BALANCE, {}, r.token)).body.data.balance).toEqual(before);
    // Sent alone, the same purchase goes through.
    const alone = await t.graphql(`mutation($a: ID!) { purchaseEpisode(episodeId: $a, coin: 6) { message } }`, { a: ids.coin(1) }, r.token);
    expect(alone.body.data.purchaseEpisode.message).toBe('episode purchase successfully!');
  });

  it('refuses fifteen aliased comments and stores none', async () => {
    const r = await newReader(t);
    const doc = `mutation($e: ID!) { ${Array.from({ length: 15 }, (_, i) => `c${i}: addComment(episodeId: $e, content: "hello ${i}") { message }`).join(' ')} }`;
    const res = await t.graphql(doc, { e: ids.free }, r.token);
    expect(res.body.errors[0].extensions.code).toBe(ONE_MUTATION_CODE);
    const listed = await t.graphql(`query($e: ID!) { episodeComments(episodeId: $e) { edges { node { id } } } }`, { e: ids.free }, r.token);
    expect(listed.body.errors ?? []).toEqual([]);
    expect(listed.body.data.episodeComments.edges).toEqual([]);
  });
});
