import type { CatalogFile } from './catalog-file.js';
import type { CatalogProblem } from './catalog-validator.js';

type CatalogPromoItem = NonNullable<CatalogFile['promos']>[number];

/** Redemptions per account when a promo does not say `perUserLimit`. */
export const DEFAULT_PER_USER_LIMIT = 1;

/**
 * A fixed amount means something only in one currency (1 off a USD pack is not 1 tugrik off an
 * MNT pack), so a fixed promo must name its currency and applies only to items priced in it. A
 * percentage applies in every currency, so a currency on it is refused as a mistake.
 */
export function promoCurrencyProblems(p: CatalogPromoItem, index: number): CatalogProblem[] {
  const pointer = `/promos/${index}/currency`;
  if (p.discountType === 'fixed' && !p.currency) {
    return [{ pointer, message: 'is required for a fixed promo ("usd" or "mnt"): the amount is taken off prices in that currency only' }];
  }
  if (p.discountType === 'percentage' && p.currency) {
    return [{ pointer, message: 'is only for a fixed promo (a percentage applies in every currency)' }];
  }
  return [];
}
