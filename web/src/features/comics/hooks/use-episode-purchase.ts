// Buying one episode and unlocking all (spec §5): login required ('Please do login first' → /login;
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
import { spendable, type ListEpisode } from '../lib/episode-rules.js';

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

  const buyOne = useCallback(async (ep: ListEpisode): Promise<boolean> => {
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
    setBusy(true);
    try {
      await rest('/purchase-episode', { token: credentials.token, body: { userId: credentials.userId, comicId, episodeId: ep._id, coin: ep.coinPrice } });
      notify.success(t('browse.purchase.success'));
      await refresh();
      return true;
    } catch (e) {
      notify.failure(e);
      return false;
    } finally {
      setBusy(false);
    }
  }, [credentials, user, comicId, navigate, t, refresh]);

  const unlockAll = useCallback(async (locked: ListEpisode[], total: number): Promise<boolean> => {
    if (!credentials) { navigate('/login'); return false; }
    if (locked.length === 0) return false;
    if (spendable(user) < total) {
      notify.error(t('browse.purchase.insufficient'));
      navigate('/purchase-coin');
      return false;
    }
    setBusy(true);
    try {
      await rest('/purchase-all-episode', { token: credentials.token, body: { userId: credentials.userId, comicId, episodeIds: locked.map((e) => e._id), coin: total } });
      notify.success(t('browse.unlock.success'));
      await refresh();
      return true;
    } catch (e) {
      notify.failure(e);
      return false;
    } finally {
      setBusy(false);
    }
  }, [credentials, user, comicId, navigate, t, refresh]);

  return { buyOne, unlockAll, busy, loggedIn: credentials !== null };
}
