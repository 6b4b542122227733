// Count texts use i18next plurals in both languages (1 like, 2 likes; Mongolian has one and other
// too), and so does every other number a text names (a text with several nests units.* by each
// one's count); server errors with a fixed text read in the interface language; and no count text,
// in either language, is left without its plural forms or carries a double space.
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
  return Object.entries(table).flatMap(([k, v]) =>
    typeof v === 'string'
      ? v.includes('{{count')
        ? [`${prefix}${k.replace(/_(one|other)$/, '')}`]
        : []
      : countKeys(v as Record<string, unknown>, `${prefix}${k}.`),
  );
}

beforeAll(async () => {
  await loadLanguage('mongolian');
});
afterAll(async () => {
  await i18n.changeLanguage('en');
});

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

/** Interpolations that never count something: labels, ordinals (episode 3, slide 2, 40 %), formatted amounts. */
const NOT_AMOUNTS = new Set([
  'amount',
  'comic',
  'currency',
  'date',
  'device',
  'discount',
  'duration',
  'email',
  'genre',
  'language',
  'n',
  'name',
  'number',
  'page',
  'percent',
  'price',
  'reason',
  'tag',
  'title',
  'total',
  'type',
  'url',
  'value',
  'what',
  'year',
]);
/** An amount nested by its own count: `$t(units.coins, {"count": {{coins}} })`. */
const NESTED_AMOUNT = /\$t\(units\.[a-zA-Z]+, \{"count": \{\{[a-zA-Z]+\}\} \}\)/g;

function leaves(table: unknown, prefix = ''): Array<[key: string, text: string]> {
  if (typeof table === 'string') return [[prefix, table]];
  return Object.entries(table as Record<string, unknown>).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k));
}

describe('numbers other than count', () => {
  test('every number a text interpolates is its count or nested by its own count, in every table of both languages', () => {
    for (const lng of ['en', 'mn']) {
      const table = i18n.getResourceBundle(lng, 'translation') as Record<string, unknown>;
      const all = leaves(table);
      expect(all.length).toBeGreaterThan(300);
      const uncounted = all.flatMap(([key, text]) =>
        [...text.replace(NESTED_AMOUNT, '').matchAll(/\{\{\s*([a-zA-Z]+)/g)]
          .map((m) => m[1]!)
          .filter((name) => name !== 'count' && !NOT_AMOUNTS.has(name))
          .map((name) => `${lng} ${key}: {{${name}}}`),
      );
      expect(uncounted).toEqual([]);
      for (const [key, text] of all) {
        for (const nested of text.match(NESTED_AMOUNT) ?? []) {
          const unit = /units\.([a-zA-Z]+)/.exec(nested)![1]!;
          expect([key, i18n.exists(`units.${unit}_one`, { lng }) && i18n.exists(`units.${unit}_other`, { lng })]).toEqual([key, true]);
        }
      }
    }
  });

  const AMOUNTS: Array<[key: string, options: Record<string, unknown>, en: string, mn: string]> = [
    [
      'acct.withdrawSummary',
      { count: 1, coins: 1, date: 'May 1' },
      '1 unopened episode, 1 coin back, until May 1',
      'Үзээгүй 1 анги, 1 зоос буцна, May 1 хүртэл',
    ],
    [
      'acct.withdrawSummary',
      { count: 2, coins: 12, date: 'May 1' },
      '2 unopened episodes, 12 coins back, until May 1',
      'Үзээгүй 2 анги, 12 зоос буцна, May 1 хүртэл',
    ],
    [
      'acct.withdrawConfirm',
      { count: 1, coins: 1 },
      'This unopened episode is locked again and you get 1 coin back:',
      'Үзээгүй энэ анги дахин түгжигдэж, 1 зоос буцаагдана:',
    ],
    [
      'acct.withdrawConfirm',
      { count: 3, coins: 18 },
      'These 3 unopened episodes are locked again and you get 18 coins back:',
      'Үзээгүй эдгээр 3 анги дахин түгжигдэж, 18 зоос буцаагдана:',
    ],
    ['acct.withdrawEpisode', { number: 4, title: 'Rain', count: 1 }, 'Episode 4 · Rain (1 coin)', '4-р анги · Rain (1 зоос)'],
    ['acct.withdrawEpisode', { number: 4, title: 'Rain', count: 6 }, 'Episode 4 · Rain (6 coins)', '4-р анги · Rain (6 зоос)'],
    [
      'acct.refundConfirm',
      { coin: 1, bonusCoin: 1, point: 1 },
      'The bundle is refunded: its 1 coin, 1 bonus coin and 1 point are taken back and your payment is returned.',
      'Багц буцаагдана: түүний 1 зоос, 1 бонус зоос, 1 оноо хасагдаж, төлбөрийг тань буцаана.',
    ],
    [
      'acct.refundConfirm',
      { coin: 20, bonusCoin: 10, point: 5 },
      'The bundle is refunded: its 20 coins, 10 bonus coins and 5 points are taken back and your payment is returned.',
      'Багц буцаагдана: түүний 20 зоос, 10 бонус зоос, 5 оноо хасагдаж, төлбөрийг тань буцаана.',
    ],
    ['card.offerText', { coins: 1, bonus: 1, points: 1 }, '1 coin + 1 bonus coin + 1 point', '1 зоос + 1 бонус зоос + 1 оноо'],
    [
      'card.offerText',
      { coins: 100, bonus: 50, points: 20 },
      '100 coins + 50 bonus coins + 20 points',
      '100 зоос + 50 бонус зоос + 20 оноо',
    ],
    ['search.max', { count: 1 }, 'Up to 1 character', 'Дээд тал нь 1 тэмдэгт'],
    ['search.max', { count: 50 }, 'Up to 50 characters', 'Дээд тал нь 50 тэмдэгт'],
  ];

  test.each(AMOUNTS)('%s %j', (key, options, english, mongolian) => {
    expect(i18n.t(key, { ...options, lng: 'en' })).toBe(english);
    expect(i18n.t(key, { ...options, lng: 'mn' })).toBe(mongolian);
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
