import type { Draw, LotKind } from './wallet.events.js';

/** Paid coins bought with one coin pack; spent first-in first-out, never expire; dropped once empty. */
export interface PaidLot {
  lotId: string;
  orderId: string;
  amount: number;
  remaining: number;
  spent: number;
  at: string;
}

/** Bonus coins or points with their own expiry. */
export interface ExpiringLot {
  lotId: string;
  kind: LotKind;
  amount: number;
  remaining: number;
  spent: number;
  expiresAt: string;
  expired: boolean;
  source: { kind: 'pack' | 'gift'; id: string };
}

export interface RentalPass {
  passId: string;
  giftId: string;
  episodeId: string;
  expiresAt: string;
  usedAt: string | null;
  expired: boolean;
}

/**
 * A coin pack that can still be refunded (docs/product.md): none of its coins or bonus coins spent, not
 * refunded, bought within 7 days. It leaves the state the moment one of those stops being true.
 */
export interface PackPurchase {
  orderId: string;
  packId: string;
  coin: number;
  bonusCoin: number;
  point: number;
  price: number;
  paidLotId: string;
  bonusLotId: string | null;
  pointLotId: string | null;
  at: string;
}

export interface UnlockAll {
  unlockId: string;
  comicId: string;
  episodes: Array<{ episodeId: string; price: number }>;
  draws: Draw[];
  at: string;
  withdrawn: string[];
}

/**
 * Everything the wallet decides on, plain JSON so it can be snapshotted. Which episodes the wallet
 * owns grows with use, so it is not kept here: the decisions that need it get it as facts
 * (WalletFacts). What no decision can use any more is dropped as a load folds (compactWallet).
 */
export interface WalletState {
  paidLots: PaidLot[];
  lots: ExpiringLot[];
  passes: RentalPass[];
  /** Packs that can still be refunded: not refunded, none of their coins spent, within 7 days. */
  packs: Record<string, PackPurchase>;
  /** Unlock-alls still inside their 7-day withdrawal window (older ones are dropped as events fold). */
  unlocks: Record<string, UnlockAll>;
  gifts: Record<string, string>;
}

export const initialWalletState = (): WalletState => ({ paidLots: [], lots: [], passes: [], packs: {}, unlocks: {}, gifts: {} });

const live = (lot: ExpiringLot, at?: string) => !lot.expired && (at === undefined || lot.expiresAt > at);

/** The balance a reader sees (docs/product.md): paid coins, bonus coins and points not expired at `at`, rental passes. */
export function balanceOf(state: WalletState, at?: string) {
  const sum = (kind: LotKind) => state.lots.filter((l) => l.kind === kind && live(l, at)).reduce((n, l) => n + l.remaining, 0);
  return {
    coin: state.paidLots.reduce((n, l) => n + l.remaining, 0),
    bonusCoin: sum('bonus'),
    point: sum('point'),
    freeRental: state.passes.filter((p) => !p.expired && (at === undefined || p.expiresAt > at)).length,
  };
}

/**
 * Which lots pay `amount` (docs/architecture.md): bonus-coin lots by earliest expiry, then paid coins
 * oldest first. Null when coin + bonusCoin does not cover it.
 */
export function planSpend(state: WalletState, amount: number, at: string): Draw[] | null {
  const draws: Draw[] = [];
  let left = amount;
  const bonus = state.lots
    .filter((l) => l.kind === 'bonus' && l.remaining > 0 && live(l, at))
    .sort((a, b) => (a.expiresAt < b.expiresAt ? -1 : a.expiresAt > b.expiresAt ? 1 : a.lotId < b.lotId ? -1 : 1));
  for (const lot of bonus) {
    if (left === 0) break;
    const take = Math.min(lot.remaining, left);
    draws.push({ source: 'bonus', lotId: lot.lotId, amount: take });
    left -= take;
  }
  for (const lot of state.paidLots) {
    if (left === 0) break;
    if (lot.remaining === 0) continue;
    const take = Math.min(lot.remaining, left);
    draws.push({ source: 'paid', lotId: lot.lotId, amount: take });
    left -= take;
  }
  return left === 0 ? draws : null;
}

/**
 * Gives `total` back to the lots a spend drew from, last drawn first (paid coins, then bonus
 * lots). Bonus coins whose lot has expired by `at` are forfeited, as they would have been unspent.
 */
export function planRefund(state: WalletState, draws: Draw[], total: number, at: string): { refund: Draw[]; forfeited: number } {
  const refund: Draw[] = [];
  let left = total;
  let forfeited = 0;
  for (const d of [...draws].reverse()) {
    if (left === 0) break;
    const give = Math.min(d.amount, left);
    left -= give;
    if (d.source === 'bonus') {
      const lot = state.lots.find((l) => l.lotId === d.lotId);
      if (!lot || !live(lot, at)) {
        forfeited += give;
        continue;
      }
    }
    refund.push({ source: d.source, lotId: d.lotId, amount: give });
  }
  return { refund, forfeited };
}
