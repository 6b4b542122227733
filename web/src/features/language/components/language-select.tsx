// The interface language switch (English/US or Mongolian; docs/product.md Account language dialog,
// default english). Signed in, the choice is saved to the account (api/language.ts).
import { useId } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useChooseLanguage } from '../../../api/language.js';
import { languageAtom } from '../../../stores/language.js';
import type { LanguageSetting } from '../../../lib/i18n/index.js';

export function LanguageSelect() {
  const language = useAtomValue(languageAtom);
  const { choose, pending } = useChooseLanguage();
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select id={id} value={language} disabled={pending} onChange={(e) => void choose(e.target.value as LanguageSetting)}>
        <option value="english">{t('language.english')}</option>
        <option value="mongolian">{t('language.mongolian')}</option>
      </select>
    </div>
  );
}
