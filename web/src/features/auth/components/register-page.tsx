// Register (/register, docs/product.md): name and email are required ('Please fill all reqyired
// field'); the terms checkbox is not enforced. Sends the code mail and continues to /verification.
import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-field.js';
import { notify } from '../../../lib/toast.js';
import { signupMail } from '../api/auth-api.js';
import { useSubmit } from '../hooks/use-submit.js';
import { startFlow } from '../stores/auth-flow.js';
import { AuthCard } from './auth-card.js';

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { busy, run } = useSubmit();
  const checkId = useId();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');

  const submit = () =>
    run(async () => {
      const name = fullName.trim();
      const mail = email.trim();
      if (!name || !mail) {
        notify.error(t('signin.required'));
        return;
      }
      await signupMail(mail, name);
      startFlow({ email: mail, fullName: name, forgot: false });
      notify.success(t('signin.mailSent'));
      navigate('/verification');
    });

  return (
    <AuthCard title={t('pages.register')} intro={t('signin.registerIntro')}>
      <form
        className="auth-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <TextField
          label={t('auth.name')}
          name="fullName"
          autoComplete="name"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          maxLength={100}
        />
        <TextField
          label={t('auth.email')}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={254}
        />
        <div className="auth-check">
          <input id={checkId} type="checkbox" name="terms" />
          <label htmlFor={checkId}>{t('auth.agree')}</label>
        </div>
        <div className="auth-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('signin.working') : t('auth.continue')}
          </button>
        </div>
      </form>
      <p className="muted auth-switch">
        {t('signin.haveAccount')}{' '}
        <Link to="/login" className="link">
          {t('auth.login')}
        </Link>
      </p>
    </AuthCard>
  );
}
