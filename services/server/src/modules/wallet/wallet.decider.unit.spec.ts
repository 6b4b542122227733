import { fold } from '../../platform/event-store/decider.js';
import type { WalletCommand } from './wallet.commands.js';
import { creditEventId, walletDecider as d } from './wallet.decider.js';
import type { WalletEvent } from './wallet.events.js';
import { balanceOf, initialWalletState } from './wallet.state.js';

const T0 = '2026-03-01T00:00:00.000Z';
const at = (days: number, hours = 0) => new Date(Date.parse(T0) + days * 86_400_000 + hours * 3_600_000).toISOString();

const given = (events: WalletEvent[]) => fold(d, initialWalletState(), events);
const when = (events: WalletEvent[], c: WalletCommand) => d.decide(c, given(events));
const then = (events: WalletEvent[], c: WalletCommand) => given([...events, ...d.decide(c, given(events))]);

/** The events of buying a pack (coin paid coins, bonus bonus coins expiring after bonusDays). */
function pack(orderId: string, coin: number, bonus: number, point = 0, day = 0, bonusDays = 30): WalletEvent[] {
  return d.decide({
    type: 'CreditCoinPack', orderId, packId: `pack-${orderId}`, packName: 'Pack', coin, bonusCoin: bonus, point,
    price: 4.99, currency: 'usd', method: 'sandbox', promoId: null,
    bonusExpiresAt: at(day + bonusDays), pointExpiresAt: at(day + 30), at: at(day),
  }, initialWalletState());
}
const buy = (episodeId: string, price: number, day = 1, owned = false): WalletCommand => ({ type: 'PurchaseEpisode', episodeId, comicId: 'c1', price, owned, at: at(day) });

