// Episode reader /comic/{slug}/{episodeNumber} and /episode-view/{episodeId} (spec §2), outside
// the main layout. The slug form finds the episode id in the comic's released episodes; a number
// that is not live there gets 'Warn! episode was not live' and goes back.
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../../components/page-frame.js';
import { notify } from '../../../lib/toast.js';
import { useEpisodeIdByNumber } from '../api/episode.js';
import { ReaderView } from './reader-view.js';
import { goBack } from '../lib/go-back.js';

export function EpisodeReaderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { slug = '', episodeNumber = '' } = useParams();
  const n = Number(episodeNumber);
  const { id, error } = useEpisodeIdByNumber(slug || null, n);
  useEffect(() => {
    if (error) {
      notify.error(t('browse.reader.noComic'));
      navigate('/', { replace: true });
    } else if (id === null) {
      notify.warning(t('browse.reader.notLive'));
      goBack(navigate, `/comic/${encodeURIComponent(slug)}`);
    }
  }, [id, error, navigate, t, slug]);
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
  return <ReaderView key={episodeId} episodeId={episodeId} />;
}
