// i18next with the two interface languages of the spec (English default, Mongolian). The language
// comes from the stored setting ('english' | 'mongolian', docs/product.md user setting). English is in the
// app shell; Mongolian is a chunk of its own, loaded before the first render when it is the stored
// language (main.tsx) and before switching to it.
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.js';
import browseEn from './browse.en.js';
import rxEn from './experience.en.js';
import accessEn from './access.en.js';
import { LOCAL_KEYS, localStore } from '../storage.js';
import { formatNumberIn } from '../locale.js';
import { linkManifest } from '../app-manifest.js';

export type LanguageSetting = 'english' | 'mongolian';
export const LANGUAGE_CODES: Record<LanguageSetting, 'en' | 'mn'> = { english: 'en', mongolian: 'mn' };

export function storedLanguage(): LanguageSetting {
  return localStore.get<string>(LOCAL_KEYS.language) === 'mongolian' ? 'mongolian' : 'english';
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: { ...en, browse: browseEn, rx: rxEn, access: accessEn } } },
  partialBundledLanguages: true,
  lng: 'en',
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * `{{count, number}}` (the texts give it no options) as lib/locale.ts formats counts, without
 * building an Intl.NumberFormat for a whole number. i18next's own `number` format keys its cache by
 * every option of the t() call, the count among them, so it built a new one for nearly every call.
 */
i18n.services.formatter?.add('number', (value: number, lng: string | undefined) => formatNumberIn(lng ?? 'en', value));

/** Makes the language's texts available (Mongolian's chunk, once); English always is. */
export async function loadLanguage(setting: LanguageSetting): Promise<void> {
  if (LANGUAGE_CODES[setting] !== 'mn' || i18n.hasResourceBundle('mn', 'translation')) return;
  const { default: mn } = await import('./mongolian.js');
  i18n.addResourceBundle('mn', 'translation', mn);
}

async function switchTo(setting: LanguageSetting): Promise<void> {
  const code = LANGUAGE_CODES[setting];
  // At once: the reads asked again on a language change (api/language.ts) must carry it.
  document.cookie = `koma_lang=${code}; path=/; max-age=31536000; samesite=lax`;
  await loadLanguage(setting);
  if (i18n.language !== code) await i18n.changeLanguage(code);
  document.documentElement.lang = code;
  linkManifest(code);
}

/**
 * Applies a language setting to i18next, the document (its lang and its app manifest) and the `koma_lang` cookie once its texts
 * are loaded (a chunk that fails to load leaves the language as it was). The reads index.html
 * preloads cannot carry our Accept-Language; the cookie goes with them, so the server answers them
 * in this language too (server: catalog reader-language.ts).
 */
export function applyLanguage(setting: LanguageSetting): void {
  void switchTo(setting).catch(() => undefined);
}

/** The stored language, ready before the first render (main.tsx). */
export function startLanguage(): Promise<void> {
  return switchTo(storedLanguage()).catch(() => undefined);
}

export default i18n;
