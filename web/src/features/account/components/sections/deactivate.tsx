// Deactivate my account (spec §2, §5, §9): a reason must be chosen ('Please provide reason for
// deactivate account'); a deactivated account is signed out everywhere.
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useClearSession } from '../../../../api/user-data.js';
import { gqlMessage, useGraphqlMutation } from '../../../../lib/graphql.js';
import { notify } from '../../../../lib/toast.js';
import { DEACTIVATE, DEACTIVATION_REASONS } from '../../api/account-api.js';
import { Section } from '../section.js';

export function Deactivate() {
  const { t } = useTranslation();
  const name = useId();
  const navigate = useNavigate();
  const clearSession = useClearSession();
  const [reason, setReason] = useState('');
  const deactivate = useGraphqlMutation(DEACTIVATE);
  const labels = t('acct.reasons', { returnObjects: true }) as unknown as string[];

  const submit = async () => {
    if (!reason) { notify.error(t('acct.reasonRequired')); return; }
    let message: string;
    try {
      message = (await deactivate.mutateAsync({ reason })).deactivateAccount.message;
    } catch (e) {
      notify.error(gqlMessage(e, t('acct.deactivateError')));
      return;
    }
    notify.success(message);
    clearSession();
    navigate('/');
  };

  return (
    <Section id="deactivate" title={t('pages.deactivate')}>
      <p className="muted">{t('acct.deactivateIntro')}</p>
      <form className="account-form" noValidate onSubmit={(e) => { e.preventDefault(); void submit(); }}>
        <fieldset className="choices">
          <legend>{t('acct.reasonsTitle')}</legend>
          {DEACTIVATION_REASONS.map((r, i) => (
            <label key={r} className="choice">
              <input type="radio" name={name} value={r} checked={reason === r} onChange={() => setReason(r)} />
              <span>{Array.isArray(labels) && labels[i] ? labels[i] : r}</span>
            </label>
          ))}
        </fieldset>
        <div className="form__actions form__actions--start">
          <button type="submit" className="button button--primary" disabled={deactivate.isPending}>{t('acct.deactivate')}</button>
        </div>
      </form>
    </Section>
  );
}
