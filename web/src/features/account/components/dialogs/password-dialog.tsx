// Password setting (docs/product.md account dialogs): New password and Re-enter must be equal, else
// 'Password not match'; the eye toggle shows both. A change signs every device out, so the
// reader is sent to /login with 'Password change successfully please login to continue'.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/dialog.js';
import { PasswordField } from '../../../../components/form-field.js';
import { useClearSession } from '../../../../api/user-data.js';
import { gqlMessage, useGraphqlMutation } from '../../../../lib/graphql.js';
import { notify } from '../../../../lib/toast.js';
import { CHANGE_PASSWORD } from '../../api/account-api.js';

export function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const clearSession = useClearSession();
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [visible, setVisible] = useState(false);
  const change = useGraphqlMutation(CHANGE_PASSWORD);

  const close = () => {
    setPassword('');
    setAgain('');
    setVisible(false);
    onClose();
  };
  const save = async () => {
    if (!password || !again) {
      notify.error(t('acct.required'));
      return;
    }
    if (password !== again) {
      notify.error(t('acct.passwordMismatch'));
      return;
    }
    try {
      await change.run({ password, confirmPassword: again });
    } catch (e) {
      notify.error(gqlMessage(e));
      return;
    }
    notify.success(t('signin.passwordChanged'));
    close();
    clearSession();
    navigate('/login');
  };

  return (
    <Dialog open={open} onClose={close} title={t('acct.passwordTitle')}>
      <form
        id="password-form"
        className="account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <PasswordField
          label={t('acct.newPassword')}
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          maxLength={128}
          hint={t('signin.passwordHint')}
          visible={visible}
          onToggle={() => setVisible((v) => !v)}
        />
        <PasswordField
          label={t('acct.reEnter')}
          autoComplete="new-password"
          value={again}
          onChange={(e) => setAgain(e.target.value)}
          maxLength={128}
          visible={visible}
          onToggle={() => setVisible((v) => !v)}
        />
        <div className="form__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('acct.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={change.pending}>
            {t('acct.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
