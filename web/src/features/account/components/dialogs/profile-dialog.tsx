// Profile (docs/product.md account dialogs, update-user): photo upload, Name, Email, Date of Birth
// and the gender select (Select Gender/male/female/other). Email, name, gender and date of birth
// are required ('Please fill all required field'); saved as multipart, then the user data is
// refreshed. A new email is not switched by the save: the server mails a 6-digit code to it, and
// the dialog then asks for that code (Verify, Resend); the email changes when it is confirmed.
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../../components/dialog.js';
import { TextField } from '../../../../components/form-field.js';
import { Image } from '../../../../components/image.js';
import { gqlMessage, useGraphqlMutation } from '../../../../lib/graphql.js';
import { notify } from '../../../../lib/toast.js';
import { RESEND_EMAIL_CHANGE, VERIFY_EMAIL_CHANGE, updateUser, type SignedInUser } from '../../api/account-api.js';
import avatar from '../../../../assets/avatar.svg';

const GENDERS = ['male', 'female', 'other'] as const;

export function ProfileDialog({
  open,
  me,
  userId,
  onClose,
  onSaved,
}: {
  open: boolean;
  me: SignedInUser | null;
  userId: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [dob, setDob] = useState('');
  const [gender, setGender] = useState('');
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const verifyEmail = useGraphqlMutation(VERIFY_EMAIL_CHANGE);
  const resendCode = useGraphqlMutation(RESEND_EMAIL_CHANGE);

  useEffect(() => {
    if (!open || !me) return;
    setFullName(me.fullName ?? '');
    setEmail(me.email ?? '');
    setDob((me.dob ?? '').slice(0, 10));
    setGender(me.gender ?? '');
    setPhoto(null);
    setPreview(null);
  }, [open, me]);
  useEffect(() => {
    if (open) {
      setPendingEmail(null);
      setCode('');
    }
  }, [open]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const save = async () => {
    if (!email.trim() || !fullName.trim() || !gender || !dob) {
      notify.error(t('acct.required'));
      return;
    }
    setBusy(true);
    try {
      const answer = await updateUser(userId, { fullName: fullName.trim(), email: email.trim(), gender, dob }, photo);
      notify.success(answer.pendingEmail ? t('acct.profileUpdatedCode', { email: answer.pendingEmail }) : t('acct.profileUpdated'));
      onSaved();
      if (answer.pendingEmail) {
        setPendingEmail(answer.pendingEmail);
        setCode('');
      } else onClose();
    } catch (e) {
      notify.failure(e, t('acct.updateError'));
    } finally {
      setBusy(false);
    }
  };

  const verify = async () => {
    if (!/^\d{6}$/.test(code)) {
      notify.error(t('acct.emailCodeRequired'));
      return;
    }
    setBusy(true);
    try {
      // The answer is the reader's User with the new email: the cache updates the header from it.
      await verifyEmail.run({ code });
      notify.success(t('acct.emailChanged'));
      onSaved();
      onClose();
    } catch (e) {
      notify.error(gqlMessage(e, t('acct.updateError')));
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    setBusy(true);
    try {
      await resendCode.run();
      notify.success(t('acct.emailCodeResent', { email: pendingEmail }));
    } catch (e) {
      notify.error(gqlMessage(e, t('acct.updateError')));
    } finally {
      setBusy(false);
    }
  };

  if (pendingEmail) {
    return (
      <Dialog open={open} onClose={onClose} title={t('acct.emailCodeTitle')}>
        <form
          className="account-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void verify();
          }}
        >
          <p className="muted">{t('acct.emailCodeSent', { email: pendingEmail })}</p>
          {/* The Save button that had focus is gone with the form: focus moves to the code. */}
          <TextField
            label={t('auth.code')}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={6}
            autoFocus
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <div className="form__actions">
            <button type="button" className="button button--ghost" onClick={onClose}>
              {t('acct.cancel')}
            </button>
            <button type="button" className="button button--ghost" disabled={busy} onClick={() => void resend()}>
              {t('auth.resend')}
            </button>
            <button type="submit" className="button button--primary" disabled={busy}>
              {t('auth.verify')}
            </button>
          </div>
        </form>
      </Dialog>
    );
  }

  return (
    <Dialog open={open} onClose={onClose} title={t('acct.profileTitle')}>
      <form
        className="account-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save();
        }}
      >
        <div className="profile-photo">
          {preview ? (
            <img src={preview} alt="" className="profile-photo__img" width={72} height={72} />
          ) : (
            <Image src={me?.photo} fallback={avatar} alt="" className="profile-photo__img" width={72} height={72} />
          )}
          <label htmlFor={`${ids}-photo`} className="button button--ghost button--small">
            {t('acct.choosePhoto')}
          </label>
          <input
            id={`${ids}-photo`}
            className="visually-hidden"
            type="file"
            accept="image/png,image/jpeg,image/webp,image/gif"
            aria-label={t('acct.photo')}
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              setPhoto(file);
              setPreview(file ? URL.createObjectURL(file) : null);
            }}
          />
        </div>
        <TextField
          label={t('acct.name')}
          autoComplete="name"
          value={fullName}
          onChange={(e) => setFullName(e.target.value)}
          maxLength={100}
        />
        <TextField
          label={t('acct.email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          maxLength={254}
        />
        <TextField
          label={t('acct.dob')}
          type="date"
          autoComplete="bday"
          value={dob}
          onChange={(e) => setDob(e.target.value)}
          max={new Date().toISOString().slice(0, 10)}
        />
        <div className="field">
          <label htmlFor={`${ids}-gender`}>{t('acct.gender')}</label>
          <select id={`${ids}-gender`} value={gender} onChange={(e) => setGender(e.target.value)}>
            <option value="">{t('acct.selectGender')}</option>
            {GENDERS.map((g) => (
              <option key={g} value={g}>
                {t(`acct.${g}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form__actions">
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('acct.cancel')}
          </button>
          <button type="submit" className="button button--primary" disabled={busy}>
            {t('acct.save')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
