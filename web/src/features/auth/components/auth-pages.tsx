// Sign-in pages (spec §2 Authentication pages) — frames for login, register, verification, set
// password and forgot password (the identity work adds their calls), and the Reset Password page,
// which the spec defines as a static form with no behaviour.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.js';

function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return <PageFrame title={title} className="auth-card card">{children}</PageFrame>;
}

function Field({ label, ...input }: { label: string } & React.InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </>
  );
}

export function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.login')}>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('auth.email')} name="email" type="email" autoComplete="email" />
        <Field label={t('auth.password')} name="password" type="password" autoComplete="current-password" />
        <Link to="/forgot-password" className="link">{t('auth.forgotLink')}</Link>
        <button type="submit" className="button button--primary">{t('auth.login')}</button>
      </form>
      <p className="muted">{t('auth.noAccount')} <Link to="/register" className="link">{t('auth.register')}</Link></p>
    </AuthCard>
  );
}

export function RegisterPage() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <AuthCard title={t('pages.register')}>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('auth.name')} name="fullName" autoComplete="name" />
        <Field label={t('auth.email')} name="email" type="email" autoComplete="email" />
        <div className="checkbox">
          <input id={id} type="checkbox" name="terms" />
          <label htmlFor={id}>{t('auth.agree')}</label>
        </div>
        <button type="submit" className="button button--primary">{t('auth.continue')}</button>
      </form>
    </AuthCard>
  );
}

export function VerificationPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.verification')}>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('auth.email')} name="email" type="email" readOnly />
        <Field label={t('auth.code')} name="code" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" />
        <button type="submit" className="button button--primary">{t('auth.verify')}</button>
        <button type="button" className="button button--ghost">{t('auth.resend')}</button>
      </form>
    </AuthCard>
  );
}

export function SetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.setPassword')}>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('auth.password')} name="password" type="password" autoComplete="new-password" />
        <Field label={t('auth.confirmPassword')} name="confirm_password" type="password" autoComplete="new-password" />
        <button type="submit" className="button button--primary">{t('auth.save')}</button>
      </form>
    </AuthCard>
  );
}

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.forgot')}>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('auth.email')} name="email" type="email" autoComplete="email" />
        <button type="submit" className="button button--primary">{t('auth.continue')}</button>
      </form>
    </AuthCard>
  );
}

/** Reset Password: static form with no behaviour (spec §2). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.reset')}>
      <p className="muted">{t('auth.resetNote')}</p>
      <form className="form" onSubmit={(e) => e.preventDefault()}>
        <Field label={t('auth.newPassword')} name="password" type="password" autoComplete="new-password" />
        <Field label={t('auth.reEnter')} name="confirm_password" type="password" autoComplete="new-password" />
        <button type="submit" className="button button--primary">{t('auth.submit')}</button>
      </form>
    </AuthCard>
  );
}
