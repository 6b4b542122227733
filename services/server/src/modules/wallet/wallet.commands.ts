/**
 * What the wallet is asked to do. Time (`at`, ISO-8601) and ids come in the command; what the
 * wallet owns comes beside it (WalletFacts).
 */
export type WalletCommand =
  | {
      type: 'CreditCoinPack';
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
      bonusExpiresAt: string;
      pointExpiresAt: string;
      at: string;
    }
  | { type: 'PurchaseEpisode'; episodeId: string; comicId: string; price: number; at: string }
  | {
      type: 'UnlockAllEpisodes';
      unlockId: string;
      comicId: string;
      episodes: Array<{ episodeId: string; price: number }>;
      at: string;
    }
  | {
      type: 'ClaimGift';
      giftId: string;
      giftType: 'rental' | 'coin' | 'point';
      title: string;
      value: number;
      episodeId: string | null;
      /** The end of the gift offer (docs/product.md: claimable while its expiry date is today or later). */
      offerEndsAt: string;
      /** When the lot or pass it grants expires. */
      grantExpiresAt: string;
      at: string;
    }
  | { type: 'UseRentalPass'; episodeId: string; at: string }
  | { type: 'ExpireLot'; lotId: string; at: string }
  | { type: 'ExpireRentalPass'; passId: string; at: string }
  | { type: 'RefundCoinPack'; orderId: string; reason: string; at: string }
  | { type: 'WithdrawUnlockAll'; unlockId: string; openedEpisodeIds: string[]; reason: string; at: string };

/**
 * What a wallet decision knows from outside the stream: the episodes it owns among those the
 * command concerns, read from rm.wallet_unlocks under the wallet's lock (wallet.stream.ts).
 */
export interface WalletFacts {
  owned: ReadonlySet<string>;
}
