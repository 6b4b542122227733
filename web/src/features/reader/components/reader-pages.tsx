// Episode reader /comic/{slug}/{episodeNumber} and /episode-view/{episodeId} (docs/product.md), outside
// the main layout. The id form first finds the episode's comic and number (api/episode-address.ts).
// Without a network (the browser says so, or the episode got no answer) a signed-in reader reads
// the episode from their downloads (offline-reader-view.tsx), or is told it is not downloaded.
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/page-frame.js';
import { notify } from '../../../lib/toast.js';
import { isNetworkFailure, isOnline } from '../../../lib/online.js';
import { useEpisodeAddress } from '../api/episode-address.js';
import { ReaderView } from './reader-view.js';
import { NoNetworkReader } from './offline-reader-view.js';
import { goBack } from '../lib/go-back.js';

/**
 * Offline when the reader opened: the visit (Prev and Next included) reads from the device even if
 * the network comes back meanwhile, so the pages on screen do not change under the reader.
 */
function useOfflineVisit(): boolean {
  const [offline] = useState(() => !isOnline());
  return offline;
}

/** A number no episode has: 'Warn! episode was not live' and back to the comic. */
function NotLive({ slug }: { slug: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    notify.warning(t('browse.reader.notLive'));
    goBack(navigate, `/comic/${encodeURIComponent(slug)}`);
  }, [slug, navigate, t]);
  return (
    <main id="main" className="reader">
      <Loading />
    </main>
  );
}

export function EpisodeReaderPage() {
  const { slug = '', episodeNumber = '' } = useParams();
  const n = Number(episodeNumber);
  const offline = useOfflineVisit();
  const find = { slug, episodeNumber: n };
  if (offline) return <NoNetworkReader key={`${slug}/${n}`} find={find} />;
  if (!Number.isInteger(n)) return <NotLive slug={slug} />;
  return <ReaderView key={`${slug}/${n}`} address={find} offline={find} />;
}

export function EpisodeViewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { episodeId = '' } = useParams();
  const offline = useOfflineVisit();
  const { address, error } = useEpisodeAddress(offline ? null : episodeId);
  const noNetwork = offline || (error !== undefined && isNetworkFailure(error));
  useEffect(() => {
    if (error && !noNetwork) {
      notify.error(t('browse.reader.noEpisode'));
      goBack(navigate, '/');
    }
  }, [error, noNetwork, navigate, t]);
  if (noNetwork) return <NoNetworkReader key={episodeId} find={{ episodeId }} />;
  if (!address)
    return (
      <main id="main" className="reader">
        <Loading />
      </main>
    );
  return <ReaderView key={episodeId} address={address} offline={{ episodeId }} />;
}
