// /more/{genre} (docs/product.md Listings): a grid of that genre's comics linking to /comic/{id} with
// cover and title, and the admin icon on comics without team assignment.
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.js';
import { GENRE_QUERY, useComicList } from '../api/listings.js';
import { ComicResults } from './comic-results.js';

export function MorePage() {
  const { t } = useTranslation();
  const { genre = '' } = useParams();
  const list = useComicList(GENRE_QUERY, { genre }, (r) => r.genreComics);
  return (
    <PageFrame title={t('pages.more_', { genre })} className="listing">
      <ComicResults {...list} linkById showOriginal />
    </PageFrame>
  );
}
