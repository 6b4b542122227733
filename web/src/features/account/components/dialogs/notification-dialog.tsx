// Notifications settings (docs/product.md account dialogs): three Receive / Do not receive choices —
// 'Email me about events', 'Subscribed Title Notifications', 'Notify when Free' (default on).
// Until the reader's settings are read it shows them loading and saves nothing: saving the defaults
// then would overwrite what the reader chose.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/dialog.js';
import { Loading } from '../../../../components/page-frame.js';
import { gqlMessage, useGraphqlMutation } from '../../../../lib/graphql.js';
import { notify } from '../../../../lib/toast.js';
import { UPDATE_USER_SETTING, type Settings } from '../../api/account-api.js';

const KEYS = ['eventNotification', 'subscribeNotification', 'freeNotification'] as const;
type Key = (typeof KEYS)[number];

export function NotificationDialog({
  open,
  settings,
  failed = false,
  onClose,
}: {
  open: boolean;
  settings: Settings | null;
  failed?: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const base = useId();
  const [values, setValues] = useState<Record<Key, boolean>>({
    eventNotification: true,
    subscribeNotification: true,
    freeNotification: true,
  });
  const update = useGraphqlMutation(UPDATE_USER_SETTING);
  useEffect(() => {
    if (open && settings)
      setValues({
        eventNotification: settings.eventNotification,
        subscribeNotification: settings.subscribeNotification,
        freeNotification: settings.freeNotification,
      });
  }, [open, settings]);

  const save = async () => {
    try {
      await update.run({ input: values });
    } catch (e) {
      notify.error(gqlMessage(e, t('acct.updateSettingError')));
      return;
    }
    notify.success(t('rx.notificationsSaved'));
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} title={t('acct.notifyTitle')}>
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        {!settings &&
          (failed ? (
            <p className="muted" role="alert">
              {t('acct.settingError')}
            </p>
          ) : (
            <Loading />
          ))}
        {settings &&
          KEYS.map((key) => (
            <fieldset key={key} className="choices choices--row">
              <legend>{t(`acct.${key}`)}</legend>
              {([true, false] as const).map((on) => (
                <label key={String(on)} className="choice">
                  <input
                    type="radio"
                    name={`${base}-${key}`}
                    checked={values[key] === on}
                    onChange={() => setValues((v) => ({ ...v, [key]: on }))}
                  />
                  <span>{on ? t('acct.receive') : t('acct.dontReceive')}</span>
                </label>
              ))}
            </fieldset>
          ))}
        <div className="form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('acct.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={update.pending || !settings}>
            {t('acct.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
