// Buying one episode and unlocking all (docs/product.md): login required ('Please do login first' → /login;
// unlock-all just goes to /login), balance = coin + bonusCoin must cover the price ('Insufficient
// coin Please buy coin for purchasing this item' → /purchase-coin), then the purchaseEpisode or
// unlockAll mutation; the balances and the episode labels follow from the cache (comics-cache.ts).
import { useCallback } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { gqlMessage, useGraphqlMutation } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';
import { credentialsAtom } from '../../../stores/session.js';
import { spendable } from '../../../lib/money.js';
import { PURCHASE_EPISODE, UNLOCK_ALL } from '../api/purchase.js';
import type { ListEpisode } from '../lib/episode-rules.js';

interface Deps {
  comicId: string;
  user: { coin?: number; bonusCoin?: number } | null;
}

export function useEpisodePurchase({ comicId, user }: Deps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const loggedIn = useAtomValue(credentialsAtom) !== null;
  const buy = useGraphqlMutation(PURCHASE_EPISODE);
  const unlock = useGraphqlMutation(UNLOCK_ALL);

  /** Sends one money call, toasts the outcome; true when it went through. */
  const spend = useCallback(
    async (send: () => Promise<unknown>, successKey: string): Promise<boolean> => {
      try {
        await send();
        notify.success(t(successKey));
        return true;
      } catch (e) {
        notify.error(gqlMessage(e));
        return false;
      }
    },
    [t],
  );

  const buyOne = useCallback(
    async (ep: ListEpisode): Promise<boolean> => {
      if (!loggedIn) {
        notify.warning(t('browse.purchase.loginFirst'));
        navigate('/login');
        return false;
      }
      if (spendable(user) < ep.coinPrice) {
        notify.error(t('browse.purchase.insufficient'));
        navigate('/purchase-coin');
        return false;
      }
      return spend(() => buy.run({ episodeId: ep.id, coin: ep.coinPrice }), 'browse.purchase.success');
    },
    [loggedIn, user, navigate, t, spend, buy.run],
  );

  const unlockAll = useCallback(
    async (locked: ListEpisode[], total: number): Promise<boolean> => {
      if (!loggedIn) {
        navigate('/login');
        return false;
      }
      if (locked.length === 0) return false;
      if (spendable(user) < total) {
        notify.error(t('browse.purchase.insufficient'));
        navigate('/purchase-coin');
        return false;
      }
      return spend(() => unlock.run({ comicId, coin: total }), 'browse.unlock.success');
    },
    [loggedIn, comicId, user, navigate, t, spend, unlock.run],
  );

  return { buyOne, unlockAll, busy: buy.pending || unlock.pending, loggedIn };
}
