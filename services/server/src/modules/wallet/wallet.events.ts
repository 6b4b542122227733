/**
 * The wallet's events: the only place their payloads are defined. Stored type names are these
 * literal strings, past tense, never renamed (a new shape gets a new name or an upcaster).
 * Amounts are whole coins/points; prices in money carry two decimals.
 */

/** Where a spend drew coins from: a bonus-coin lot or a paid-coin lot (one per coin pack). */
export interface Draw {
  source: 'bonus' | 'paid';
  lotId: string;
  amount: number;
}

export type LotKind = 'bonus' | 'point';

export interface CoinPackPurchased {
  type: 'CoinPackPurchased';
  /** Derived from the order id (creditEventId): an order is credited once, ever. */
  id?: string;
  data: {
    orderId: string;
    packId: string;
    packName: string;
    coin: number;
    bonusCoin: number;
    point: number;
    price: number;
    currency: 'usd' | 'mnt';
    method: string;
    promoId: string | null;
    /** Lot ids: the paid-coin lot, and the bonus and point lots (null when that amount is 0). */
    paidLotId: string;
    bonusLotId: string | null;
    pointLotId: string | null;
    bonusExpiresAt: string | null;
    pointExpiresAt: string | null;
    at: string;
  };
}

export interface EpisodePurchased {
  type: 'EpisodePurchased';
  data: { episodeId: string; comicId: string; price: number; draws: Draw[]; at: string };
}

export interface AllEpisodesUnlocked {
  type: 'AllEpisodesUnlocked';
  data: {
    unlockId: string;
    comicId: string;
    episodes: Array<{ episodeId: string; price: number }>;
    total: number;
    draws: Draw[];
    at: string;
  };
}

export interface GiftClaimed {
  type: 'GiftClaimed';
  data: {
    giftId: string;
    giftType: 'rental' | 'coin' | 'point';
    title: string;
    value: number;
    /** The bonus or point lot a coin/point gift opened; the rental pass a rental gift gave. */
    lotId: string | null;
    passId: string | null;
    episodeId: string | null;
    expiresAt: string;
    at: string;
  };
}

export interface RentalPassUsed {
  type: 'RentalPassUsed';
  data: { passId: string; episodeId: string; at: string };
}

export interface LotExpired {
  type: 'LotExpired';
  data: { lotId: string; kind: LotKind; amount: number; at: string };
}

export interface RentalPassExpired {
  type: 'RentalPassExpired';
  data: { passId: string; episodeId: string; at: string };
}

export interface CoinPackRefunded {
  type: 'CoinPackRefunded';
  data: { orderId: string; coin: number; bonusCoin: number; point: number; price: number; reason: string; at: string };
}

export interface UnlockAllWithdrawn {
  type: 'UnlockAllWithdrawn';
  data: { unlockId: string; comicId: string; episodeIds: string[]; refund: Draw[]; total: number; reason: string; at: string };
}

export type WalletEvent =
  | CoinPackPurchased
  | EpisodePurchased
  | AllEpisodesUnlocked
  | GiftClaimed
  | RentalPassUsed
  | LotExpired
  | RentalPassExpired
  | CoinPackRefunded
  | UnlockAllWithdrawn;

export type WalletEventType = WalletEvent['type'];

export const WALLET_EVENT_TYPES: readonly WalletEventType[] = [
  'CoinPackPurchased',
  'EpisodePurchased',
  'AllEpisodesUnlocked',
  'GiftClaimed',
  'RentalPassUsed',
  'LotExpired',
  'RentalPassExpired',
  'CoinPackRefunded',
  'UnlockAllWithdrawn',
];

export const WALLET_STREAM_TYPE = 'wallet';
export const walletStreamId = (userId: string) => `wallet-${userId}`;
