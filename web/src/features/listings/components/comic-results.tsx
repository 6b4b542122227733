// The result area of a listing: loading, the grid, or the empty state; 'Show more' while the
// listing has more comics than it has shown.
import { useTranslation } from 'react-i18next';
import { ComicGrid } from '../../../components/comic-grid.js';
import { Loading } from '../../../components/page-frame.js';
import type { GqlComicCard } from '../../../api/comic-fields.js';

interface Props {
  comics: GqlComicCard[];
  fetching: boolean;
  linkById?: boolean;
  showOriginal?: boolean;
  label?: string;
  ranked?: boolean;
  /** Asks for the next comics (absent: all are shown). */
  more?: () => void;
  loadingMore?: boolean;
}

export function ComicResults({ comics, fetching, linkById, showOriginal, label, ranked, more, loadingMore }: Props) {
  const { t } = useTranslation();
  if (fetching && comics.length === 0) return <Loading />;
  return (
    <>
      <ComicGrid
        comics={comics}
        empty={t('empty.noDataFound')}
        linkById={linkById}
        showOriginal={showOriginal}
        label={label}
        ranked={ranked}
      />
      {more && (
        <div className="listing__more">
          <button type="button" className="button button--ghost" onClick={more} disabled={loadingMore} aria-busy={loadingMore}>
            {t('browse.listing.more')}
          </button>
        </div>
      )}
    </>
  );
}
