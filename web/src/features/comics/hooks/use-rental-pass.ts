// Spends a held rental pass on its episode once the reader agreed: the open-episode command is what
// uses the pass on the server (reading the episode never does). Says what it unlocked and until when.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates.js';
import { gqlMessage, useGraphqlMutation } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';
import { USE_RENTAL_PASS } from '../api/rental-pass.js';
import type { ListEpisode } from '../lib/episode-rules.js';

export function useRentalPass(comicTitle: string) {
  const { t } = useTranslation();
  const { run, pending } = useGraphqlMutation(USE_RENTAL_PASS);
  const use = useCallback(
    async (e: ListEpisode, expiresAt: string | null): Promise<boolean> => {
      try {
        const { openEpisode: answer } = await run({ episodeId: e.id });
        const what = t('rx.rental.episode', { comic: comicTitle, n: e.episodeNumber, title: e.title });
        const until = answer.passEndsAt ?? expiresAt;
        notify.success(until ? t('rx.rental.used', { what, date: formatLongDate(until) }) : t('rx.rental.usedOpen', { what }));
        return true;
      } catch (err) {
        notify.error(gqlMessage(err, t('rx.rental.failed')));
        return false;
      }
    },
    [comicTitle, run, t],
  );
  return { use, busy: pending };
}
