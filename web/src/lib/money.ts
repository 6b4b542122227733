// Money display rules of docs/product.md, mirroring the server's pricing (the server decides; the
// client shows the same figure and sends it only to be checked): tugrik sign for mnt, else $;
// a percentage promo applies to the sale price, a fixed promo is subtracted from it; the final
// price is floored at 0 with two decimals; the discount badge is (regular − sale + promo
// discount) / regular, rounded to a percent. A fixed promo carries a currency and applies only to
// prices in it (the server refuses it elsewhere with PROMO.CURRENCY_MISMATCH).

import { interfaceLocale } from './locale.js';

export interface PromoTerms {
  _id?: string;
  id?: string;
  name?: string;
  discountType: string;
  amount: number;
  currency?: string | null;
}

/** Whether a promo applies to a price in `currency` (a fixed promo only in its own currency). */
export function promoApplies(promo: PromoTerms | null | undefined, currency?: string | null): promo is PromoTerms {
  if (!promo) return false;
  if (promo.discountType === 'percentage' || currency === undefined) return true;
  return String(promo.currency ?? '').toLowerCase() === String(currency ?? '').toLowerCase();
}

const cents = (n: number) => Math.round((Number.isFinite(n) ? n : 0) * 100);

export function currencySymbol(currency: string | null | undefined): string {
  return String(currency ?? '').toLowerCase() === 'mnt' ? '₮' : '$';
}

/** '₮15,000' or '$4.99' (whole amounts without decimals). */
export function formatPrice(amount: number, currency?: string | null): string {
  const c = cents(amount);
  const whole = c % 100 === 0;
  const text = new Intl.NumberFormat(interfaceLocale(), { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(c / 100);
  return `${currencySymbol(currency)}${text}`;
}

/** What the promo takes off `salePrice`, in cents (never more than the price). */
export function promoDiscountCents(salePrice: number, promo: PromoTerms | null | undefined, currency?: string | null): number {
  if (!promoApplies(promo, currency)) return 0;
  const sale = cents(salePrice);
  const off =
    promo.discountType === 'percentage'
      ? Math.round((sale * Math.min(Math.max(promo.amount, 0), 100)) / 100)
      : cents(Math.max(promo.amount, 0));
  return Math.min(off, sale);
}

export function finalPrice(salePrice: number, promo?: PromoTerms | null, currency?: string | null): number {
  return Math.max(0, cents(salePrice) - promoDiscountCents(salePrice, promo, currency)) / 100;
}

export function discountBadge(regularPrice: number, salePrice: number, promo?: PromoTerms | null, currency?: string | null): number {
  const regular = cents(regularPrice);
  if (regular <= 0) return 0;
  return Math.round(((regular - cents(salePrice) + promoDiscountCents(salePrice, promo, currency)) * 100) / regular);
}

/** How a promo reads: '10%', or a fixed amount in the promo's own currency ('$1', '₮2,000'). */
export function promoLabel(promo: PromoTerms, currency?: string | null): string {
  return promo.discountType === 'percentage' ? `${promo.amount}%` : formatPrice(promo.amount, promo.currency ?? currency);
}

/** A plan's discount: percent plans read '20%', others an amount in dollars ('$2.50', through formatPrice). */
export function planDiscount(plan: { discountType: string; discountValue: number }): { percent: number } | { amount: string } | null {
  if (!plan.discountValue) return null;
  return plan.discountType === 'percent' || plan.discountType === 'percentage'
    ? { percent: plan.discountValue }
    : { amount: formatPrice(plan.discountValue, 'usd') };
}

/** One key per purchase attempt (docs/product.md, The REST calls Idempotency-Key). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/** A plan is current while its end date is not past (docs/product.md). */
export function isCurrentPlan(plan: { endDate?: string | null; status?: string } | null | undefined, now = Date.now()): boolean {
  if (!plan?.endDate) return false;
  const end = new Date(plan.endDate).getTime();
  return Number.isFinite(end) && end >= now;
}

/** Balance for purchases is coin plus bonusCoin (docs/product.md). */
export const spendable = (user: { coin?: number; bonusCoin?: number } | null | undefined) => (user?.coin ?? 0) + (user?.bonusCoin ?? 0);
