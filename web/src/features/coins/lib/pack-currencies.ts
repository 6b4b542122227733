// Which coin packs the coin page lists (issue 20 item 7): one currency at a time, never $ and ₮
// packs in one list. The reader's currency comes first (tugrik for a Mongolian interface, dollars
// otherwise); another currency is one switch away.
import type { LanguageSetting } from '../../../lib/i18n/index.js';

export type PackCurrency = 'usd' | 'mnt';

const ALL: PackCurrency[] = ['usd', 'mnt'];

export const normalCurrency = (c: string | null | undefined): PackCurrency => (String(c ?? '').toLowerCase() === 'mnt' ? 'mnt' : 'usd');

export const readerCurrency = (language: LanguageSetting): PackCurrency => (language === 'mongolian' ? 'mnt' : 'usd');

/** The currencies that have packs, the reader's first. */
export function packCurrencies(packs: ReadonlyArray<{ currency: string }>, language: LanguageSetting): PackCurrency[] {
  const present = new Set(packs.map((p) => normalCurrency(p.currency)));
  const first = readerCurrency(language);
  return [first, ...ALL.filter((c) => c !== first)].filter((c) => present.has(c));
}

/** The currency shown: the reader's choice while it has packs, else the first of `currencies`. */
export function shownCurrency(currencies: PackCurrency[], chosen: PackCurrency | null): PackCurrency | null {
  return chosen && currencies.includes(chosen) ? chosen : (currencies[0] ?? null);
}

/** The currency a promo is tied to: a fixed promo's own; none for a percentage promo. */
export function promoCurrency(promo: { discountType: string; currency?: string | null } | null): PackCurrency | null {
  return promo && promo.discountType !== 'percentage' && promo.currency ? normalCurrency(promo.currency) : null;
}
