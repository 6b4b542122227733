import { createHash } from 'node:crypto';
import type { Decider } from '../../platform/event-store/decider.js';
import { validationError } from '../../platform/errors/domain-error.js';
import type { WalletCommand } from './wallet.commands.js';
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

/** Refund of a coin pack and withdrawal of an unlock-all: within 7 days (spec §9). */
export const REFUND_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

const within = (from: string, at: string, ms: number) => Date.parse(at) - Date.parse(from) <= ms;
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

function decide(c: WalletCommand, s: WalletState): WalletEvent[] {
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
      if (c.owned) return []; // owned already: no second charge
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
      const seen = new Set<string>(c.owned);
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
      if (c.owned) return [];
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

/**
 * Drops packs bought more than 7 days before `at`. Packs are kept in the order they were bought,
 * so this stops at the first one still inside its window: one date comparison per event, not one
 * per pack (this runs for every event a load folds). A pack out of order only leaves later; the
 * refund checks its window itself.
 */
function dropClosedPacks(s: WalletState, at: string): void {
  for (const id in s.packs) {
    if (within(s.packs[id]!.at, at, REFUND_WINDOW_MS)) return;
    delete s.packs[id];
  }
}

/** Drops unlock-alls whose 7-day withdrawal window has closed by `at`. */
function pruneUnlocks(s: WalletState, at: string): void {
  for (const [id, u] of Object.entries(s.unlocks)) if (!within(u.at, at, REFUND_WINDOW_MS)) delete s.unlocks[id];
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
const packOfLot = (s: WalletState, lotId: string) => s.packs[lotId.replace(/:(paid|bonus)$/, '')];

function applyDraws(s: WalletState, draws: Draw[], sign: 1 | -1, at: string): void {
  for (const d of draws) {
    let lot: { remaining: number; spent: number } | undefined =
      d.source === 'paid' ? s.paidLots.find((l) => l.lotId === d.lotId) : s.lots.find((l) => l.lotId === d.lotId);
    if (!lot && d.source === 'paid' && sign === -1) {
      // Coins given back to a paid lot that was emptied (and dropped) meanwhile: it comes back.
      const paid = { lotId: d.lotId, orderId: d.lotId.replace(/:paid$/, ''), amount: d.amount, remaining: 0, spent: d.amount, at };
      s.paidLots.push(paid);
      lot = paid;
    }
    if (!lot) continue;
    lot.remaining -= sign * d.amount;
    lot.spent += sign * d.amount;
    const pack = sign === 1 ? packOfLot(s, d.lotId) : undefined;
    if (pack) delete s.packs[pack.orderId]; // spent from: never refundable again
  }
  // Empty paid lots are never drawn from again: drop them so the state stays small.
  if (sign === 1) s.paidLots = s.paidLots.filter((l) => l.remaining > 0);
}

/**
 * Folds one event into the state. It updates the given state in place and returns it: a wallet
 * with thousands of purchases must not be copied per event (architecture §2: deciding cost must
 * not grow with stream length). Callers own what they pass — the command executor starts from a
 * fresh initial state or a parsed snapshot, tests from `initialState()`.
 */
function evolve(s: WalletState, e: WalletEvent): WalletState {
  const next = apply(s, e);
  dropClosedPacks(next, e.data.at);
  // An empty bonus or point lot whose expiry has passed can receive nothing any more.
  if (next.lots.some((l) => l.remaining === 0 && l.expiresAt <= e.data.at)) {
    next.lots = next.lots.filter((l) => l.remaining > 0 || l.expiresAt > e.data.at);
  }
  return next;
}

function apply(s: WalletState, e: WalletEvent): WalletState {
  switch (e.type) {
    case 'CoinPackPurchased': {
      const d = e.data;
      s.packs[d.orderId] = {
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
      };
      s.paidLots.push({ lotId: d.paidLotId, orderId: d.orderId, amount: d.coin, remaining: d.coin, spent: 0, at: d.at });
      if (d.bonusLotId && d.bonusExpiresAt) {
        s.lots.push({
          lotId: d.bonusLotId,
          kind: 'bonus',
          amount: d.bonusCoin,
          remaining: d.bonusCoin,
          spent: 0,
          expiresAt: d.bonusExpiresAt,
          expired: false,
          source: { kind: 'pack', id: d.orderId },
        });
      }
      if (d.pointLotId && d.pointExpiresAt) {
        s.lots.push({
          lotId: d.pointLotId,
          kind: 'point',
          amount: d.point,
          remaining: d.point,
          spent: 0,
          expiresAt: d.pointExpiresAt,
          expired: false,
          source: { kind: 'pack', id: d.orderId },
        });
      }
      return s;
    }
    case 'EpisodePurchased':
      applyDraws(s, e.data.draws, 1, e.data.at);
      pruneUnlocks(s, e.data.at);
      return s;
    case 'AllEpisodesUnlocked':
      applyDraws(s, e.data.draws, 1, e.data.at);
      s.unlocks[e.data.unlockId] = {
        unlockId: e.data.unlockId,
        comicId: e.data.comicId,
        episodes: e.data.episodes,
        draws: e.data.draws,
        at: e.data.at,
        withdrawn: [],
      };
      pruneUnlocks(s, e.data.at);
      return s;
    case 'GiftClaimed': {
      const d = e.data;
      s.gifts[d.giftId] = d.at;
      if (d.giftType === 'rental' && d.passId && d.episodeId) {
        s.passes.push({ passId: d.passId, giftId: d.giftId, episodeId: d.episodeId, expiresAt: d.expiresAt, usedAt: null, expired: false });
      } else if (d.lotId) {
        s.lots.push({
          lotId: d.lotId,
          kind: d.giftType === 'coin' ? 'bonus' : 'point',
          amount: d.value,
          remaining: d.value,
          spent: 0,
          expiresAt: d.expiresAt,
          expired: false,
          source: { kind: 'gift', id: d.giftId },
        });
      }
      return s;
    }
    case 'RentalPassUsed': {
      const pass = s.passes.find((p) => p.passId === e.data.passId);
      if (pass) pass.usedAt = e.data.at;
      return s;
    }
    case 'LotExpired':
      // An expired lot is gone for good (a refund into it is forfeited, see planRefund).
      s.lots = s.lots.filter((l) => l.lotId !== e.data.lotId);
      return s;
    case 'RentalPassExpired':
      s.passes = s.passes.filter((p) => p.passId !== e.data.passId);
      return s;
    case 'CoinPackRefunded': {
      const pack = s.packs[e.data.orderId];
      if (!pack) return s;
      delete s.packs[pack.orderId]; // refunded once, never again
      const paid = s.paidLots.find((l) => l.lotId === pack.paidLotId);
      if (paid) paid.remaining -= e.data.coin;
      for (const [lotId, amount] of [
        [pack.bonusLotId, e.data.bonusCoin],
        [pack.pointLotId, e.data.point],
      ] as const) {
        const lot = s.lots.find((l) => l.lotId === lotId);
        if (lot) {
          lot.remaining -= amount;
          lot.expired = true;
        }
      }
      return s;
    }
    case 'UnlockAllWithdrawn': {
      applyDraws(s, e.data.refund, -1, e.data.at);
      const unlock = s.unlocks[e.data.unlockId];
      if (unlock) unlock.withdrawn.push(...e.data.episodeIds);
      return s;
    }
  }
}

/** The wallet of one reader (stream `wallet-<userId>`). */
export const walletDecider: Decider<WalletCommand, WalletEvent, WalletState> = {
  streamType: WALLET_STREAM_TYPE,
  initialState: initialWalletState,
  evolve,
  decide,
  // 3: `owned` left the state, closed packs are dropped.
  // Every 20 events: the state is small (what can still move money) and its write rides the append
  // statement, while each load parses every event after the snapshot (every 100: 50 on average).
  snapshot: { schemaVersion: 3, every: 20 },
};
