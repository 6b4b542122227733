// Date formats of docs/product.md: long US style (plan expiry, gifts, account) and yy.mm.dd (episode list).
// The long form follows the interface language through Intl (Mongolian readers get Mongolian dates).
import { useSyncExternalStore } from 'react';
import { interfaceLocale } from './locale.js';

function toDate(value: Date | string | number | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const longFormats = new Map<string, (d: Date) => string>();

/**
 * The long date formatter of a locale. A browser whose Intl lacks Mongolian data (Chromium builds
 * ship a reduced ICU) would answer in English: Mongolian then takes the form Mongolian readers
 * write, '2026 оны 11-р сарын 23', from Intl's numeric parts.
 */
function longFormat(locale: string): (d: Date) => string {
  let f = longFormats.get(locale);
  if (f) return f;
  const supported = Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0;
  if (!supported && locale.startsWith('mn')) {
    const numeric = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'numeric', day: 'numeric' });
    f = (d) => {
      const part = (type: string) => numeric.formatToParts(d).find((p) => p.type === type)?.value ?? '';
      return `${part('year')} оны ${part('month')}-р сарын ${part('day')}`;
    };
  } else {
    const intl = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric' });
    f = (d) => intl.format(d);
  }
  longFormats.set(locale, f);
  return f;
}

/** "November 23, 2026" in English, "2026 оны 11-р сарын 23" (or Intl's own Mongolian form) in Mongolian; '' for a missing or invalid date. */
export function formatLongDate(value: Date | string | number | null | undefined, locale: string = interfaceLocale()): string {
  const d = toDate(value);
  return d ? longFormat(locale)(d) : '';
}

/** The long date of docs/product.md ('long US style'), in the interface language. */
export const formatLongUS = (value: Date | string | number | null | undefined): string => formatLongDate(value);

/** "26.11.23" (the calendar day in this browser's zone, or in UTC); '' for a missing or invalid date. */
export function formatYYMMDD(value: Date | string | number | null | undefined, zone: 'local' | 'utc' = 'local'): string {
  const d = toDate(value);
  if (!d) return '';
  const two = (n: number) => String(n).padStart(2, '0');
  if (zone === 'utc') return `${two(d.getUTCFullYear() % 100)}.${two(d.getUTCMonth() + 1)}.${two(d.getUTCDate())}`;
  return `${two(d.getFullYear() % 100)}.${two(d.getMonth() + 1)}.${two(d.getDate())}`;
}

const never = () => () => undefined;

/**
 * The zone a component may show calendar days in: 'utc' on the server and while the browser
 * hydrates what the server rendered (the server does not know the reader's zone, and hydration
 * must match its markup), 'local' right after and in every render the browser makes itself.
 */
export function useDateZone(): 'local' | 'utc' {
  return useSyncExternalStore(
    never,
    () => 'local',
    () => 'utc',
  );
}
