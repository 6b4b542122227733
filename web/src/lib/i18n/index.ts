// i18next with the two interface languages of the spec (English default, Mongolian). The language
// comes from the stored setting ('english' | 'mongolian', spec §3 user setting).
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './en.js';
import mn from './mn.js';
import browseEn from './browse.en.js';
import browseMn from './browse.mn.js';
import rxEn from './experience.en.js';
import rxMn from './experience.mn.js';
import { LOCAL_KEYS, localStore } from '../storage.js';

export type LanguageSetting = 'english' | 'mongolian';
export const LANGUAGE_CODES: Record<LanguageSetting, 'en' | 'mn'> = { english: 'en', mongolian: 'mn' };

export function storedLanguage(): LanguageSetting {
  return localStore.get<string>(LOCAL_KEYS.language) === 'mongolian' ? 'mongolian' : 'english';
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: { ...en, browse: browseEn, rx: rxEn } }, mn: { translation: { ...mn, browse: browseMn, rx: rxMn } } },
  lng: LANGUAGE_CODES[storedLanguage()],
  fallbackLng: 'en',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * Applies a language setting to i18next and the document, and to the `koma_lang` cookie: the
 * reads index.html preloads cannot carry our Accept-Language, the cookie goes with them, so the
 * server answers them in this language too (server: catalog reader-language.ts).
 */
export function applyLanguage(setting: LanguageSetting): void {
  const code = LANGUAGE_CODES[setting];
  if (i18n.language !== code) void i18n.changeLanguage(code);
  document.documentElement.lang = code;
  document.cookie = `koma_lang=${code}; path=/; max-age=31536000; samesite=lax`;
}

export default i18n;
