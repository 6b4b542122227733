import { fold } from '../../platform/event-store/decider.js';
import { deciderSpec } from '../../platform/testing/decider-spec.js';
import type { WalletCommand, WalletFacts } from './wallet.commands.js';
import { compactWallet } from './wallet.compaction.js';
import { creditEventId, walletDecider as d } from './wallet.decider.js';
import type { Draw, WalletEvent } from './wallet.events.js';
import { balanceOf } from './wallet.state.js';

/** Nothing owned, unless a test says otherwise: the ownership facts read under the wallet lock. */
const NOTHING_OWNED: WalletFacts = { owned: new Set() };
const owning = (...episodeIds: string[]): WalletFacts => ({ owned: new Set(episodeIds) });
/** Decided on the state the wallet stream loads: folded with its compaction. */
const policy = { compact: compactWallet };
const spec = deciderSpec(d, { ...policy, facts: NOTHING_OWNED });
const T0 = '2026-03-01T00:00:00.000Z';
const at = (days: number, hours = 0) => new Date(Date.parse(T0) + days * 86_400_000 + hours * 3_600_000).toISOString();

const stateAfter = (events: WalletEvent[]) => fold(d, d.initialState(), events, policy);
/** The history, and the events of `c` decided on it (to set up a test; the test's own step asserts with `then`). */
const after = (events: WalletEvent[], c: WalletCommand): WalletEvent[] => [...events, ...d.decide(c, stateAfter(events), NOTHING_OWNED)];

/** Buying a pack (coin paid coins, bonus bonus coins expiring after bonusDays). */
const credit = (orderId: string, coin: number, bonus: number, point = 0, day = 0, bonusDays = 30): WalletCommand => ({
  type: 'CreditCoinPack',
  orderId,
  packId: `pack-${orderId}`,
  packName: 'Pack',
  coin,
  bonusCoin: bonus,
  point,
  price: 4.99,
  currency: 'usd',
  method: 'sandbox',
  promoId: null,
  bonusExpiresAt: at(day + bonusDays),
  pointExpiresAt: at(day + 30),
  at: at(day),
});
/** The events of buying a pack on a new wallet. */
const pack = (...args: Parameters<typeof credit>): WalletEvent[] => after([], credit(...args));
/** What the wallet owns is a fact read under the wallet lock: nothing here, set with `when(command, owning(…))`. */
const buy = (episodeId: string, price: number, day = 1): WalletCommand => ({
  type: 'PurchaseEpisode',
  episodeId,
  comicId: 'c1',
  price,
  at: at(day),
});
const purchased = (episodeId: string, price: number, draws: Draw[], day = 1): WalletEvent => ({
  type: 'EpisodePurchased',
  data: { episodeId, comicId: 'c1', price, draws, at: at(day) },
});

