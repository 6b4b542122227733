// Login (/login, docs/product.md): email and password; 'Login success' for 3 s, then /. Links to
// /forgot-password and /register, and Google sign-in when the server offers it. A Google sign-in
// that failed comes back here as /login?error=<reason>, which the page says in words.
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GoogleIcon } from '../../../components/icons.js';
import { PasswordField, TextField } from '../../../components/form-field.js';
import { GOOGLE_SIGN_IN_PATH, LOGIN_MESSAGE_MS } from '../../../lib/constants.js';
import { notify } from '../../../lib/toast.js';
import { useAuthProviders } from '../../../api/auth-providers.js';
import { loginUser } from '../api/auth-api.js';
import { useStartSession } from '../hooks/use-start-session.js';
import { useSubmit } from '../hooks/use-submit.js';
import { AuthCard } from './auth-card.js';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const { busy, run } = useSubmit();
  const providers = useAuthProviders();
  const [params] = useSearchParams();
  const googleError = params.get('error');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = () =>
    run(async () => {
      if (!email.trim() || !password) {
        notify.error(t('acct.required'));
        return;
      }
      const answer = await loginUser(email.trim(), password);
      startSession(answer);
      setDone(true);
      notify.success(t('signin.loginSuccess'), { autoClose: LOGIN_MESSAGE_MS });
      timer.current = setTimeout(() => navigate('/'), LOGIN_MESSAGE_MS);
    });

  return (
    <AuthCard title={t('pages.login')} intro={t('signin.welcome')}>
      {googleError && (
        <p className="auth-error" role="alert">
          {t(`authLink.googleError.${googleError}`, { defaultValue: t('authLink.googleError.other') })}
        </p>
      )}
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
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={128}
        />
        <div className="auth-form__row">
          <Link to="/forgot-password" className="link">
            {t('auth.forgotLink')}
          </Link>
        </div>
        <div className="auth-form__actions">
          <button type="submit" className="button button--primary" disabled={busy || done}>
            {busy ? t('signin.working') : t('auth.login')}
          </button>
        </div>
      </form>
      {providers.google && (
        <>
          <p className="auth-divider">{t('signin.or')}</p>
          <a className="button auth-google" href={GOOGLE_SIGN_IN_PATH} target="_blank" rel="noopener noreferrer">
            <GoogleIcon /> {t('account.google')}
          </a>
        </>
      )}
      <p className="muted auth-switch">
        {t('auth.noAccount')}{' '}
        <Link to="/register" className="link">
          {t('auth.register')}
        </Link>
      </p>
    </AuthCard>
  );
}
