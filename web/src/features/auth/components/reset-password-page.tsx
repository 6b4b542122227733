// Reset Password (/reset-password): the spec defines it as a static form with no behaviour.
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../components/form-field.js';
import { AuthCard } from './auth-card.js';

export function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('pages.reset')} intro={t('auth.resetNote')}>
      <form className="auth-form" noValidate onSubmit={(e) => e.preventDefault()}>
        <PasswordField label={t('auth.newPassword')} name="password" autoComplete="new-password" />
        <PasswordField label={t('auth.reEnter')} name="confirm_password" autoComplete="new-password" />
        <div className="auth-form__actions">
          <button type="submit" className="button button--primary">
            {t('auth.submit')}
          </button>
        </div>
      </form>
    </AuthCard>
  );
}
