import type { StoredEvent } from '../../platform/event-store/event-store.types.js';
import { walletDecider as d } from './wallet.decider.js';
import { ledgerOf } from './wallet.ledger.js';
import type { WalletEvent } from './wallet.events.js';

function stored(events: WalletEvent[]): StoredEvent[] {
  return events.map((e, i) => ({
    eventId: `e${i}`,
    type: e.type,
    data: e.data,
    schemaVersion: 1,
    streamId: 'wallet-u1',
    streamType: 'wallet',
    streamPosition: i + 1,
    globalPosition: i + 1,
    transactionId: '1',
    metadata: { correlationId: 'c' },
    createdAt: new Date('2026-01-01T00:00:00Z'),
  })) as StoredEvent[];
}

describe('ledger', () => {
  it('explains every balance change line by line, and the lines add up to the balance', () => {
    let s = d.initialState();
    const events: WalletEvent[] = [];
    const run = (c: Parameters<typeof d.decide>[0]) => {
      const es = d.decide(c, s, { owned: new Set() });
      for (const e of es) s = d.evolve(s, e);
      events.push(...es);
    };
    run({
      type: 'CreditCoinPack',
      orderId: 'o1',
      packId: 'p',
      packName: 'Starter',
      coin: 20,
      bonusCoin: 10,
      point: 5,
      price: 4.99,
      currency: 'usd',
      method: 'sandbox',
      promoId: null,
      bonusExpiresAt: '2026-02-01T00:00:00.000Z',
      pointExpiresAt: '2026-02-01T00:00:00.000Z',
      at: '2026-01-01T00:00:00.000Z',
    });
    run({ type: 'PurchaseEpisode', episodeId: 'e1', comicId: 'c1', price: 12, at: '2026-01-02T00:00:00.000Z' });
    run({ type: 'ExpireLot', lotId: 'o1:point', at: '2026-02-02T00:00:00.000Z' });
    const lines = ledgerOf(stored(events));
    expect(lines.map((l) => [l.event, l.coin, l.bonusCoin, l.point])).toEqual([
      ['CoinPackPurchased', 20, 10, 5],
      ['EpisodePurchased', -2, -10, 0],
      ['LotExpired', 0, 0, -5],
    ]);
    expect(lines[1].lots).toEqual(['o1:bonus -10', 'o1:paid -2']);
    expect(lines.at(-1)!.balance).toEqual({ coin: 18, bonusCoin: 0, point: 0, freeRental: 0 });
    const sum = lines.reduce((n, l) => n + l.coin + l.bonusCoin, 0);
    expect(sum).toBe(18);
  });
});
