import { createHash } from 'node:crypto';
import type { Decider } from '../../platform/event-store/decider.js';
import { validationError } from '../../platform/errors/domain-error.js';
import type { WalletCommand, WalletFacts } from './wallet.commands.js';
import type { Draw, WalletEvent } from './wallet.events.js';
import { WALLET_STREAM_TYPE } from './wallet.events.js';
import {
  GiftAlreadyClaimedError,
  GiftExpiredError,
  InsufficientCoinsError,
  RefundRefusedError,
  RentalPassUnavailableError,
  WithdrawalRefusedError,
} from './wallet.errors.js';
import { balanceOf, initialWalletState, planRefund, planSpend, type WalletState } from './wallet.state.js';

/** Refund of a coin pack and withdrawal of an unlock-all: within 7 days (docs/product.md). */
export const REFUND_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const within = (from: string, at: string, ms: number) => Date.parse(at) - Date.parse(from) <= ms;
/** Whether `at` is still inside the 7-day refund and withdrawal window opened at `from`. */
export const withinRefundWindow = (from: string, at: string) => within(from, at, REFUND_WINDOW_MS);
const isCount = (n: number) => Number.isSafeInteger(n) && n >= 0;

/**
 * The event id of an order's credit, derived from the order id: the state keeps a pack only while
 * it can be refunded, so a second credit of an older order is refused by the log itself (event
 * ids are unique), however long ago the first was.
 */
