// The interface language as Intl and HTTP see it: the stored setting (lib/storage.ts), so calls
// made before React starts (route-preload.ts) already carry it. 'en-US' formats follow docs/product.md's
// long US style; Mongolian uses Intl's 'mn-MN' forms.
import { LOCAL_KEYS, localStore } from './storage.js';

export type InterfaceCode = 'en' | 'mn';

export function interfaceCode(): InterfaceCode {
  return localStore.get<string>(LOCAL_KEYS.language) === 'mongolian' ? 'mn' : 'en';
}

export function interfaceLocale(): 'en-US' | 'mn-MN' {
  return interfaceCode() === 'mn' ? 'mn-MN' : 'en-US';
}

const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * `n` in `locale`'s digits and grouping. A safe integer is grouped by threes with a comma here, as
 * Intl.NumberFormat does for English and Mongolian (Chromium's and Node's ICU alike): the first
 * Intl.NumberFormat a page builds loads ICU's number data, about 15 ms of main thread (60 ms on a
 * 4× slower phone) inside the first render of every page that shows a count. Other values go to
 * one Intl.NumberFormat per locale.
 */
export function formatNumberIn(locale: string, n: number): string {
  if (Number.isSafeInteger(n)) return (n < 0 ? '-' : '') + String(Math.abs(n)).replace(/\B(?=(\d{3})+$)/g, ',');
  let f = numberFormats.get(locale);
  if (!f) {
    f = new Intl.NumberFormat(locale);
    numberFormats.set(locale, f);
  }
  return f.format(n);
}

/** A count in the interface language's digits and grouping ('12,345'). */
export function formatNumber(n: number | null | undefined): string {
  return formatNumberIn(interfaceLocale(), n ?? 0);
}
