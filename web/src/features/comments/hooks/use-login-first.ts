// Posting, liking, muting and reporting need a login: a visitor is told so ('Please do login first !') and sent to /login.
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast.js';
import { credentialsAtom } from '../../../stores/session.js';

/** True (after the warning and the redirect) when no reader is signed in. */
export function useLoginFirst() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const credentials = useAtomValue(credentialsAtom);
  return () => {
    if (credentials) return false;
    notify.warning(t('browse.community.loginFirst'));
    navigate('/login');
    return true;
  };
}