export function creditEventId(orderId: string): string {
  const h = createHash('sha256').update(`wallet:CoinPackPurchased:${orderId}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 3) | 8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function spend(state: WalletState, price: number, at: string): Draw[] {
  const draws = planSpend(state, price, at);
  if (!draws) {
    const b = balanceOf(state, at);
    throw new InsufficientCoinsError(price, b.coin + b.bonusCoin);
  }
  return draws;
}

/** The ownership facts a command about episodes is decided with (read under the wallet's lock). */
function ownership(c: WalletCommand, facts: WalletFacts | undefined): ReadonlySet<string> {
  if (!facts) throw new Error(`${c.type} is decided with the wallet's ownership facts`);
  return facts.owned;
}

function decide(c: WalletCommand, s: WalletState, facts?: WalletFacts): WalletEvent[] {
  switch (c.type) {
    case 'CreditCoinPack': {
      if (s.packs[c.orderId]) return []; // the order was already credited
      if (![c.coin, c.bonusCoin, c.point].every(isCount)) throw validationError('Coin pack amounts must be whole numbers');
      return [
        {
          type: 'CoinPackPurchased',
          id: creditEventId(c.orderId),
          data: {
            orderId: c.orderId,
            packId: c.packId,
            packName: c.packName,
            coin: c.coin,
            bonusCoin: c.bonusCoin,
            point: c.point,
            price: c.price,
            currency: c.currency,
            method: c.method,
            promoId: c.promoId,
            paidLotId: `${c.orderId}:paid`,
            bonusLotId: c.bonusCoin > 0 ? `${c.orderId}:bonus` : null,
            pointLotId: c.point > 0 ? `${c.orderId}:point` : null,
            bonusExpiresAt: c.bonusCoin > 0 ? c.bonusExpiresAt : null,
            pointExpiresAt: c.point > 0 ? c.pointExpiresAt : null,
            at: c.at,
          },
        },
      ];
    }
    case 'PurchaseEpisode': {
      if (ownership(c, facts).has(c.episodeId)) return []; // owned already: no second charge
      if (!Number.isSafeInteger(c.price) || c.price <= 0) throw validationError('This episode is not sold for coins');
      return [
        {
          type: 'EpisodePurchased',
          data: { episodeId: c.episodeId, comicId: c.comicId, price: c.price, draws: spend(s, c.price, c.at), at: c.at },
        },
      ];
    }
    case 'UnlockAllEpisodes': {
      if (s.unlocks[c.unlockId]) return [];
      const seen = new Set<string>(ownership(c, facts));
      const episodes = c.episodes.filter((e) => !seen.has(e.episodeId) && seen.add(e.episodeId));
      if (episodes.some((e) => !Number.isSafeInteger(e.price) || e.price <= 0)) throw validationError('Only coin episodes can be unlocked');
      if (episodes.length === 0) return []; // nothing left to unlock: a no-op, nothing charged
      const total = episodes.reduce((n, e) => n + e.price, 0);
      return [
        {
          type: 'AllEpisodesUnlocked',
          data: { unlockId: c.unlockId, comicId: c.comicId, episodes, total, draws: spend(s, total, c.at), at: c.at },
        },
      ];
    }
    case 'ClaimGift': {
      if (s.gifts[c.giftId]) throw new GiftAlreadyClaimedError();
      if (c.offerEndsAt < c.at) throw new GiftExpiredError();
      if (!isCount(c.value)) throw validationError('Gift value must be a whole number');
      if (c.giftType === 'rental' && !c.episodeId) throw validationError('A rental gift names its episode');
      return [
        {
          type: 'GiftClaimed',
          data: {
            giftId: c.giftId,
            giftType: c.giftType,
            title: c.title,
            value: c.value,
            lotId: c.giftType === 'rental' ? null : `gift:${c.giftId}`,
            passId: c.giftType === 'rental' ? `pass:${c.giftId}` : null,
            episodeId: c.giftType === 'rental' ? c.episodeId : null,
            expiresAt: c.grantExpiresAt,
            at: c.at,
          },
        },
      ];
    }
    case 'UseRentalPass': {
      if (ownership(c, facts).has(c.episodeId)) return [];
      const passes = s.passes.filter((p) => p.episodeId === c.episodeId && !p.expired && p.expiresAt > c.at);
      if (passes.length === 0) throw new RentalPassUnavailableError();
      if (passes.some((p) => p.usedAt)) return []; // in use already: reading again costs nothing
      const pass = passes.sort((a, b) => (a.expiresAt < b.expiresAt ? -1 : 1))[0];
      return [{ type: 'RentalPassUsed', data: { passId: pass.passId, episodeId: c.episodeId, at: c.at } }];
    }
    case 'ExpireLot': {
      const lot = s.lots.find((l) => l.lotId === c.lotId);
      if (!lot || lot.expired || lot.expiresAt > c.at || lot.remaining === 0) return [];
      return [{ type: 'LotExpired', data: { lotId: lot.lotId, kind: lot.kind, amount: lot.remaining, at: c.at } }];
    }
    case 'ExpireRentalPass': {
      const pass = s.passes.find((p) => p.passId === c.passId);
      if (!pass || pass.expired || pass.expiresAt > c.at) return [];
      return [{ type: 'RentalPassExpired', data: { passId: pass.passId, episodeId: pass.episodeId, at: c.at } }];
    }
    case 'RefundCoinPack': {
      const pack = s.packs[c.orderId];
      // A pack leaves the state once refunded, once any of its coins or bonus coins is spent, and
      // (at the next event) 7 days after it was bought; an unknown order gets the same answer.
      if (!pack)
        throw new RefundRefusedError(
          'No refundable purchase with this order: bundles are refundable only if no coins or bonus coins were spent, within 7 days, once',
        );
      if (!within(pack.at, c.at, REFUND_WINDOW_MS)) throw new RefundRefusedError('Bundles are refundable within 7 days only');
      const paid = s.paidLots.find((l) => l.lotId === pack.paidLotId);
      const bonus = s.lots.find((l) => l.lotId === pack.bonusLotId);
      const point = s.lots.find((l) => l.lotId === pack.pointLotId);
      return [
        {
          type: 'CoinPackRefunded',
          data: {
            orderId: pack.orderId,
            coin: paid?.remaining ?? 0,
            bonusCoin: bonus && !bonus.expired ? bonus.remaining : 0,
            point: point && !point.expired ? point.remaining : 0,
            price: pack.price,
            reason: c.reason,
            at: c.at,
          },
        },
      ];
    }
    case 'WithdrawUnlockAll': {
      const unlock = s.unlocks[c.unlockId];
      if (!unlock) throw new WithdrawalRefusedError('No unlock-all with this id within its 7-day withdrawal window');
      if (!within(unlock.at, c.at, REFUND_WINDOW_MS))
        throw new WithdrawalRefusedError('A withdrawal is possible within 7 days after purchase only');
      const opened = new Set(c.openedEpisodeIds);
      const withdrawable = unlock.episodes.filter((e) => !opened.has(e.episodeId) && !unlock.withdrawn.includes(e.episodeId));
      if (withdrawable.length === 0) throw new WithdrawalRefusedError('Every episode of this purchase was opened or withdrawn already');
      const total = withdrawable.reduce((n, e) => n + e.price, 0);
      const alreadyBack = unlock.episodes.filter((e) => unlock.withdrawn.includes(e.episodeId)).reduce((n, e) => n + e.price, 0);
      // Earlier withdrawals of this unlock gave back its last draws first; continue from there.
      const remainingDraws = trimDraws(unlock.draws, alreadyBack);
      const { refund } = planRefund(s, remainingDraws, total, c.at);
      return [
        {
          type: 'UnlockAllWithdrawn',
          data: {
            unlockId: unlock.unlockId,
            comicId: unlock.comicId,
            episodeIds: withdrawable.map((e) => e.episodeId),
            refund,
            total,
            reason: c.reason,
            at: c.at,
          },
        },
      ];
    }
  }
}

/** The draws left after `amount` was already given back from their end. */
function trimDraws(draws: Draw[], amount: number): Draw[] {
  const out = draws.map((d) => ({ ...d }));
  let left = amount;
  for (let i = out.length - 1; i >= 0 && left > 0; i--) {
    const take = Math.min(out[i].amount, left);
    out[i].amount -= take;
    left -= take;
  }
  return out.filter((d) => d.amount > 0);
}

/** The pack a lot came from (paid and pack bonus lots are named `<orderId>:paid|bonus`). */
const packOfLot = (lotId: string) => lotId.replace(/:(paid|bonus)$/, '');

const withoutKey = <T>(record: Record<string, T>, key: string): Record<string, T> => {
  if (!(key in record)) return record;
  const { [key]: _gone, ...rest } = record;
  return rest;
};

/** Moves coins out of (spend) or back into (refund) the lots the draws name. */
function applyDraws(s: WalletState, draws: Draw[], sign: 1 | -1, at: string): WalletState {
  let { paidLots, lots, packs } = s;
  for (const d of draws) {
    const move = <L extends { lotId: string; remaining: number; spent: number }>(l: L): L =>
      l.lotId === d.lotId ? { ...l, remaining: l.remaining - sign * d.amount, spent: l.spent + sign * d.amount } : l;
    if (d.source === 'paid') {
      if (paidLots.some((l) => l.lotId === d.lotId)) paidLots = paidLots.map(move);
      else if (sign === -1) {
        // Coins given back to a paid lot no longer in the state (emptied): it comes back, last in line.
        paidLots = [
          ...paidLots,
          { lotId: d.lotId, orderId: d.lotId.replace(/:paid$/, ''), amount: d.amount, remaining: d.amount, spent: 0, at },
        ];
      }
    } else lots = lots.map(move);
    if (sign === 1) packs = withoutKey(packs, packOfLot(d.lotId)); // spent from: never refundable again
  }
  return { ...s, paidLots, lots, packs };
}

/** The state after one event; the given state is left as it was. */
function evolve(s: WalletState, e: WalletEvent): WalletState {
  switch (e.type) {
    case 'CoinPackPurchased': {
      const d = e.data;
      const fromPack = { kind: 'pack' as const, id: d.orderId };
      const expiring = [
        ...(d.bonusLotId && d.bonusExpiresAt
          ? [{ lotId: d.bonusLotId, kind: 'bonus' as const, amount: d.bonusCoin, expiresAt: d.bonusExpiresAt }]
          : []),
        ...(d.pointLotId && d.pointExpiresAt
          ? [{ lotId: d.pointLotId, kind: 'point' as const, amount: d.point, expiresAt: d.pointExpiresAt }]
          : []),
      ].map((l) => ({ ...l, remaining: l.amount, spent: 0, expired: false, source: fromPack }));
      return {
        ...s,
        packs: {
          ...s.packs,
          [d.orderId]: {
            orderId: d.orderId,
            packId: d.packId,
            coin: d.coin,
            bonusCoin: d.bonusCoin,
            point: d.point,
            price: d.price,
            paidLotId: d.paidLotId,
            bonusLotId: d.bonusLotId,
            pointLotId: d.pointLotId,
            at: d.at,
          },
        },
        paidLots: [...s.paidLots, { lotId: d.paidLotId, orderId: d.orderId, amount: d.coin, remaining: d.coin, spent: 0, at: d.at }],
        lots: [...s.lots, ...expiring],
      };
    }
    case 'EpisodePurchased':
      return applyDraws(s, e.data.draws, 1, e.data.at);
    case 'AllEpisodesUnlocked': {
      const d = e.data;
      const spent = applyDraws(s, d.draws, 1, d.at);
      const unlock = { unlockId: d.unlockId, comicId: d.comicId, episodes: d.episodes, draws: d.draws, at: d.at, withdrawn: [] };
      return { ...spent, unlocks: { ...spent.unlocks, [d.unlockId]: unlock } };
    }
    case 'GiftClaimed': {
      const d = e.data;
      const gifts = { ...s.gifts, [d.giftId]: d.at };
      if (d.giftType === 'rental' && d.passId && d.episodeId) {
        const pass = { passId: d.passId, giftId: d.giftId, episodeId: d.episodeId, expiresAt: d.expiresAt, usedAt: null, expired: false };
        return { ...s, gifts, passes: [...s.passes, pass] };
      }
      if (!d.lotId) return { ...s, gifts };
      const lot = {
        lotId: d.lotId,
        kind: d.giftType === 'coin' ? ('bonus' as const) : ('point' as const),
        amount: d.value,
        remaining: d.value,
        spent: 0,
        expiresAt: d.expiresAt,
        expired: false,
        source: { kind: 'gift' as const, id: d.giftId },
      };
      return { ...s, gifts, lots: [...s.lots, lot] };
    }
    case 'RentalPassUsed':
      return { ...s, passes: s.passes.map((p) => (p.passId === e.data.passId ? { ...p, usedAt: e.data.at } : p)) };
    case 'LotExpired':
      // An expired lot is gone for good (a refund into it is forfeited, see planRefund).
      return { ...s, lots: s.lots.filter((l) => l.lotId !== e.data.lotId) };
    case 'RentalPassExpired':
      return { ...s, passes: s.passes.filter((p) => p.passId !== e.data.passId) };
    case 'CoinPackRefunded': {
      const pack = s.packs[e.data.orderId];
      if (!pack) return s;
      const taken = new Map([
        [pack.bonusLotId, e.data.bonusCoin],
        [pack.pointLotId, e.data.point],
      ]);
      return {
        ...s,
        packs: withoutKey(s.packs, pack.orderId), // refunded once, never again
        paidLots: s.paidLots.map((l) => (l.lotId === pack.paidLotId ? { ...l, remaining: l.remaining - e.data.coin } : l)),
        lots: s.lots.map((l) => (taken.has(l.lotId) ? { ...l, remaining: l.remaining - taken.get(l.lotId)!, expired: true } : l)),
      };
    }
    case 'UnlockAllWithdrawn': {
      const back = applyDraws(s, e.data.refund, -1, e.data.at);
      const unlock = back.unlocks[e.data.unlockId];
      if (!unlock) return back;
      return {
        ...back,
        unlocks: { ...back.unlocks, [unlock.unlockId]: { ...unlock, withdrawn: [...unlock.withdrawn, ...e.data.episodeIds] } },
      };
    }
  }
}

/** The wallet of one reader (stream `wallet-<userId>`); its load policy is the stream's (wallet.stream.ts). */
export const walletDecider: Decider<WalletCommand, WalletEvent, WalletState, WalletFacts | undefined> = {
  streamType: WALLET_STREAM_TYPE,
  initialState: initialWalletState,
  evolve,
  decide,
};
