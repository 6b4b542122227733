// Comic detail /comic/{slug} and the /comic/{id} link form (spec §2 Comic detail) — page frame:
// the comic block and the episode list with its empty state.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState, PageFrame } from '../../../components/page-frame.js';

export function ComicPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  return (
    <PageFrame title={t('pages.comic')} className="comic-detail">
      <p className="muted">{slug}</p>
      <section aria-labelledby="episodes-title" className="episodes">
        <h2 id="episodes-title" className="shelf__title">{t('pages.episodes')}</h2>
        <EmptyState>{t('empty.noEpisode')}</EmptyState>
      </section>
    </PageFrame>
  );
}
