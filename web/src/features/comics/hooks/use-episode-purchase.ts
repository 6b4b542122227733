// Buying one episode and unlocking all (docs/product.md): login required ('Please do login first' → /login;
// unlock-all just goes to /login), balance = coin + bonusCoin must cover the price ('Insufficient
// coin Please buy coin for purchasing this item' → /purchase-coin), then purchase-episode or
// purchase-all-episode; the header balances and the episode labels refresh afterwards.
import { useCallback, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { rest } from '../../../lib/rest.js';
import { notify } from '../../../lib/toast.js';
import { credentialsAtom } from '../../../stores/session.js';
import { spendable } from '../../../lib/money.js';
import type { ListEpisode } from '../lib/episode-rules.js';

interface Deps {
  comicId: string;
  user: { coin?: number; bonusCoin?: number } | null;
  refetchUser: () => Promise<void>;
  refetchPurchases: () => Promise<void>;
}

export function useEpisodePurchase({ comicId, user, refetchUser, refetchPurchases }: Deps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const credentials = useAtomValue(credentialsAtom);
  const [busy, setBusy] = useState(false);

  const refresh = useCallback(async () => {
    await Promise.all([refetchUser(), refetchPurchases()]);
  }, [refetchUser, refetchPurchases]);

  /** Sends one money call for the signed-in reader, toasts the outcome and refreshes the balances. */
  const spend = useCallback(
    async (send: (reader: { userId: string; token: string }) => Promise<unknown>, successKey: string): Promise<boolean> => {
      if (!credentials) return false;
      setBusy(true);
      try {
        await send(credentials);
        notify.success(t(successKey));
        await refresh();
        return true;
      } catch (e) {
        notify.failure(e);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [credentials, t, refresh],
  );

  const buyOne = useCallback(
    async (ep: ListEpisode): Promise<boolean> => {
      if (!credentials) {
        notify.warning(t('browse.purchase.loginFirst'));
        navigate('/login');
        return false;
      }
      if (spendable(user) < ep.coinPrice) {
        notify.error(t('browse.purchase.insufficient'));
        navigate('/purchase-coin');
        return false;
      }
      return spend(
        ({ userId, token }) =>
          rest.POST('/api/purchase-episode', { token, body: { userId, comicId, episodeId: ep._id, coin: ep.coinPrice } }),
        'browse.purchase.success',
      );
    },
    [credentials, comicId, user, navigate, t, spend],
  );

  const unlockAll = useCallback(
    async (locked: ListEpisode[], total: number): Promise<boolean> => {
      if (!credentials) {
        navigate('/login');
        return false;
      }
      if (locked.length === 0) return false;
      if (spendable(user) < total) {
        notify.error(t('browse.purchase.insufficient'));
        navigate('/purchase-coin');
        return false;
      }
      return spend(
        ({ userId, token }) =>
          rest.POST('/api/purchase-all-episode', { token, body: { userId, comicId, episodeIds: locked.map((e) => e._id), coin: total } }),
        'browse.unlock.success',
      );
    },
    [credentials, comicId, user, navigate, t, spend],
  );

  return { buyOne, unlockAll, busy, loggedIn: credentials !== null };
}
