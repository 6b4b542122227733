// Forgot password (/forgot-password, docs/product.md): email required; sends the code, keeps the
// forgot flag and the flow's id (an opaque id, alike for every address), continues to /verification.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field.js';
import { notify } from '../../../lib/toast.js';
import { forgotMail } from '../api/auth-api.js';
import { useSubmit } from '../hooks/use-submit.js';
import { resetAtom, startFlow } from '../stores/auth-flow.js';
import { AuthCard } from './auth-card.js';

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const setReset = useSetAtom(resetAtom);
  const { busy, run } = useSubmit();
  const [email, setEmail] = useState('');

  const submit = () =>
    run(async () => {
      const mail = email.trim();
      if (!mail) {
        notify.error(t('signin.required'));
        return;
      }
      const answer = await forgotMail(mail);
      startFlow({ email: mail, fullName: '', forgot: true });
      setReset(answer.userId ? { token: '', userId: answer.userId } : null);
      notify.success(t('signin.mailSent'));
      navigate('/verification');
    });

  return (
    <AuthCard title={t('pages.forgot')} intro={t('signin.forgotIntro')}>
      <form
        className="auth-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={254}
        />
        <div className="auth-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('signin.working') : t('auth.continue')}
          </button>
        </div>
      </form>
      <p className="muted auth-switch">
        <Link to="/login" className="link">
          {t('auth.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
