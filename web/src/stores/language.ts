// The interface language setting ('english' | 'mongolian'; default english — docs/product.md).
import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import { LOCAL_KEYS } from '../lib/storage.js';
import type { LanguageSetting } from '../lib/i18n/index.js';

export const languageAtom = atomWithStorage<LanguageSetting>(LOCAL_KEYS.language, 'english', createJSONStorage<LanguageSetting>(), {
  getOnInit: true,
});