describe('wallet decider', () => {
  describe('coin packs', () => {
    it('credits paid coins, a bonus lot and a point lot', () => {
      const s = given(pack('o1', 20, 100, 100));
      expect(balanceOf(s, at(1))).toEqual({ coin: 20, bonusCoin: 100, point: 100, freeRental: 0 });
    });
    it('credits an order once however often it is settled', () => {
      expect(when(pack('o1', 20, 0), { ...(pack('o1', 20, 0)[0].data as any), type: 'CreditCoinPack', bonusExpiresAt: at(30), pointExpiresAt: at(30) })).toEqual([]);
    });
    it('names the credit after the order, so the log refuses a second one once the pack has left the state', () => {
      expect((pack('o1', 20, 0)[0] as { id?: string }).id).toBe(creditEventId('o1'));
      expect(creditEventId('o1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(creditEventId('o2')).not.toBe(creditEventId('o1'));
    });
  });

  describe('spending', () => {
    it('draws bonus lots by earliest expiry first, then paid coins, and records the split', () => {
      const history = [...pack('o1', 10, 5, 0, 0, 20), ...pack('o2', 10, 5, 0, 0, 10)];
      const [e] = when(history, buy('e1', 12));
      expect(e.type).toBe('EpisodePurchased');
      expect((e.data as any).draws).toEqual([
        { source: 'bonus', lotId: 'o2:bonus', amount: 5 },
        { source: 'bonus', lotId: 'o1:bonus', amount: 5 },
        { source: 'paid', lotId: 'o1:paid', amount: 2 },
      ]);
      expect(balanceOf(then(history, buy('e1', 12)), at(1))).toMatchObject({ coin: 18, bonusCoin: 0 });
    });
    it('skips bonus lots that have expired by the time of the purchase', () => {
      const [e] = when(pack('o1', 10, 5, 0, 0, 1), buy('e1', 3, 2));
      expect((e.data as any).draws).toEqual([{ source: 'paid', lotId: 'o1:paid', amount: 3 }]);
    });
    it('refuses a purchase the balance cannot cover and moves nothing', () => {
      expect(() => when(pack('o1', 2, 2), buy('e1', 5))).toThrow(expect.objectContaining({ code: 'WALLET.INSUFFICIENT_COINS', message: 'Insufficient coin Please buy coin for purchasing this item' }));
    });
    it('charges an owned episode nothing (ownership comes in the command, read under the wallet lock)', () => {
      const history = [...pack('o1', 10, 0), ...when(pack('o1', 10, 0), buy('e1', 3))];
      expect(when(history, buy('e1', 3, 1, true))).toEqual([]);
    });
    it('refuses a zero or fractional price', () => {
      expect(() => when(pack('o1', 10, 0), buy('e1', 0))).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
      expect(() => when(pack('o1', 10, 0), buy('e1', 1.5))).toThrow(expect.objectContaining({ code: 'VALIDATION' }));
    });
  });

  describe('unlock all', () => {
    const unlock = (episodes: Array<[string, number]>, day = 1, owned: string[] = []): WalletCommand => ({
      type: 'UnlockAllEpisodes', unlockId: 'u1', comicId: 'c1', episodes: episodes.map(([episodeId, price]) => ({ episodeId, price })), owned, at: at(day),
    });
    it('charges only the coin episodes not yet purchased', () => {
      const history = [...pack('o1', 20, 0), ...when(pack('o1', 20, 0), buy('e1', 3))];
      const [e] = when(history, unlock([['e1', 3], ['e2', 3], ['e3', 4]], 1, ['e1']));
      expect(e.data).toMatchObject({ total: 7, episodes: [{ episodeId: 'e2', price: 3 }, { episodeId: 'e3', price: 4 }] });
    });
    it('is a no-op when nothing is left to unlock', () => {
      const history = [...pack('o1', 20, 0), ...when(pack('o1', 20, 0), buy('e1', 3))];
      expect(when(history, unlock([['e1', 3]], 1, ['e1']))).toEqual([]);
    });
    it('refuses when the summed price is not covered', () => {
      expect(() => when(pack('o1', 5, 0), unlock([['e1', 3], ['e2', 3]]))).toThrow(expect.objectContaining({ code: 'WALLET.INSUFFICIENT_COINS' }));
    });
  });

  describe('gifts and rental passes', () => {
    const claim = (giftType: 'rental' | 'coin' | 'point', day = 0, offerEnds = 10, episodeId: string | null = 'e9'): WalletCommand => ({
      type: 'ClaimGift', giftId: `g-${giftType}`, giftType, title: 'Gift', value: 30, episodeId, offerEndsAt: at(offerEnds), grantExpiresAt: at(day + 7), at: at(day),
    });
    it('a coin gift opens a bonus lot, a point gift a point lot, a rental gift a pass', () => {
      let s = given([]);
      for (const t of ['coin', 'point', 'rental'] as const) s = fold(d, s, d.decide(claim(t), s));
      expect(balanceOf(s, at(1))).toEqual({ coin: 0, bonusCoin: 30, point: 30, freeRental: 1 });
    });
    it('cannot be claimed twice', () => {
      const history = when([], claim('coin'));
      expect(() => when(history, claim('coin'))).toThrow(expect.objectContaining({ code: 'WALLET.GIFT_ALREADY_CLAIMED' }));
    });
    it('cannot be claimed after its offer ended', () => {
      expect(() => when([], claim('coin', 11, 10))).toThrow(expect.objectContaining({ code: 'WALLET.GIFT_EXPIRED' }));
    });
    it('a rental pass opens only its own episode, only before it expires', () => {
      const history = when([], claim('rental'));
      expect(when(history, { type: 'UseRentalPass', episodeId: 'e9', owned: false, at: at(1) })[0].type).toBe('RentalPassUsed');
      expect(() => when(history, { type: 'UseRentalPass', episodeId: 'other', owned: false, at: at(1) })).toThrow(expect.objectContaining({ code: 'WALLET.NO_RENTAL_PASS' }));
      expect(() => when(history, { type: 'UseRentalPass', episodeId: 'e9', owned: false, at: at(8) })).toThrow(expect.objectContaining({ code: 'WALLET.NO_RENTAL_PASS' }));
      expect(when(history, { type: 'UseRentalPass', episodeId: 'e9', owned: true, at: at(1) })).toEqual([]); // bought: no pass needed
    });
    it('a rental pass expires by event', () => {
      const history = when([], claim('rental'));
      expect(when(history, { type: 'ExpireRentalPass', passId: 'pass:g-rental', at: at(6) })).toEqual([]);
      const expired = then(history, { type: 'ExpireRentalPass', passId: 'pass:g-rental', at: at(7) });
      expect(balanceOf(expired).freeRental).toBe(0);
    });
  });

  describe('expiry', () => {
    it('expires only the unspent remainder of a lot, once', () => {
      const history = [...pack('o1', 0, 10, 0, 0, 5), ...when(pack('o1', 0, 10, 0, 0, 5), buy('e1', 4))];
      expect(when(history, { type: 'ExpireLot', lotId: 'o1:bonus', at: at(4) })).toEqual([]);
      const [e] = when(history, { type: 'ExpireLot', lotId: 'o1:bonus', at: at(5) });
      expect(e).toEqual({ type: 'LotExpired', data: { lotId: 'o1:bonus', kind: 'bonus', amount: 6, at: at(5) } });
      const after = given([...history, e]);
      expect(balanceOf(after).bonusCoin).toBe(0);
      expect(d.decide({ type: 'ExpireLot', lotId: 'o1:bonus', at: at(6) }, after)).toEqual([]);
    });
  });

  describe('refunds', () => {
    const refund = (day: number): WalletCommand => ({ type: 'RefundCoinPack', orderId: 'o1', reason: 'asked', at: at(day) });
    it('refunds an untouched pack within 7 days, taking its coins back', () => {
      const s = then(pack('o1', 20, 100, 100), refund(6));
      expect(balanceOf(s, at(6))).toEqual({ coin: 0, bonusCoin: 0, point: 0, freeRental: 0 });
    });
    it('refuses after 7 days', () => {
      expect(() => when(pack('o1', 20, 100), refund(8))).toThrow(expect.objectContaining({ code: 'WALLET.REFUND_REFUSED' }));
    });
    it('refuses once any of its coins or bonus coins were spent', () => {
      const history = [...pack('o1', 20, 100), ...when(pack('o1', 20, 100), buy('e1', 1))];
      expect(() => when(history, refund(2))).toThrow(expect.objectContaining({ code: 'WALLET.REFUND_REFUSED' }));
    });
    it('refuses once the pack has left the state (8 days on)', () => {
      const history = [...pack('o1', 20, 100), ...when(pack('o1', 20, 100), { type: 'ClaimGift', giftId: 'g1', giftType: 'point', title: 'G', value: 1, episodeId: null, offerEndsAt: at(9), grantExpiresAt: at(30), at: at(8) })];
      expect(given(history).packs).toEqual({});
      expect(() => when(history, refund(8))).toThrow(expect.objectContaining({ code: 'WALLET.REFUND_REFUSED' }));
    });
    it('refuses a second refund', () => {
      const history = [...pack('o1', 20, 0), ...when(pack('o1', 20, 0), refund(1))];
      expect(() => when(history, refund(2))).toThrow(expect.objectContaining({ code: 'WALLET.REFUND_REFUSED' }));
    });
  });

  describe('unlock-all withdrawal', () => {
    const history = (): WalletEvent[] => {
      const h = pack('o1', 10, 10, 0, 0, 30);
      return [...h, ...when(h, { type: 'UnlockAllEpisodes', unlockId: 'u1', comicId: 'c1', episodes: [{ episodeId: 'e1', price: 5 }, { episodeId: 'e2', price: 5 }, { episodeId: 'e3', price: 5 }], owned: [], at: at(1) })];
    };
    const withdraw = (opened: string[], day = 2): WalletCommand => ({ type: 'WithdrawUnlockAll', unlockId: 'u1', openedEpisodeIds: opened, reason: 'asked', at: at(day) });
    it('gives back the price of the episodes not opened, paid coins first, and relocks them', () => {
      const [e] = when(history(), withdraw(['e1']));
      expect(e.data).toMatchObject({ episodeIds: ['e2', 'e3'], total: 10, refund: [{ source: 'paid', lotId: 'o1:paid', amount: 5 }, { source: 'bonus', lotId: 'o1:bonus', amount: 5 }] });
      const s = given([...history(), e]);
      expect(balanceOf(s, at(2))).toMatchObject({ coin: 10, bonusCoin: 5 });
      expect(s.unlocks.u1!.withdrawn).toEqual(['e2', 'e3']);
    });
    it('refuses when every episode was opened', () => {
      expect(() => when(history(), withdraw(['e1', 'e2', 'e3']))).toThrow(expect.objectContaining({ code: 'WALLET.WITHDRAWAL_REFUSED' }));
    });
    it('refuses after 7 days', () => {
      expect(() => when(history(), withdraw([], 9))).toThrow(expect.objectContaining({ code: 'WALLET.WITHDRAWAL_REFUSED' }));
    });
  });

  describe('bounded state', () => {
    it('drops emptied paid lots, expired lots, packs that can no longer be refunded and closed withdrawal windows as events fold', () => {
      let s = given([]);
      const apply = (c: WalletCommand) => { s = fold(d, s, d.decide(c, s)); };
      for (let i = 0; i < 300; i++) {
        apply({ type: 'CreditCoinPack', orderId: `o${i}`, packId: 'p', packName: 'P', coin: 2, bonusCoin: 1, point: 0, price: 1, currency: 'usd', method: 'm', promoId: null, bonusExpiresAt: at(i + 1), pointExpiresAt: at(i + 1), at: at(i) });
        apply(buy(`e${i}`, 3, i));
        apply({ type: 'ExpireLot', lotId: `o${i}:bonus`, at: at(i + 2) });
      }
      expect(s.paidLots).toHaveLength(0);
      // Only the newest bonus lot (empty, not yet past its expiry at the last event) is still held.
      expect(s.lots.map((l) => l.lotId)).toEqual(['o299:bonus']);
      expect(s.packs).toEqual({}); // every pack was touched
      expect(JSON.stringify(s).length).toBeLessThan(1_000); // 900 events: nothing in it grows with them
    });

    it('gives coins back to a paid lot that was emptied meanwhile', () => {
      const h = pack('o1', 10, 0);
      const u = when(h, { type: 'UnlockAllEpisodes', unlockId: 'u1', comicId: 'c1', episodes: [{ episodeId: 'e1', price: 5 }, { episodeId: 'e2', price: 5 }], owned: [], at: at(1) });
      const s0 = given([...h, ...u]);
      expect(s0.paidLots).toHaveLength(0);
      const w = d.decide({ type: 'WithdrawUnlockAll', unlockId: 'u1', openedEpisodeIds: ['e1'], reason: 'r', at: at(2) }, s0);
      expect(balanceOf(given([...h, ...u, ...w]))).toMatchObject({ coin: 5 });
    });
  });

  it('the sum of any history equals the balance (never negative)', () => {
    let s = given([]);
    const events: WalletEvent[] = [];
    const apply = (c: WalletCommand) => { try { const es = d.decide(c, s); events.push(...es); s = fold(d, s, es); } catch { /* refused: nothing moves */ } };
    for (let i = 0; i < 200; i++) {
      const r = (i * 7919) % 13;
      if (r < 3) apply({ type: 'CreditCoinPack', orderId: `o${i}`, packId: 'p', packName: 'P', coin: r * 5, bonusCoin: r * 3, point: r, price: 1, currency: 'usd', method: 'sandbox', promoId: null, bonusExpiresAt: at(i / 10 + 3), pointExpiresAt: at(i / 10 + 30), at: at(i / 10) });
      else if (r < 9) apply(buy(`e${i}`, (r % 4) + 1, i / 10));
      else apply({ type: 'ExpireLot', lotId: `o${i - r}:bonus`, at: at(i / 10) });
      const b = balanceOf(s);
      expect(Math.min(b.coin, b.bonusCoin, b.point)).toBeGreaterThanOrEqual(0);
    }
    const credited = events.reduce((n, e) => n + (e.type === 'CoinPackPurchased' ? e.data.coin + e.data.bonusCoin : 0), 0);
    const spent = events.reduce((n, e) => n + (e.type === 'EpisodePurchased' ? e.data.price : 0), 0);
    const expired = events.reduce((n, e) => n + (e.type === 'LotExpired' && e.data.kind === 'bonus' ? e.data.amount : 0), 0);
    const b = balanceOf(s);
    expect(b.coin + b.bonusCoin).toBe(credited - spent - expired);
  });
});
