// Set password (/set-password, docs/product.md): password and confirm must match ('Password was
// not match'). Sign-up: creates the account with the sign-up token verify-mail answered to this
// browser, signs in and goes to /. Forgot: changes the password with the reset token and goes to
// /login.
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useAtom } from 'jotai';
import { ApiError } from '../../../lib/rest.js';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/form-field.js';
import { notify } from '../../../lib/toast.js';
import { loginUser, resetPassword, signupUser } from '../api/auth-api.js';
import { useStartSession } from '../hooks/use-start-session.js';
import { useSubmit } from '../hooks/use-submit.js';
import { endFlow, readFlow, resetAtom, signupTokenAtom } from '../stores/auth-flow.js';
import { AuthCard } from './auth-card.js';

export function SetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const startSession = useStartSession();
  const [reset, setReset] = useAtom(resetAtom);
  const [signupToken, setSignupToken] = useAtom(signupTokenAtom);
  const [flow] = useState(readFlow);
  const { busy, run } = useSubmit();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);

  const submit = () =>
    run(async () => {
      if (!password || !confirm) {
        notify.error(t('signin.required'));
        return;
      }
      if (password !== confirm) {
        notify.error(t('signin.mismatch'));
        return;
      }
      if (flow.forgot) {
        if (!reset?.token) {
          navigate('/forgot-password');
          return;
        }
        await resetPassword(reset.token, { password, confirm_password: confirm, userId: reset.userId });
        setReset(null);
        endFlow();
        notify.success(t('signin.passwordChanged'));
        navigate('/login');
        return;
      }
      if (!flow.email || !flow.fullName) {
        notify.error(t('signin.required'));
        return;
      }
      const expired = () => {
        setSignupToken(null);
        notify.error(t('authLink.signupExpired'));
        navigate('/verification');
      };
      if (!signupToken) {
        expired();
        return;
      }
      try {
        await signupUser(signupToken, { email: flow.email, fullName: flow.fullName, password, confirm_password: confirm });
      } catch (e) {
        if (e instanceof ApiError && e.code === 'IDENTITY.SIGNUP_TOKEN_INVALID') {
          expired();
          return;
        }
        throw e;
      }
      setSignupToken(null);
      notify.success(t('signin.signupDone'));
      startSession(await loginUser(flow.email, password));
      endFlow();
      navigate('/');
    });

  const lost = !flow.email || (flow.forgot ? !reset?.token : !signupToken);
  return (
    <AuthCard title={t('pages.setPassword')} intro={flow.email ? t('signin.setIntro', { email: flow.email }) : undefined}>
      <form
        className="auth-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <PasswordField
          label={t('auth.password')}
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={128}
          hint={t('signin.passwordHint')}
          visible={visible}
          onToggle={() => setVisible((v) => !v)}
        />
        <PasswordField
          label={t('auth.confirmPassword')}
          name="confirm_password"
          autoComplete="new-password"
          value={confirm}
          onChange={(e) => setConfirm(e.target.value)}
          maxLength={128}
          visible={visible}
          onToggle={() => setVisible((v) => !v)}
        />
        <div className="auth-form__actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            {busy ? t('signin.working') : t('auth.save')}
          </button>
        </div>
      </form>
      {lost && (
        <p className="muted auth-switch">
          <Link to={flow.forgot ? '/forgot-password' : '/register'} className="link">
            {t('signin.restart')}
          </Link>
        </p>
      )}
    </AuthCard>
  );
}
