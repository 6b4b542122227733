import { Query } from '@nestjs/cqrs';
import type { CatalogLanguage } from '../../../catalog/index.js';
import type { ExpirationTab } from '../../wallet.read-model.js';
import type { WalletPage } from '../../history/wallet.paging.js';

export interface ExpiringGrant {
  id: string;
  kind: string;
  total: number;
  remaining: number;
  expiresAt: Date;
  detail: string;
  episodeId: string | null;
}

/**
 * Expected Expiration Dates (docs/product.md account): live bonus and point lots and rental passes, soonest
 * first, 5 a page. A lot's detail names the pack or gift it came from, in `lang` as the catalog
 * names it now (the name stored with it when the item is gone).
 */
export class GetExpirationsQuery extends Query<WalletPage<ExpiringGrant>> {
  constructor(
    readonly userId: string,
    readonly tab: ExpirationTab,
    readonly page: number,
    readonly lang?: CatalogLanguage,
  ) {
    super();
  }
}
