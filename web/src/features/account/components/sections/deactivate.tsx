// Deactivate my account (docs/product.md): a reason must be chosen ('Please provide reason for
// deactivate account'); then the app's own dialog asks, saying it cannot be undone. A deactivated
// account is signed out everywhere; a toast says so and home opens at its top.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useClearSession } from '../../../../api/user-data.js';
import { gqlMessage, useGraphqlMutation } from '../../../../lib/graphql.js';
import { notify } from '../../../../lib/toast.js';
import { DEACTIVATE, DEACTIVATION_REASONS } from '../../api/account-api.js';
import { ConfirmDialog } from '../../../../components/confirm-dialog.js';
import { Section } from '../section.js';

export function Deactivate() {
  const { t } = useTranslation();
  const name = useId();
  const navigate = useNavigate();
  const clearSession = useClearSession();
  const [reason, setReason] = useState('');
  const [asking, setAsking] = useState(false);
  const deactivate = useGraphqlMutation(DEACTIVATE);
  const labels = t('acct.reasons', { returnObjects: true }) as unknown as string[];
  const labelOf = (r: string) => {
    const i = DEACTIVATION_REASONS.indexOf(r as (typeof DEACTIVATION_REASONS)[number]);
    return Array.isArray(labels) && labels[i] ? labels[i] : r;
  };

  const ask = () => {
    if (!reason) {
      notify.error(t('acct.reasonRequired'));
      return;
    }
    setAsking(true);
  };

  const confirm = async () => {
    try {
      await deactivate.run({ reason });
    } catch (e) {
      notify.error(gqlMessage(e, t('acct.deactivateError')));
      return;
    }
    setAsking(false);
    clearSession();
    await navigate('/');
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    notify.success(t('safety.deactivate.done'));
  };

  return (
    <Section id="deactivate" title={t('pages.deactivate')}>
      <p className="muted">{t('acct.deactivateIntro')}</p>
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          ask();
        }}
      >
        <fieldset className="choices">
          <legend>{t('acct.reasonsTitle')}</legend>
          {DEACTIVATION_REASONS.map((r) => (
            <label key={r} className="choice">
              <input type="radio" name={name} value={r} checked={reason === r} onChange={() => setReason(r)} />
              <span>{labelOf(r)}</span>
            </label>
          ))}
        </fieldset>
        <div className="form__actions form__actions--start">
          <button type="submit" className="button button--primary" disabled={deactivate.pending}>
            {t('acct.deactivate')}
          </button>
        </div>
      </form>
      <ConfirmDialog
        open={asking}
        title={t('safety.deactivate.title')}
        confirmLabel={t('safety.deactivate.confirm')}
        busy={deactivate.pending}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        <p>{t('safety.deactivate.body')}</p>
        <p className="muted">{t('safety.deactivate.reason', { reason: labelOf(reason) })}</p>
      </ConfirmDialog>
    </Section>
  );
}