describe('wallet decider', () => {
  describe('coin packs', () => {
    it('credits paid coins, a bonus lot and a point lot', () => {
      const events = spec
        .given([])
        .when(credit('o1', 20, 100, 100))
        .then([
          {
            type: 'CoinPackPurchased',
            id: creditEventId('o1'),
            data: {
              orderId: 'o1',
              packId: 'pack-o1',
              packName: 'Pack',
              coin: 20,
              bonusCoin: 100,
              point: 100,
              price: 4.99,
              currency: 'usd',
              method: 'sandbox',
              promoId: null,
              paidLotId: 'o1:paid',
              bonusLotId: 'o1:bonus',
              pointLotId: 'o1:point',
              bonusExpiresAt: at(30),
              pointExpiresAt: at(30),
              at: at(0),
            },
          },
        ]);
      expect(balanceOf(stateAfter(events), at(1))).toEqual({ coin: 20, bonusCoin: 100, point: 100, freeRental: 0 });
    });
    it('credits an order once however often it is settled', () => {
      spec
        .given(pack('o1', 20, 0))
        .when(credit('o1', 20, 0))
        .then([]);
    });
    it('names the credit after the order, so the log refuses a second one once the pack has left the state', () => {
      spec
        .given([])
        .when(credit('o1', 20, 0))
        .then([
          {
            type: 'CoinPackPurchased',
            id: creditEventId('o1'),
            data: {
              orderId: 'o1',
              packId: 'pack-o1',
              packName: 'Pack',
              coin: 20,
              bonusCoin: 0,
              point: 0,
              price: 4.99,
              currency: 'usd',
              method: 'sandbox',
              promoId: null,
              paidLotId: 'o1:paid',
              bonusLotId: null,
              pointLotId: null,
              bonusExpiresAt: null,
              pointExpiresAt: null,
              at: at(0),
            },
          },
        ]);
      expect(creditEventId('o1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      expect(creditEventId('o2')).not.toBe(creditEventId('o1'));
    });
  });

  describe('spending', () => {
    it('draws bonus lots by earliest expiry first, then paid coins, and records the split', () => {
      const history = [...pack('o1', 10, 5, 0, 0, 20), ...pack('o2', 10, 5, 0, 0, 10)];
      const events = spec
        .given(history)
        .when(buy('e1', 12))
        .then([
          purchased('e1', 12, [
            { source: 'bonus', lotId: 'o2:bonus', amount: 5 },
            { source: 'bonus', lotId: 'o1:bonus', amount: 5 },
            { source: 'paid', lotId: 'o1:paid', amount: 2 },
          ]),
        ]);
      expect(balanceOf(stateAfter([...history, ...events]), at(1))).toMatchObject({ coin: 18, bonusCoin: 0 });
    });
    it('skips bonus lots that have expired by the time of the purchase', () => {
      spec
        .given(pack('o1', 10, 5, 0, 0, 1))
        .when(buy('e1', 3, 2))
        .then([purchased('e1', 3, [{ source: 'paid', lotId: 'o1:paid', amount: 3 }], 2)]);
    });
    it('refuses a purchase the balance cannot cover and moves nothing', () => {
      spec
        .given(pack('o1', 2, 2))
        .when(buy('e1', 5))
        .thenThrows('WALLET.INSUFFICIENT_COINS', { message: 'Insufficient coin Please buy coin for purchasing this item' });
    });
    it('charges an owned episode nothing (ownership is a fact read under the wallet lock)', () => {
      const history = after(pack('o1', 10, 0), buy('e1', 3));
      spec.given(history).when(buy('e1', 3), owning('e1')).then([]);
    });
    it('refuses a zero or fractional price', () => {
      spec
        .given(pack('o1', 10, 0))
        .when(buy('e1', 0))
        .thenThrows('VALIDATION');
      spec
        .given(pack('o1', 10, 0))
        .when(buy('e1', 1.5))
        .thenThrows('VALIDATION');
    });
  });

  describe('unlock all', () => {
    const unlock = (episodes: Array<[string, number]>, day = 1): WalletCommand => ({
      type: 'UnlockAllEpisodes',
      unlockId: 'u1',
      comicId: 'c1',
      episodes: episodes.map(([episodeId, price]) => ({ episodeId, price })),
      at: at(day),
    });
    it('charges only the coin episodes not yet purchased', () => {
      const history = after(pack('o1', 20, 0), buy('e1', 3));
      spec
        .given(history)
        .when(
          unlock([
            ['e1', 3],
            ['e2', 3],
            ['e3', 4],
          ]),
          owning('e1'),
        )
        .then([
          {
            type: 'AllEpisodesUnlocked',
            data: {
              unlockId: 'u1',
              comicId: 'c1',
              episodes: [
                { episodeId: 'e2', price: 3 },
                { episodeId: 'e3', price: 4 },
              ],
              total: 7,
              draws: [{ source: 'paid', lotId: 'o1:paid', amount: 7 }],
              at: at(1),
            },
          },
        ]);
    });
    it('is a no-op when nothing is left to unlock', () => {
      const history = after(pack('o1', 20, 0), buy('e1', 3));
      spec
        .given(history)
        .when(unlock([['e1', 3]]), owning('e1'))
        .then([]);
    });
    it('refuses when the summed price is not covered', () => {
      spec
        .given(pack('o1', 5, 0))
        .when(
          unlock([
            ['e1', 3],
            ['e2', 3],
          ]),
        )
        .thenThrows('WALLET.INSUFFICIENT_COINS');
    });
  });

  describe('gifts and rental passes', () => {
    type GiftType = 'rental' | 'coin' | 'point';
    const claim = (giftType: GiftType, day = 0, offerEnds = 10, episodeId: string | null = 'e9'): WalletCommand => ({
      type: 'ClaimGift',
      giftId: `g-${giftType}`,
      giftType,
      title: 'Gift',
      value: 30,
      episodeId,
      offerEndsAt: at(offerEnds),
      grantExpiresAt: at(day + 7),
      at: at(day),
    });
    /** The event of claim(giftType) on day 0, granting a lot or a pass. */
    type Grant = { lotId: string; passId?: never; episodeId?: never } | { lotId?: never; passId: string; episodeId: string };
    const claimed = (giftType: GiftType, grant: Grant): WalletEvent => ({
      type: 'GiftClaimed',
      data: {
        giftId: `g-${giftType}`,
        giftType,
        title: 'Gift',
        value: 30,
        lotId: grant.lotId ?? null,
        passId: grant.passId ?? null,
        episodeId: grant.episodeId ?? null,
        expiresAt: at(7),
        at: at(0),
      },
    });
    const rentalClaimed = claimed('rental', { passId: 'pass:g-rental', episodeId: 'e9' });
    const usePass = (episodeId: string, day: number): WalletCommand => ({ type: 'UseRentalPass', episodeId, at: at(day) });
    const expirePass = (day: number): WalletCommand => ({ type: 'ExpireRentalPass', passId: 'pass:g-rental', at: at(day) });
    it('a coin gift opens a bonus lot, a point gift a point lot, a rental gift a pass', () => {
      const coin = spec
        .given([])
        .when(claim('coin'))
        .then([claimed('coin', { lotId: 'gift:g-coin' })]);
      const point = spec
        .given(coin)
        .when(claim('point'))
        .then([claimed('point', { lotId: 'gift:g-point' })]);
      const rental = spec
        .given([...coin, ...point])
        .when(claim('rental'))
        .then([rentalClaimed]);
      expect(balanceOf(stateAfter([...coin, ...point, ...rental]), at(1))).toEqual({ coin: 0, bonusCoin: 30, point: 30, freeRental: 1 });
    });
    it('cannot be claimed twice', () => {
      spec
        .given([claimed('coin', { lotId: 'gift:g-coin' })])
        .when(claim('coin'))
        .thenThrows('WALLET.GIFT_ALREADY_CLAIMED');
    });
    it('cannot be claimed after its offer ended', () => {
      spec
        .given([])
        .when(claim('coin', 11, 10))
        .thenThrows('GIFT.EXPIRED');
    });
    it('a rental pass opens only its own episode, only before it expires', () => {
      const history = [rentalClaimed];
      spec
        .given(history)
        .when(usePass('e9', 1))
        .then([{ type: 'RentalPassUsed', data: { passId: 'pass:g-rental', episodeId: 'e9', at: at(1) } }]);
      spec.given(history).when(usePass('other', 1)).thenThrows('WALLET.NO_RENTAL_PASS');
      spec.given(history).when(usePass('e9', 8)).thenThrows('WALLET.NO_RENTAL_PASS');
      spec.given(history).when(usePass('e9', 1), owning('e9')).then([]); // bought: no pass needed
    });
    it('a rental pass expires by event', () => {
      const history = [rentalClaimed];
      spec.given(history).when(expirePass(6)).then([]);
      const expired = spec
        .given(history)
        .when(expirePass(7))
        .then([{ type: 'RentalPassExpired', data: { passId: 'pass:g-rental', episodeId: 'e9', at: at(7) } }]);
      expect(balanceOf(stateAfter([...history, ...expired])).freeRental).toBe(0);
    });
  });

  describe('expiry', () => {
    it('expires only the unspent remainder of a lot, once', () => {
      const expire = (day: number): WalletCommand => ({ type: 'ExpireLot', lotId: 'o1:bonus', at: at(day) });
      const history = after(pack('o1', 0, 10, 0, 0, 5), buy('e1', 4));
      spec.given(history).when(expire(4)).then([]);
      const expired = spec
        .given(history)
        .when(expire(5))
        .then([{ type: 'LotExpired', data: { lotId: 'o1:bonus', kind: 'bonus', amount: 6, at: at(5) } }]);
      expect(balanceOf(stateAfter([...history, ...expired])).bonusCoin).toBe(0);
      spec
        .given([...history, ...expired])
        .when(expire(6))
        .then([]);
    });
  });

  describe('refunds', () => {
    const refund = (day: number): WalletCommand => ({ type: 'RefundCoinPack', orderId: 'o1', reason: 'asked', at: at(day) });
    it('refunds an untouched pack within 7 days, taking its coins back', () => {
      const history = pack('o1', 20, 100, 100);
      const events = spec
        .given(history)
        .when(refund(6))
        .then([
          {
            type: 'CoinPackRefunded',
            data: { orderId: 'o1', coin: 20, bonusCoin: 100, point: 100, price: 4.99, reason: 'asked', at: at(6) },
          },
        ]);
      expect(balanceOf(stateAfter([...history, ...events]), at(6))).toEqual({ coin: 0, bonusCoin: 0, point: 0, freeRental: 0 });
    });
    it('refuses after 7 days', () => {
      spec
        .given(pack('o1', 20, 100))
        .when(refund(8))
        .thenThrows('WALLET.REFUND_REFUSED');
    });
    it('refuses once any of its coins or bonus coins were spent', () => {
      spec
        .given(after(pack('o1', 20, 100), buy('e1', 1)))
        .when(refund(2))
        .thenThrows('WALLET.REFUND_REFUSED');
    });
    it('refuses once the pack has left the state (8 days on)', () => {
      const history = after(pack('o1', 20, 100), {
        type: 'ClaimGift',
        giftId: 'g1',
        giftType: 'point',
        title: 'G',
        value: 1,
        episodeId: null,
        offerEndsAt: at(9),
        grantExpiresAt: at(30),
        at: at(8),
      });
      expect(stateAfter(history).packs).toEqual({});
      spec.given(history).when(refund(8)).thenThrows('WALLET.REFUND_REFUSED');
    });
    it('refuses a second refund', () => {
      spec
        .given(after(pack('o1', 20, 0), refund(1)))
        .when(refund(2))
        .thenThrows('WALLET.REFUND_REFUSED');
    });
  });

  describe('unlock-all withdrawal', () => {
    const unlocked = () =>
      after(pack('o1', 10, 10, 0, 0, 30), {
        type: 'UnlockAllEpisodes',
        unlockId: 'u1',
        comicId: 'c1',
        episodes: [
          { episodeId: 'e1', price: 5 },
          { episodeId: 'e2', price: 5 },
          { episodeId: 'e3', price: 5 },
        ],
        at: at(1),
      });
    const withdraw = (opened: string[], day = 2): WalletCommand => ({
      type: 'WithdrawUnlockAll',
      unlockId: 'u1',
      openedEpisodeIds: opened,
      reason: 'asked',
      at: at(day),
    });
    it('gives back the price of the episodes not opened, paid coins first, and relocks them', () => {
      const history = unlocked();
      const events = spec
        .given(history)
        .when(withdraw(['e1']))
        .then([
          {
            type: 'UnlockAllWithdrawn',
            data: {
              unlockId: 'u1',
              comicId: 'c1',
              episodeIds: ['e2', 'e3'],
              refund: [
                { source: 'paid', lotId: 'o1:paid', amount: 5 },
                { source: 'bonus', lotId: 'o1:bonus', amount: 5 },
              ],
              total: 10,
              reason: 'asked',
              at: at(2),
            },
          },
        ]);
      const s = stateAfter([...history, ...events]);
      expect(balanceOf(s, at(2))).toMatchObject({ coin: 10, bonusCoin: 5 });
      expect(s.unlocks.u1!.withdrawn).toEqual(['e2', 'e3']);
    });
    it('refuses when every episode was opened', () => {
      spec
        .given(unlocked())
        .when(withdraw(['e1', 'e2', 'e3']))
        .thenThrows('WALLET.WITHDRAWAL_REFUSED');
    });
    it('refuses after 7 days', () => {
      spec.given(unlocked()).when(withdraw([], 9)).thenThrows('WALLET.WITHDRAWAL_REFUSED');
    });
  });

  describe('bounded state', () => {
    it('drops emptied paid lots, expired lots, packs that can no longer be refunded and closed withdrawal windows as events fold', () => {
      // 900 events folded one command at a time (refolding the history for each would be quadratic).
      let s = d.initialState();
      const apply = (c: WalletCommand) => {
        s = fold(d, s, d.decide(c, s, NOTHING_OWNED), policy);
      };
      for (let i = 0; i < 300; i++) {
        apply({
          type: 'CreditCoinPack',
          orderId: `o${i}`,
          packId: 'p',
          packName: 'P',
          coin: 2,
          bonusCoin: 1,
          point: 0,
          price: 1,
          currency: 'usd',
          method: 'm',
          promoId: null,
          bonusExpiresAt: at(i + 1),
          pointExpiresAt: at(i + 1),
          at: at(i),
        });
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
      const history = after(pack('o1', 10, 0), {
        type: 'UnlockAllEpisodes',
        unlockId: 'u1',
        comicId: 'c1',
        episodes: [
          { episodeId: 'e1', price: 5 },
          { episodeId: 'e2', price: 5 },
        ],
        at: at(1),
      });
      expect(stateAfter(history).paidLots).toHaveLength(0);
      const withdraw: WalletCommand = { type: 'WithdrawUnlockAll', unlockId: 'u1', openedEpisodeIds: ['e1'], reason: 'r', at: at(2) };
      const events = spec
        .given(history)
        .when(withdraw)
        .then([
          {
            type: 'UnlockAllWithdrawn',
            data: {
              unlockId: 'u1',
              comicId: 'c1',
              episodeIds: ['e2'],
              refund: [{ source: 'paid', lotId: 'o1:paid', amount: 5 }],
              total: 5,
              reason: 'r',
              at: at(2),
            },
          },
        ]);
      expect(balanceOf(stateAfter([...history, ...events]))).toMatchObject({ coin: 5 });
    });
  });

  it('the sum of any history equals the balance (never negative)', () => {
    // Random commands, some refused: no single given/when/then, so decided one at a time.
    let s = d.initialState();
    const events: WalletEvent[] = [];
    const apply = (c: WalletCommand) => {
      try {
        const es = d.decide(c, s, NOTHING_OWNED);
        events.push(...es);
        s = fold(d, s, es, policy);
      } catch {
        /* refused: nothing moves */
      }
    };
    for (let i = 0; i < 200; i++) {
      const r = (i * 7919) % 13;
      if (r < 3) {
        apply({
          type: 'CreditCoinPack',
          orderId: `o${i}`,
          packId: 'p',
          packName: 'P',
          coin: r * 5,
          bonusCoin: r * 3,
          point: r,
          price: 1,
          currency: 'usd',
          method: 'sandbox',
          promoId: null,
          bonusExpiresAt: at(i / 10 + 3),
          pointExpiresAt: at(i / 10 + 30),
          at: at(i / 10),
        });
      } else if (r < 9) apply(buy(`e${i}`, (r % 4) + 1, i / 10));
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
