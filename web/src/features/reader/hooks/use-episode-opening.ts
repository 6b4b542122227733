// Opening the episode on screen (issue 27 item 3): reading the episode moves nothing on the server;
// the reader's open-episode command does. A signed-in reader who may read the episode opens it
// once per visit: at once when nothing waits on the reader, after they agree when it starts their
// rental pass (`needsConfirmation`). When the server held the pages back until then
// (`needsOpen`), the episode is asked again once opened.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useUserData } from '../../../api/user-data.js';
import { formatLongDate } from '../../../lib/dates.js';
import { notify } from '../../../lib/toast.js';
import { credentialsAtom } from '../../../stores/session.js';
import { openEpisode, type EpisodeResponse } from '../api/episode.js';

export interface EpisodeOpening {
  /** The reader is asked whether to start their rental pass on this episode. */
  confirming: boolean;
  busy: boolean;
  confirm: () => Promise<void>;
}

export function useEpisodeOpening(data: EpisodeResponse | undefined, refetch: () => Promise<void>): EpisodeOpening {
  const { t } = useTranslation();
  const credentials = useAtomValue(credentialsAtom);
  const { refetch: refetchUser } = useUserData();
  const [busy, setBusy] = useState(false);
  const openedFor = useRef<string | null>(null);
  const access = data?.access;
  const granted = access?.allowed === true ? access : null;
  const episodeId = data?.episode._id ?? null;

  const open = useCallback(
    async (announce: boolean): Promise<void> => {
      if (!credentials || !episodeId || !data) return;
      openedFor.current = episodeId;
      setBusy(true);
      try {
        const r = await openEpisode(episodeId, credentials.token);
        if (announce && r.passStarted) {
          const what = t('rx.rental.episode', {
            comic: data.episode.comicId.title,
            n: data.episode.episodeNumber,
            title: data.episode.title,
          });
          notify.success(
            r.passEndsAt ? t('rx.rental.used', { what, date: formatLongDate(r.passEndsAt) }) : t('rx.rental.usedOpen', { what }),
          );
          void refetchUser();
        }
        if (granted?.needsOpen) await refetch();
      } catch (err) {
        openedFor.current = null;
        notify.failure(err, t('access.reader.openFailed'));
      } finally {
        setBusy(false);
      }
    },
    [credentials, episodeId, data, granted, refetch, refetchUser, t],
  );

  useEffect(() => {
    if (!granted || !credentials || !episodeId || openedFor.current === episodeId || granted.needsConfirmation) return;
    void open(false);
  }, [granted, credentials, episodeId, open]);

  const confirming = !!granted?.needsConfirmation && !!credentials && openedFor.current !== episodeId;
  return { confirming, busy, confirm: () => open(true) };
}
