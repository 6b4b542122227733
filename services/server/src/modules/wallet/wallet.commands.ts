/**
 * What the wallet is asked to do. Time (`at`, ISO-8601), ids and facts from outside the stream
 * come in the command: `owned` (what the wallet owns among the episodes concerned) is read from
 * rm.wallet_unlocks under the wallet lock (the wallet stream's facts, wallet.stream.ts), which
 * set it on every command.
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
  | { type: 'PurchaseEpisode'; episodeId: string; comicId: string; price: number; owned: boolean; at: string }
  | {
      type: 'UnlockAllEpisodes';
      unlockId: string;
      comicId: string;
      episodes: Array<{ episodeId: string; price: number }>;
      owned: string[];
      at: string;
    }
  | {
      type: 'ClaimGift';
      giftId: string;
      giftType: 'rental' | 'coin' | 'point';
      title: string;
      value: number;
      episodeId: string | null;
      /** The end of the gift offer (spec §4: claimable while its expiry date is today or later). */
      offerEndsAt: string;
      /** When the lot or pass it grants expires. */
      grantExpiresAt: string;
      at: string;
    }
  | { type: 'UseRentalPass'; episodeId: string; owned: boolean; at: string }
  | { type: 'ExpireLot'; lotId: string; at: string }
  | { type: 'ExpireRentalPass'; passId: string; at: string }
  | { type: 'RefundCoinPack'; orderId: string; reason: string; at: string }
  | { type: 'WithdrawUnlockAll'; unlockId: string; openedEpisodeIds: string[]; reason: string; at: string };
