// Account menu for a visitor (docs/product.md): Google sign-in (only when the server offers it, opened in
// a new tab), 'Login with email', 'Sign Up', Customer Support, Submission.
import { useSetAtom } from 'jotai';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { GoogleIcon } from '../../../components/icons.js';
import { GOOGLE_SIGN_IN_PATH } from '../../../lib/constants.js';
import { submissionOpenAtom } from '../../../stores/dialogs.js';
import { useAuthProviders } from '../../../api/auth-providers.js';

export function LoggedOutMenu({ onNavigate }: { onNavigate: () => void }) {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  const openSubmission = useSetAtom(submissionOpenAtom);
  return (
    <ul className="menu-list">
      {providers.google && (
        <li>
          <a
            className="menu-list__item menu-list__item--google"
            href={GOOGLE_SIGN_IN_PATH}
            target="_blank"
            rel="noopener noreferrer"
            onClick={onNavigate}
          >
            <GoogleIcon /> {t('account.google')}
          </a>
        </li>
      )}
      <li>
        <Link className="menu-list__item menu-list__item--primary" to="/login" onClick={onNavigate}>
          {t('account.loginEmail')}
        </Link>
      </li>
      <li>
        <Link className="menu-list__item" to="/register" onClick={onNavigate}>
          {t('account.signUp')}
        </Link>
      </li>
      <li>
        <Link className="menu-list__item" to="/contact-us" onClick={onNavigate}>
          {t('account.support')}
        </Link>
      </li>
      <li>
        <button
          type="button"
          className="menu-list__item"
          onClick={() => {
            onNavigate();
            openSubmission(true);
          }}
        >
          {t('account.submission')}
        </button>
      </li>
    </ul>
  );
}
