// Spends a held rental pass on its episode once the reader agreed: the open-episode command is what
// uses the pass on the server (reading the episode never does). Says what it unlocked and until when.
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates.js';
import { rest } from '../../../lib/rest.js';
import { notify } from '../../../lib/toast.js';
import type { ListEpisode } from '../lib/episode-rules.js';

export function useRentalPass(comicTitle: string, refetchUser: () => unknown) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const use = useCallback(
    async (e: ListEpisode, expiresAt: string | null): Promise<boolean> => {
      setBusy(true);
      try {
        const answer = await rest.POST('/api/open-episode', { auth: true, body: { episodeId: e._id } });
        const what = t('rx.rental.episode', { comic: comicTitle, n: e.episodeNumber, title: e.title });
        const until = answer.passEndsAt ?? expiresAt;
        notify.success(until ? t('rx.rental.used', { what, date: formatLongDate(until) }) : t('rx.rental.usedOpen', { what }));
        void refetchUser();
        return true;
      } catch (err) {
        notify.failure(err, t('rx.rental.failed'));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [comicTitle, refetchUser, t],
  );
  return { use, busy };
}
