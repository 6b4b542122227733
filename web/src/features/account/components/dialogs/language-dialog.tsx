// Language (docs/product.md account dialogs): Mongolian or English/US, with the note that features and
// titles may differ by language or country. Saving stores the setting on the server, switches the
// interface (i18next) at once and confirms it (api/language.ts, shared with the footer switch).
import { useEffect, useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useChooseLanguage } from '../../../../api/language.js';
import { Dialog } from '../../../../components/dialog.js';
import type { LanguageSetting } from '../../../../lib/i18n/index.js';
import { languageAtom } from '../../../../stores/language.js';

const CHOICES: Array<[LanguageSetting, 'acct.mongolian' | 'acct.english']> = [
  ['mongolian', 'acct.mongolian'],
  ['english', 'acct.english'],
];

export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const name = useId();
  const language = useAtomValue(languageAtom);
  const [choice, setChoice] = useState<LanguageSetting>(language);
  const { choose, pending } = useChooseLanguage();
  useEffect(() => {
    if (open) setChoice(language);
  }, [open, language]);

  const save = async () => {
    if (await choose(choice)) onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('acct.languageTitle')}>
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <fieldset className="choices">
          <legend className="visually-hidden">{t('acct.languageTitle')}</legend>
          {CHOICES.map(([value, key]) => (
            <label key={value} className="choice">
              <input type="radio" name={name} value={value} checked={choice === value} onChange={() => setChoice(value)} />
              <span>{t(key)}</span>
            </label>
          ))}
        </fieldset>
        <p className="muted">{t('acct.languageNote')}</p>
        <div className="form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('acct.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={pending}>
            {t('acct.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
