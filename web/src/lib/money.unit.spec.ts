// Money display rules (docs/product.md): currency symbols, promo pricing, the discount badge, plan
// discounts, the current-plan rule and idempotency keys.
import { describe, expect, test } from '@jest/globals';
import {
  currencySymbol,
  discountBadge,
  finalPrice,
  formatPrice,
  isCurrentPlan,
  newIdempotencyKey,
  planDiscount,
  promoApplies,
  promoLabel,
} from './money.js';

describe('money', () => {
  test('₮ for mnt, $ otherwise', () => {
    expect(currencySymbol('mnt')).toBe('₮');
    expect(currencySymbol('MNT')).toBe('₮');
    expect(currencySymbol('usd')).toBe('$');
    expect(currencySymbol(undefined)).toBe('$');
    expect(formatPrice(15000, 'mnt')).toBe('₮15,000');
    expect(formatPrice(4.99, 'usd')).toBe('$4.99');
    expect(formatPrice(4.5, 'usd')).toBe('$4.50');
    expect(formatPrice(10, 'usd')).toBe('$10');
  });
  test('a percentage promo applies to the sale price, a fixed one is subtracted; floored at 0, two decimals', () => {
    expect(finalPrice(4.99, null)).toBe(4.99);
    expect(finalPrice(4.99, { discountType: 'percentage', amount: 10 })).toBe(4.49);
    expect(finalPrice(4.99, { discountType: 'fixed', amount: 1 })).toBe(3.99);
    expect(finalPrice(4.99, { discountType: 'fixed', amount: 9 })).toBe(0);
    expect(finalPrice(4.99, { discountType: 'percentage', amount: 150 })).toBe(0);
    expect(finalPrice(0.1 + 0.2, null)).toBe(0.3);
  });
  test('a fixed promo applies only to prices in its own currency; a percentage promo to any', () => {
    const usd = { discountType: 'fixed', amount: 1, currency: 'usd' };
    expect(promoApplies(usd, 'usd')).toBe(true);
    expect(promoApplies(usd, 'mnt')).toBe(false);
    expect(promoApplies({ discountType: 'percentage', amount: 10 }, 'mnt')).toBe(true);
    expect(promoApplies(null, 'usd')).toBe(false);
    expect(finalPrice(15000, usd, 'mnt')).toBe(15000);
    expect(finalPrice(4.99, usd, 'usd')).toBe(3.99);
    expect(discountBadge(20000, 15000, usd, 'mnt')).toBe(25);
    expect(promoLabel({ discountType: 'fixed', amount: 2000, currency: 'mnt' }, 'usd')).toBe('₮2,000');
  });
  test('discount badge: (regular − sale + promo discount) / regular, rounded', () => {
    expect(discountBadge(10.99, 4.99)).toBe(55);
    expect(discountBadge(10.99, 4.99, { discountType: 'percentage', amount: 10 })).toBe(59);
    expect(discountBadge(20000, 15000)).toBe(25);
    expect(discountBadge(0, 0)).toBe(0);
    expect(discountBadge(5, 5)).toBe(0);
  });
  test('promo and plan discount labels', () => {
    expect(promoLabel({ discountType: 'percentage', amount: 10 })).toBe('10%');
    expect(promoLabel({ discountType: 'fixed', amount: 1 }, 'usd')).toBe('$1');
    expect(planDiscount({ discountType: 'percent', discountValue: 20 })).toEqual({ percent: 20 });
    expect(planDiscount({ discountType: 'amount', discountValue: 2.5 })).toEqual({ amount: '$2.50' });
    expect(planDiscount({ discountType: 'percent', discountValue: 0 })).toBeNull();
  });
  test('a plan is current while its end date is not past', () => {
    const now = Date.parse('2026-11-23T12:00:00Z');
    expect(isCurrentPlan({ endDate: '2026-12-23T12:00:00Z' }, now)).toBe(true);
    expect(isCurrentPlan({ endDate: '2026-11-23T12:00:00Z' }, now)).toBe(true);
    expect(isCurrentPlan({ endDate: '2026-11-22T12:00:00Z' }, now)).toBe(false);
    expect(isCurrentPlan({ endDate: null }, now)).toBe(false);
    expect(isCurrentPlan(null, now)).toBe(false);
  });
  test('idempotency keys are unique', () => {
    const keys = new Set(Array.from({ length: 100 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(100);
  });
});
