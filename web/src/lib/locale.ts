// The interface language as Intl and HTTP see it: the stored setting (lib/storage.ts), so calls
// made before React starts (route-preload.ts) already carry it. 'en-US' formats follow spec §9's
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

/** A count in the interface language's digits and grouping ('12,345'). */
export function formatNumber(n: number | null | undefined): string {
  const locale = interfaceLocale();
  let f = numberFormats.get(locale);
  if (!f) { f = new Intl.NumberFormat(locale); numberFormats.set(locale, f); }
  return f.format(n ?? 0);
}
