import { PromoCurrencyMismatchError } from './payments.errors.js';

/**
 * Prices (docs/product.md), computed in whole cents so no float ever decides money:
 * a percentage promo applies to the sale price, a fixed promo is subtracted from it, and the
 * final price is floored at 0 with two decimals. A fixed promo applies only to items priced in
 * its own currency (docs/catalog.md).
 */
export type Currency = 'usd' | 'mnt';
export interface PromoTerms {
  discountType: 'percentage' | 'fixed';
  amount: number;
  currency?: Currency | null;
}

export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => Math.round(cents) / 100;

/** What the promo takes off `salePrice`, in cents (never more than the price itself). */
export function promoDiscountCents(salePrice: number, promo: PromoTerms | null): number {
  if (!promo) return 0;
  const sale = toCents(salePrice);
  const off =
    promo.discountType === 'percentage'
      ? Math.round((sale * Math.min(Math.max(promo.amount, 0), 100)) / 100)
      : toCents(Math.max(promo.amount, 0));
  return Math.min(off, sale);
}

/** The price the server charges. */
export function finalPrice(salePrice: number, promo: PromoTerms | null): number {
  return fromCents(Math.max(0, toCents(salePrice) - promoDiscountCents(salePrice, promo)));
}

/** True when the promo may be used on an item priced in `currency`: any percentage, a fixed promo in that currency only. */
export const promoAppliesTo = (promo: PromoTerms, currency: Currency): boolean =>
  promo.discountType === 'percentage' || promo.currency === currency;

/** The price the server charges for an item with a promo; a fixed promo in another currency (or none) is refused with PROMO.CURRENCY_MISMATCH. */
export function priceWithPromo(item: { salePrice: number; currency: Currency }, promo: PromoTerms | null): number {
  if (promo && !promoAppliesTo(promo, item.currency)) throw new PromoCurrencyMismatchError(promo.currency ?? null, item.currency);
  return finalPrice(item.salePrice, promo);
}

/** The discount badge: (regular − sale + promo discount) / regular, as a whole percent. */
export function discountBadge(regularPrice: number, salePrice: number, promo: PromoTerms | null): number {
  const regular = toCents(regularPrice);
  if (regular <= 0) return 0;
  return Math.round(((regular - toCents(salePrice) + promoDiscountCents(salePrice, promo)) * 100) / regular);
}

/** True when the client's figure is the server's (to the cent); anything else is PRICE_CHANGED. */
export const samePrice = (client: number, server: number) => Number.isFinite(client) && toCents(client) === toCents(server);
