// What the reader does when the server refuses an episode (docs/product.md): not live → 'Warn! episode
// was not live' and back; logged out → 'Please do login first' and /login; subscription without a
// current plan → /vip-subscription and an unclaimed rental gift → the gift box pointing at that
// gift, each saying why (issue 27 item 6); a coin episode not
// bought → /purchase-coin, saying 'Insufficient coin…' only when the balance does not cover its
// price (else 'Purchase this episode to read it').
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../../api/user-data.js';
import { spendable } from '../../../lib/money.js';
import { notify } from '../../../lib/toast.js';
import type { EpisodeAccess } from '../api/episode.js';
import { goBack } from '../lib/go-back.js';
import { giftBoxPath } from '../../../lib/gift-link.js';

export function useAccessRedirect(access: EpisodeAccess | undefined, backTo: string) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { user, loading: balanceLoading } = useUserData();
  const handled = useRef<EpisodeAccess | null>(null);
  useEffect(() => {
    if (!access || access.allowed || handled.current === access) return;
    // A coin episode's refusal waits for the reader's balance (opened from its address, the episode
    // can answer first): the toast says whether coins are short.
    if (access.reason === 'purchase' && user === null && balanceLoading) return;
    handled.current = access;
    switch (access.reason) {
      case 'not_live':
        notify.warning(t('browse.reader.notLive'));
        goBack(navigate, backTo);
        break;
      case 'login':
        notify.warning(t('browse.purchase.loginFirst'));
        navigate('/login', { replace: true });
        break;
      case 'plan':
        notify.info(t('access.redirect.vip'));
        navigate('/vip-subscription', { replace: true });
        break;
      case 'gift':
        notify.info(t('access.redirect.gift'));
        navigate(giftBoxPath(access.giftId), { replace: true });
        break;
      default: {
        const covered = user !== null && access.price != null && spendable(user) >= access.price;
        notify.warning(t(covered ? 'browse.purchase.buyToRead' : 'browse.purchase.insufficient'));
        navigate('/purchase-coin', { replace: true });
      }
    }
  }, [access, navigate, t, backTo, user, balanceLoading]);
}
