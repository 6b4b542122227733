// Pure helpers of the web client: date formats, paging, search filtering,
// content filtering, image paths, the REST envelope rule and storage (docs/product.md).
import { afterEach, describe, expect, test } from '@jest/globals';
import { formatLongUS, formatYYMMDD } from './dates.js';
import { pageCount, paginate } from './paginate.js';
import { imageUrl, srcSet } from './images.js';
import { ApiError, errorMessage, rest } from './rest.js';

describe('dates', () => {
  test('long US style and yy.mm.dd', () => {
    expect(formatLongUS(new Date(2026, 10, 3, 12))).toBe('November 3, 2026');
    expect(formatYYMMDD(new Date(2026, 10, 3, 12))).toBe('26.11.03');
    expect(formatYYMMDD(new Date(2009, 0, 31, 12))).toBe('09.01.31');
  });
  test('yy.mm.dd in UTC: the calendar day a server-rendered page shows until it has hydrated', () => {
    expect(formatYYMMDD('2026-01-10T20:00:00.000Z', 'utc')).toBe('26.01.10');
    expect(formatYYMMDD('2026-12-31T23:59:59.000Z', 'utc')).toBe('26.12.31');
    expect(formatYYMMDD('not a date', 'utc')).toBe('');
  });
  test('missing or invalid dates format as empty text', () => {
    for (const v of [null, undefined, '', 'not a date']) {
      expect(formatLongUS(v)).toBe('');
      expect(formatYYMMDD(v)).toBe('');
    }
  });
});

describe('paging', () => {
  const items = Array.from({ length: 12 }, (_, i) => i + 1);
  test('pages of 5, clamped', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(5)).toBe(1);
    expect(pageCount(6)).toBe(2);
    expect(paginate(items, 1)).toEqual([1, 2, 3, 4, 5]);
    expect(paginate(items, 3)).toEqual([11, 12]);
    expect(paginate(items, 99)).toEqual([11, 12]);
    expect(paginate(items, -4)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('image paths', () => {
  test('uploads paths go to the API host; URLs are used as is', () => {
    expect(imageUrl('uploads/covers/a.webp')).toBe('/uploads/covers/a.webp');
    expect(imageUrl('/uploads/a.webp')).toBe('/uploads/a.webp');
    expect(imageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(imageUrl('/assets/fallback.svg')).toBe('/assets/fallback.svg');
    expect(imageUrl('')).toBeUndefined();
    expect(imageUrl(null)).toBeUndefined();
  });

  test('a srcset from two stored widths on, each served as its image field is; none for fewer', () => {
    expect(
      srcSet([
        { image: 'uploads/a-480.webp', width: 480 },
        { image: 'uploads/a.webp', width: 800 },
      ]),
    ).toBe('/uploads/a-480.webp 480w, /uploads/a.webp 800w');
    expect(srcSet([{ image: 'uploads/a.webp', width: 800 }])).toBeUndefined();
    expect(srcSet([])).toBeUndefined();
    expect(srcSet(null)).toBeUndefined();
  });
});

describe('REST envelope', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
  const answer = (status: number, body: unknown) => {
    const calls: Array<{ url: string; init: RequestInit }> = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
    }) as typeof fetch;
    return calls;
  };

  test('success === true resolves; the Token header and JSON body are sent', async () => {
    const calls = answer(200, { success: true, popularTags: [] });
    await expect(rest.POST('/api/logout-user', { token: 't1', body: { userId: 'u1' } })).resolves.toEqual({
      success: true,
      popularTags: [],
    });
    expect(calls[0]!.url).toBe('/api/logout-user');
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).Token).toBe('t1');
    expect(calls[0]!.init.body).toBe('{"userId":"u1"}');
  });

  test('path parameters are filled in encoded; a GET sends no body and no Token without one', async () => {
    const calls = answer(200, { success: true, promo: {} });
    await rest.GET('/api/get-promo-by-name/{name}', { params: { path: { name: 'a b/c' } } });
    expect(calls[0]!.url).toBe('/api/get-promo-by-name/a%20b%2Fc');
    expect(calls[0]!.init.method).toBe('GET');
    expect(calls[0]!.init.body).toBeUndefined();
    expect((calls[0]!.init.headers as Record<string, string>).Token).toBeUndefined();
    expect(calls[0]!.init.mode).toBe('cors');
  });

  test('anything but success === true is a failure carrying the server message or the default', async () => {
    answer(200, { success: 'true', message: 'odd' });
    await expect(rest.GET('/api/get-popular-tag')).rejects.toMatchObject({ message: 'odd', status: 200 });
    answer(409, { success: false, message: 'Insufficient coin', code: 'WALLET.INSUFFICIENT_COINS' });
    await expect(rest.GET('/api/get-popular-tag')).rejects.toMatchObject({
      message: 'Insufficient coin',
      code: 'WALLET.INSUFFICIENT_COINS',
      status: 409,
    });
    answer(502, '<html>bad gateway</html>');
    await expect(rest.GET('/api/get-popular-tag')).rejects.toBeInstanceOf(ApiError);
    await expect(rest.GET('/api/get-popular-tag')).rejects.toMatchObject({ message: 'An error occurred' });
  });

  test('error texts: own message, else the fallback', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage(new Error(''))).toBe('An error occurred');
    expect(errorMessage(undefined, 'Fetch failed')).toBe('Fetch failed');
  });
});

describe('long dates in the interface language', () => {
  test('English keeps the long US style; Mongolian reads year, month and day in Mongolian', async () => {
    const { formatLongDate } = await import('./dates.js');
    const d = new Date(2026, 10, 3, 12);
    expect(formatLongDate(d, 'en-US')).toBe('November 3, 2026');
    expect(formatLongDate(d, 'mn-MN')).toMatch(/^2026 оны .+ сарын 3$/);
    expect(formatLongDate(null, 'mn-MN')).toBe('');
  });
});

describe('counts in interface texts', () => {
  test('a whole number is grouped as Intl groups it, without building a formatter; other numbers go through Intl', async () => {
    const { formatNumberIn } = await import('./locale.js');
    for (const locale of ['en-US', 'mn-MN', 'en', 'mn']) {
      for (const n of [0, 7, -7, 999, 1000, -1000, 12345, 999999, 1234567, -98765432, Number.MAX_SAFE_INTEGER, 1.5, -2.25, 1234.5]) {
        expect(formatNumberIn(locale, n)).toBe(new Intl.NumberFormat(locale).format(n));
      }
    }
  });

  test('a count is grouped in either language', async () => {
    const { default: i18n, loadLanguage } = await import('./i18n/index.js');
    expect(i18n.t('browse.comic.views', { count: 12345 })).toBe('12,345 views');
    expect(i18n.t('gifts.coinValue', { count: 1500 })).toBe('1,500 Bonus Coins');
    await loadLanguage('mongolian'); // Mongolian's texts are a chunk of their own
    await i18n.changeLanguage('mn');
    try {
      expect(i18n.t('browse.comic.views', { count: 12345 })).toMatch(/^12[,  ]345 үзэлт$/);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
