// What the reader does when the server refuses an episode (spec §4): not live → 'Warn! episode
// was not live' and back; logged out → 'Please do login first' and /login; subscription without a
// current plan → /vip-subscription; an unclaimed rental gift → /gift-box; a coin episode not
// bought → /purchase-coin.
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { notify } from '../../../lib/toast.js';
import type { EpisodeAccess } from '../api/episode.js';
import { goBack } from '../lib/go-back.js';

export function useAccessRedirect(access: EpisodeAccess | undefined, backTo: string) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    if (!access || access.allowed) return;
    switch (access.reason) {
      case 'not_live': notify.warning(t('browse.reader.notLive')); goBack(navigate, backTo); break;
      case 'login': notify.warning(t('browse.purchase.loginFirst')); navigate('/login', { replace: true }); break;
      case 'plan': navigate('/vip-subscription', { replace: true }); break;
      case 'gift': navigate('/gift-box', { replace: true }); break;
      default: notify.warning(t('browse.purchase.insufficient')); navigate('/purchase-coin', { replace: true });
    }
  }, [access, navigate, t, backTo]);
}
