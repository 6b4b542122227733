// Episode comments /comment/comic/{slug}/{episodeNumber} (spec §2 Comments) — page frame.
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, useDocumentTitle } from '../../../components/page-frame.js';

export function CommentsPage() {
  const { t } = useTranslation();
  const { slug = '', episodeNumber = '' } = useParams();
  useDocumentTitle(t('pages.comments'));
  return (
    <main id="main" className="comments">
      <header className="reader__bar">
        <Link to={`/comic/${encodeURIComponent(slug)}/${encodeURIComponent(episodeNumber)}`} className="button button--ghost button--small">{t('app.back')}</Link>
        <h1 className="reader__title">{t('pages.comments')}</h1>
      </header>
      <EmptyState>{t('empty.noComments')}</EmptyState>
    </main>
  );
}
