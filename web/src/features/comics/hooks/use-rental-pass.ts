// Spends a held rental pass on its episode: the episode's own read (get-comic-episode-data with the
// reader's Token) is what uses the pass on the server. Says what it unlocked and until when.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates.js';
import { rest } from '../../../lib/rest.js';
import { notify } from '../../../lib/toast.js';
import type { ListEpisode } from '../lib/episode-rules.js';

interface Access { access?: { allowed?: boolean; via?: string } }

export function useRentalPass(comicTitle: string, refetchUser: () => unknown) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const use = useCallback(async (e: ListEpisode, expiresAt: string | null): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await rest<Access>(`/get-comic-episode-data/${encodeURIComponent(e._id)}`, { auth: true });
      if (answer.access?.allowed === false) {
        notify.error(t('rx.rental.failed'));
        return false;
      }
      const what = t('rx.rental.episode', { comic: comicTitle, n: e.episodeNumber, title: e.title });
      notify.success(expiresAt ? t('rx.rental.used', { what, date: formatLongDate(expiresAt) }) : t('rx.rental.usedOpen', { what }));
      void refetchUser();
      return true;
    } catch (err) {
      notify.failure(err);
      return false;
    } finally {
      setBusy(false);
    }
  }, [comicTitle, refetchUser, t]);
  return { use, busy };
}
