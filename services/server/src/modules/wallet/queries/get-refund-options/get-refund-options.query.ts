import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage } from '../../../catalog/index.js';

/** A coin pack the reader may still have refunded (docs/product.md: within 7 days, nothing of it spent, once). */
export interface RefundablePack {
  orderId: string;
  coin: number;
  bonusCoin: number;
  point: number;
  boughtAt: string;
  until: string;
}

/** An unlock-all the reader may still withdraw: the episodes not opened, and the coins they would bring back. */
export interface WithdrawableUnlock {
  unlockId: string;
  comicId: string;
  boughtAt: string;
  until: string;
  coins: number;
  episodes: Array<{ episodeId: string; title: string; episodeNumber: number; price: number }>;
}

export interface RefundOptions {
  packs: RefundablePack[];
  unlocks: WithdrawableUnlock[];
}

/**
 * What the reader may ask back now (Coin Purchase History's "Request refund", Usage History's
 * "Withdraw unopened episodes"): decided from the same wallet state the refund and withdrawal
 * commands decide on, so what is offered is what they accept. Episode titles in `lang`.
 */
export class GetRefundOptionsQuery extends Query<RefundOptions> {
  constructor(
    readonly userId: string,
    readonly lang: CatalogLanguage = 'en',
  ) {
    super();
  }
}
