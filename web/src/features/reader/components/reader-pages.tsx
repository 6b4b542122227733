// Episode reader /comic/{slug}/{episodeNumber} and /episode-view/{episodeId} (docs/product.md), outside
// the main layout. The slug form finds the episode id in the comic's released episodes; a number
// that is not live there gets 'Warn! episode was not live' and goes back. Without a network (the
// browser says so, or the episode lookup got no answer) a signed-in reader reads the episode from
// their downloads (offline-reader-view.tsx), or is told it is not downloaded.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { Loading } from '../../../components/page-frame.js';
import { notify } from '../../../lib/toast.js';
import { isNetworkFailure, isOnline } from '../../../lib/online.js';
import { credentialsAtom } from '../../../stores/session.js';
import { OfflineNotice } from '../../../components/offline/offline-notice.js';
import { useEpisodeIdByNumber } from '../api/episode.js';
import { ReaderView } from './reader-view.js';
import { OfflineReaderView } from './offline-reader-view.js';
import { goBack } from '../lib/go-back.js';

/**
 * Offline when the reader opened: the visit (Prev and Next included) reads from the device even if
 * the network comes back meanwhile, so the pages on screen do not change under the reader.
 */
function useOfflineVisit(): boolean {
  const [offline] = useState(() => !isOnline());
  return offline;
}

export function EpisodeReaderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { slug = '', episodeNumber = '' } = useParams();
  const n = Number(episodeNumber);
  const offline = useOfflineVisit();
  const signedIn = useAtomValue(credentialsAtom) !== null;
  const { id, error } = useEpisodeIdByNumber(slug && !offline ? slug : null, n);
  const noNetwork = offline || (error !== undefined && isNetworkFailure(error));
  useEffect(() => {
    if (noNetwork) return;
    if (error) {
      notify.error(t('browse.reader.noComic'));
      navigate('/', { replace: true });
    } else if (id === null) {
      notify.warning(t('browse.reader.notLive'));
      goBack(navigate, `/comic/${encodeURIComponent(slug)}`);
    }
  }, [id, error, navigate, t, slug, noNetwork]);
  if (noNetwork)
    return signedIn ? (
      <OfflineReaderView key={`${slug}/${n}`} find={{ slug, episodeNumber: n }} />
    ) : (
      <main id="main" className="page">
        <OfflineNotice heading="h1" />
      </main>
    );
  if (!id)
    return (
      <main id="main" className="reader">
        <Loading />
      </main>
    );
  return <ReaderView key={id} episodeId={id} />;
}

export function EpisodeViewPage() {
  const { episodeId = '' } = useParams();
  const offline = useOfflineVisit();
  if (offline) return <OfflineReaderView key={episodeId} find={{ episodeId }} />;
  return <ReaderView key={episodeId} episodeId={episodeId} />;
}
