import { describe, expect, test } from '@jest/globals';
import { packCurrencies, promoCurrency, readerCurrency, shownCurrency } from './pack-currencies.js';

const packs = (...currencies: string[]) => currencies.map((currency) => ({ currency }));

describe('pack currencies', () => {
  test("the reader's currency is tugrik for a Mongolian interface, dollars otherwise", () => {
    expect(readerCurrency('mongolian')).toBe('mnt');
    expect(readerCurrency('english')).toBe('usd');
  });
  test("only currencies that have packs, the reader's first", () => {
    expect(packCurrencies(packs('usd', 'mnt', 'usd'), 'english')).toEqual(['usd', 'mnt']);
    expect(packCurrencies(packs('usd', 'MNT'), 'mongolian')).toEqual(['mnt', 'usd']);
    expect(packCurrencies(packs('usd'), 'mongolian')).toEqual(['usd']);
    expect(packCurrencies([], 'english')).toEqual([]);
  });
  test('the shown currency is the chosen one while it has packs, else the first', () => {
    expect(shownCurrency(['usd', 'mnt'], null)).toBe('usd');
    expect(shownCurrency(['usd', 'mnt'], 'mnt')).toBe('mnt');
    expect(shownCurrency(['usd'], 'mnt')).toBe('usd');
    expect(shownCurrency([], 'mnt')).toBeNull();
  });
  test('a fixed promo is tied to its currency; a percentage promo to none', () => {
    expect(promoCurrency({ discountType: 'fixed', currency: 'MNT' })).toBe('mnt');
    expect(promoCurrency({ discountType: 'fixed', currency: 'usd' })).toBe('usd');
    expect(promoCurrency({ discountType: 'percentage', currency: null })).toBeNull();
    expect(promoCurrency(null)).toBeNull();
  });
});
