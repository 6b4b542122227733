// Verification (/verification, docs/product.md): the read-only email of the flow, a numeric code,
// Verify and Resend. Both are required ('Please fill all reqyired field'). Continues to
// /set-password; the answer's single-use token (sign-up, or a forgot request's reset token) is kept
// in memory for that page. The server
// answers a forgot request alike for every address (it tells nobody which ones have an account), so
// the page says a code comes only if this one has.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAtom, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field.js';
import { notify } from '../../../lib/toast.js';
import { forgotMail, signupMail, verifyMail } from '../api/auth-api.js';
import { useSubmit } from '../hooks/use-submit.js';
import { readFlow, resetAtom, signupTokenAtom } from '../stores/auth-flow.js';
import { AuthCard } from './auth-card.js';

export function VerificationPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [reset, setReset] = useAtom(resetAtom);
  const setSignupToken = useSetAtom(signupTokenAtom);
  const [flow] = useState(readFlow);
  const [code, setCode] = useState('');
  const verify = useSubmit();
  const resend = useSubmit();

  const submit = () =>
    verify.run(async () => {
      const value = code.trim();
      if (!flow.email || !value) {
        notify.error(t('signin.required'));
        return;
      }
      const answer = await verifyMail(flow.email, value);
      if (flow.forgot) setReset({ token: answer.token ?? '', userId: answer.userId ?? reset?.userId });
      else setSignupToken(answer.token ?? null);
      notify.success(t('signin.mailVerified'));
      navigate('/set-password');
    });

  const again = () =>
    resend.run(async () => {
      if (!flow.email) {
        notify.error(t('signin.required'));
        return;
      }
      if (flow.forgot) await forgotMail(flow.email);
      else await signupMail(flow.email, flow.fullName);
      notify.success(t('signin.mailSent'));
    });

  return (
    <AuthCard title={t('pages.verification')} intro={t('signin.codeHint')}>
      <form
        className="auth-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField label={t('auth.email')} name="email" type="email" value={flow.email} readOnly />
        {flow.forgot && flow.email && (
          <p className="muted" role="note">
            {t('safety.forgotCodeNote', { email: flow.email })}
          </p>
        )}
        <TextField
          label={t('auth.code')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={6}
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
        />
        <div className="auth-form__actions">
          <button type="submit" className="button button--primary" disabled={verify.busy}>
            {verify.busy ? t('signin.working') : t('auth.verify')}
          </button>
          <button type="button" className="button button--ghost" disabled={resend.busy} onClick={() => void again()}>
            {t('auth.resend')}
          </button>
        </div>
      </form>
      {!flow.email && (
        <p className="muted auth-switch">
          <Link to={flow.forgot ? '/forgot-password' : '/register'} className="link">
            {t('signin.restart')}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
