import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage } from '../../../catalog/index.js';

export interface CoinPurchaseEntry {
  orderId: string;
  packName: string;
  coin: number;
  bonusCoin: number;
  point: number;
  createdAt: Date;
}

/**
 * Coin Purchase History (docs/product.md account): one entry per credited pack, newest first; every entry
 * when no page is asked. With `lang`, a pack is named as the catalog names it in that language (the
 * name stored at purchase when the pack is gone); without, by the name stored at purchase.
 */
export class GetCoinPurchasesQuery extends Query<{ items: CoinPurchaseEntry[]; total: number }> {
  constructor(
    readonly userId: string,
    readonly page?: number,
    readonly lang?: CatalogLanguage,
  ) {
    super();
  }
}
