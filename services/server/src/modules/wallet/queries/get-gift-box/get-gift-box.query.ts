import { Query } from '@nestjs/cqrs';

/** A claimed gift with what is left of it, and the catalog's description of the gift. */
export interface GiftBoxEntry {
  userId: string;
  giftId: string;
  type: 'rental' | 'coin' | 'point';
  title: string;
  value: number;
  episodeId: string | null;
  episodeTitle: string;
  image: string;
  detail: string;
  offerExpiry: Date | null;
  /** 1 for a rental pass, else the lot's size; `spend` is how much of it is used. */
  total: number;
  spend: number;
  expiresAt: Date | null;
  claimedAt: Date;
  /** A rental gift whose pass has expired no longer counts as a free rental pass. */
  passExpired: boolean;
}

/**
 * The reader's gift box (docs/product.md Gift Box), newest claim first. The catalog's description of each
 * gift (image, detail, offer expiry, episode title) is read only when `withCatalog` asks for it:
 * get-user-data and the shelves need the wallet's side alone.
 */
export class GetGiftBoxQuery extends Query<GiftBoxEntry[]> {
  constructor(
    readonly userId: string,
    readonly withCatalog = false,
  ) {
    super();
  }
}
