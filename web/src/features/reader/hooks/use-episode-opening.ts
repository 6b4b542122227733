// Opening the episode on screen (issue 27 item 3): reading the episode moves nothing on the server;
// the reader's openEpisode command does. A signed-in reader who may read the episode opens it
// once per visit: at once when nothing waits on the reader, after they agree when it starts their
// rental pass (`needsConfirmation`). When the server held the pages back until then
// (`needsOpen`), the episode is asked again once opened.
import { useCallback, useEffect, useRef } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { formatLongDate } from '../../../lib/dates.js';
import { gqlMessage, useGraphqlMutation } from '../../../lib/graphql.js';
import { notify } from '../../../lib/toast.js';
import { credentialsAtom } from '../../../stores/session.js';
import type { EpisodeData } from '../api/episode.js';
import { OPEN_EPISODE } from '../api/open-episode.js';

export interface EpisodeOpening {
  /** The reader is asked whether to start their rental pass on this episode. */
  confirming: boolean;
  busy: boolean;
  confirm: () => Promise<void>;
}

export function useEpisodeOpening(data: EpisodeData | undefined, refetch: () => Promise<void>): EpisodeOpening {
  const { t } = useTranslation();
  const signedIn = useAtomValue(credentialsAtom) !== null;
  const { run, pending } = useGraphqlMutation(OPEN_EPISODE);
  const openedFor = useRef<string | null>(null);
  const granted = data?.access.allowed ? data.access : null;
  const episodeId = data?.episode.id ?? null;

  const open = useCallback(
    async (announce: boolean): Promise<void> => {
      if (!signedIn || !episodeId || !data) return;
      openedFor.current = episodeId;
      try {
        const { openEpisode: r } = await run({ episodeId });
        if (announce && r.passStarted) {
          const what = t('rx.rental.episode', {
            comic: data.episode.comic?.title ?? '',
            n: data.episode.episodeNumber,
            title: data.episode.title,
          });
          notify.success(
            r.passEndsAt ? t('rx.rental.used', { what, date: formatLongDate(r.passEndsAt) }) : t('rx.rental.usedOpen', { what }),
          );
        }
        if (granted?.needsOpen) await refetch();
      } catch (err) {
        openedFor.current = null;
        notify.error(gqlMessage(err, t('access.reader.openFailed')));
      }
    },
    [signedIn, episodeId, data, granted, refetch, run, t],
  );

  useEffect(() => {
    if (!granted || !signedIn || !episodeId || openedFor.current === episodeId || granted.needsConfirmation) return;
    void open(false);
  }, [granted, signedIn, episodeId, open]);

  const confirming = !!granted?.needsConfirmation && signedIn && openedFor.current !== episodeId;
  return { confirming, busy: pending, confirm: () => open(true) };
}
