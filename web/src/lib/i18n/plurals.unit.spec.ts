// Count texts use i18next plurals in both languages (1 like, 2 likes; Mongolian has one and other
// too); server errors with a fixed text read in the interface language; and no count text, in
// either language, is left without its plural forms or carries a double space.
import { afterAll, beforeAll, describe, expect, test } from '@jest/globals';
import i18n, { loadLanguage } from './index.js';
import en from './en.js';
import browseEn from './browse.en.js';
import rxEn from './experience.en.js';
import { serverErrorText } from './server-errors.js';

const COUNTS: Array<[key: string, one: string, two: string]> = [
  ['browse.community.likes', '1 like', '2 likes'],
  ['browse.community.shares', '1 share', '2 shares'],
  ['browse.community.count', '1 comment', '2 comments'],
  ['browse.comic.episodes', '1 episode', '2 episodes'],
  ['browse.comic.views', '1 view', '2 views'],
  ['browse.comic.coins', '1 Coin', '2 Coins'],
  ['browse.purchase.buy', 'Buy for 1 Coin', 'Buy for 2 Coins'],
  ['browse.purchase.coinsValue', '1 Coin', '2 Coins'],
  ['browse.unlock.buy', 'Unlock all for 1 Coin', 'Unlock all for 2 Coins'],
  ['browse.home.freeCount', '1 Free Episode', '2 Free Episodes'],
  ['gifts.coinValue', '1 Bonus Coin', '2 Bonus Coins'],
  ['gifts.pointValue', '1 Point', '2 Points'],
  ['inbox.library.owned', '1 episode unlocked', '2 episodes unlocked'],
  ['money.months', '1 month', '2 months'],
  ['rx.history.episodes', '1 episode', '2 episodes'],
];

/** Every `a.b.c` of a table whose text counts (`{{count`), without its plural suffix. */
function countKeys(table: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(table).flatMap(([k, v]) => typeof v === 'string'
    ? (v.includes('{{count') ? [`${prefix}${k.replace(/_(one|other)$/, '')}`] : [])
    : countKeys(v as Record<string, unknown>, `${prefix}${k}.`));
}

beforeAll(async () => { await loadLanguage('mongolian'); });
afterAll(async () => { await i18n.changeLanguage('en'); });

describe('count texts', () => {
  test('Mongolian and English both have the plural categories one and other', () => {
    expect(new Intl.PluralRules('mn').resolvedOptions().pluralCategories.sort()).toEqual(['one', 'other']);
    expect(new Intl.PluralRules('en').resolvedOptions().pluralCategories.sort()).toEqual(['one', 'other']);
  });

  test.each(COUNTS)('%s: one and many in English', async (key, one, two) => {
    await i18n.changeLanguage('en');
    expect(i18n.t(key, { count: 1 })).toBe(one);
    expect(i18n.t(key, { count: 2 })).toBe(two);
  });

  test('every count text has both plural forms in both languages, Mongolian ones in Mongolian, none with a double space', async () => {
    const keys = [...new Set(countKeys({ ...en, browse: browseEn, rx: rxEn }))];
    expect(keys.length).toBeGreaterThan(COUNTS.length);
    for (const lng of ['en', 'mn'] as const) {
      for (const key of keys) {
        for (const form of ['one', 'other']) {
          expect(i18n.exists(`${key}_${form}`, { lng, fallbackLng: false }) || i18n.exists(key, { lng, fallbackLng: false })).toBe(true);
        }
        for (const count of [0, 1, 2, 21]) {
          const text = i18n.t(key, { lng, count, coins: 6, date: 'X', comic: 'C', title: 'T', n: 3 });
          expect(text).not.toMatch(/ {2}/);
          if (lng === 'mn') expect(text).not.toBe(i18n.t(key, { lng: 'en', count, coins: 6, date: 'X', comic: 'C', title: 'T', n: 3 }));
        }
      }
    }
  });

  test('Mongolian counts read as Mongolian in the one and other forms', async () => {
    await i18n.changeLanguage('mn');
    expect(i18n.t('browse.community.likes', { count: 1 })).toBe('1 таалагдсан');
    expect(i18n.t('browse.community.shares', { count: 0 })).toBe('0 удаа хуваалцсан');
    expect(i18n.t('inbox.library.owned', { count: 1 })).toBe('1 анги нээсэн');
    expect(i18n.t('browse.purchase.buy', { count: 1 })).toBe('1 зоосоор авах');
    await i18n.changeLanguage('en');
  });
});

describe('server error messages', () => {
  test('a fixed server message is shown in the interface language by its code; others as sent', async () => {
    await i18n.changeLanguage('en');
    expect(serverErrorText('PROMO.NOT_FOUND', 'Promo code not found')).toBe('Promo code not found');
    await i18n.changeLanguage('mn');
    try {
      expect(serverErrorText('PROMO.NOT_FOUND', 'Promo code not found')).toBe('Промо код олдсонгүй');
      expect(serverErrorText('AUTH.UNAUTHORIZED', 'Please do login first')).toBe('Эхлээд нэвтэрнэ үү');
      expect(serverErrorText('AUTH.UNAUTHORIZED', 'Your session has ended, please log in again')).toMatch(/нэвтэрнэ үү$/);
      expect(serverErrorText('PROMO.NOT_FOUND', 'Something else')).toBe('Something else');
      expect(serverErrorText(undefined, 'Promo code not found')).toBe('Promo code not found');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
