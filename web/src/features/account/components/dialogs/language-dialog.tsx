// Language (spec §2 account dialogs): Mongolian or English/US, with the note that features and
// titles may differ by language or country. Saving stores the setting on the server and
// switches the interface (i18next) at once.
import { useEffect, useId, useState } from 'react';
import { useAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/dialog.js';
import { gqlMessage, useGraphqlMutation } from '../../../../lib/graphql.js';
import type { LanguageSetting } from '../../../../lib/i18n/index.js';
import { notify } from '../../../../lib/toast.js';
import { languageAtom } from '../../../../stores/language.js';
import { UPDATE_SETTINGS } from '../../api/account-api.js';

const CHOICES: Array<[LanguageSetting, 'acct.mongolian' | 'acct.english']> = [['mongolian', 'acct.mongolian'], ['english', 'acct.english']];

export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const name = useId();
  const [language, setLanguage] = useAtom(languageAtom);
  const [choice, setChoice] = useState<LanguageSetting>(language);
  const update = useGraphqlMutation(UPDATE_SETTINGS);
  useEffect(() => { if (open) setChoice(language); }, [open, language]);

  const save = async () => {
    try {
      await update.mutateAsync({ input: { language: choice } });
    } catch (e) {
      notify.error(gqlMessage(e, t('acct.updateSettingError')));
      return;
    }
    setLanguage(choice);
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('acct.languageTitle')}>
      <form className="account-form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }}>
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
          <button type="button" className="button button--ghost" onClick={onClose}>{t('acct.cancel')}</button>
          <button type="submit" className="button button--primary" disabled={update.isPending}>{t('acct.save')}</button>
        </div>
      </form>
    </Dialog>
  );
}
