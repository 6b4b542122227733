// The interface language switch (English/US or Mongolian; spec §2 Account language dialog, §9 default english).
import { useId } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { languageAtom } from '../../../stores/language.js';
import type { LanguageSetting } from '../../../lib/i18n/index.js';

export function LanguageSelect() {
  const [language, setLanguage] = useAtom(languageAtom);
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="language-select">
      <label htmlFor={id}>{t('footer.language')}</label>
      <select id={id} value={language} onChange={(e) => setLanguage(e.target.value as LanguageSetting)}>
        <option value="english">{t('language.english')}</option>
        <option value="mongolian">{t('language.mongolian')}</option>
      </select>
    </div>
  );
}
