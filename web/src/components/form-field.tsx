// Labelled form fields: a text field and a password field with an eye toggle (docs/product.md account
// password dialog). The label is always visible and tied to the input.
import { useId, useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './form-field.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { label: string; hint?: ReactNode };

export function TextField({ label, hint, ...input }: InputProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}

const Eye = ({ off }: { off: boolean }) => (
  <svg
    width="20"
    height="20"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
    <circle cx="12" cy="12" r="3" />
    {off && <path d="M3 3l18 18" />}
  </svg>
);

/** A password input; the eye button shows or hides the text (pass `visible` to share one toggle). */
export function PasswordField({
  label,
  hint,
  visible,
  onToggle,
  ...input
}: Omit<InputProps, 'type'> & { visible?: boolean; onToggle?: () => void }) {
  const id = useId();
  const { t } = useTranslation();
  const [own, setOwn] = useState(false);
  const shown = visible ?? own;
  const toggle = onToggle ?? (() => setOwn((v) => !v));
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="field__password">
        <input id={id} type={shown ? 'text' : 'password'} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
        <button
          type="button"
          className="icon-button field__eye"
          aria-label={shown ? t('signin.hidePassword') : t('signin.showPassword')}
          aria-pressed={shown}
          aria-controls={id}
          onClick={toggle}
        >
          <Eye off={shown} />
        </button>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
