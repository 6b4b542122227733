// Episode reader /comic/{slug}/{episodeNumber} and /episode-view/{episodeId} (spec §2) — page
// frames outside the layout. The reader work fills the pages, chrome and progress reporting.
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading, useDocumentTitle } from '../../../components/page-frame.js';

function ReaderFrame({ title, backTo }: { title: string; backTo: string }) {
  const { t } = useTranslation();
  useDocumentTitle(title);
  return (
    <main id="main" className="reader">
      <header className="reader__bar">
        <Link to={backTo} className="button button--ghost button--small">{t('app.back')}</Link>
        <h1 className="reader__title">{title}</h1>
      </header>
      <Loading />
    </main>
  );
}

export function EpisodeReaderPage() {
  const { t } = useTranslation();
  const { slug = '', episodeNumber = '' } = useParams();
  return <ReaderFrame title={t('pages.episodeN', { n: episodeNumber })} backTo={`/comic/${encodeURIComponent(slug)}`} />;
}

export function EpisodeViewPage() {
  const { t } = useTranslation();
  return <ReaderFrame title={t('pages.episode')} backTo="/" />;
}
