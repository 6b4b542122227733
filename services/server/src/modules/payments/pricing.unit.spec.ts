import { discountBadge, finalPrice, priceWithPromo, promoAppliesTo, samePrice } from './pricing.js';

describe('pricing (docs/product.md)', () => {
  it('charges the sale price without a promo', () => {
    expect(finalPrice(4.99, null)).toBe(4.99);
  });
  it('applies a percentage promo to the sale price, rounded to the cent', () => {
    expect(finalPrice(4.99, { discountType: 'percentage', amount: 10 })).toBe(4.49);
    expect(finalPrice(9.99, { discountType: 'percentage', amount: 33 })).toBe(6.69);
    expect(finalPrice(0.1 + 0.2, { discountType: 'percentage', amount: 0 })).toBe(0.3);
  });
  it('subtracts a fixed promo and floors at 0', () => {
    expect(finalPrice(4.99, { discountType: 'fixed', amount: 1.5 })).toBe(3.49);
    expect(finalPrice(4.99, { discountType: 'fixed', amount: 10 })).toBe(0);
    expect(finalPrice(4.99, { discountType: 'percentage', amount: 150 })).toBe(0);
  });
  it('computes the badge from regular, sale and promo', () => {
    expect(discountBadge(10.99, 4.99, null)).toBe(55);
    expect(discountBadge(10, 8, { discountType: 'fixed', amount: 1 })).toBe(30);
    expect(discountBadge(10, 10, { discountType: 'percentage', amount: 50 })).toBe(50);
    expect(discountBadge(0, 0, null)).toBe(0);
  });
  it('applies a fixed promo only to items in its own currency; a percentage in any', () => {
    const usd1 = { discountType: 'fixed' as const, amount: 1, currency: 'usd' as const };
    expect(priceWithPromo({ salePrice: 4.99, currency: 'usd' }, usd1)).toBe(3.99);
    expect(priceWithPromo({ salePrice: 17000, currency: 'mnt' }, { discountType: 'fixed', amount: 2000, currency: 'mnt' })).toBe(15000);
    expect(() => priceWithPromo({ salePrice: 17000, currency: 'mnt' }, usd1)).toThrow(
      expect.objectContaining({ code: 'PROMO.CURRENCY_MISMATCH', status: 409 }),
    );
    expect(() => priceWithPromo({ salePrice: 4.99, currency: 'usd' }, { discountType: 'fixed', amount: 1, currency: null })).toThrow(
      expect.objectContaining({ code: 'PROMO.CURRENCY_MISMATCH' }),
    );
    expect(priceWithPromo({ salePrice: 17000, currency: 'mnt' }, { discountType: 'percentage', amount: 10 })).toBe(15300);
    expect(priceWithPromo({ salePrice: 4.99, currency: 'usd' }, null)).toBe(4.99);
    expect(promoAppliesTo(usd1, 'mnt')).toBe(false);
    expect(promoAppliesTo({ discountType: 'percentage', amount: 5 }, 'mnt')).toBe(true);
  });
  it('compares client and server prices to the cent', () => {
    expect(samePrice(4.99, 4.99)).toBe(true);
    expect(samePrice(4.990000001, 4.99)).toBe(true);
    expect(samePrice(4.98, 4.99)).toBe(false);
    expect(samePrice(Number.NaN, 4.99)).toBe(false);
  });
});
