// The result area of a listing: loading, the grid, or the empty state.
import { useTranslation } from 'react-i18next';
import { ComicGrid } from '../../../components/comic-grid.js';
import { Loading } from '../../../components/page-frame.js';
import type { GqlComicCard } from '../../../api/comic-fields.js';

export function ComicResults({ comics, fetching, linkById, showOriginal, label, ranked }: { comics: GqlComicCard[]; fetching: boolean; linkById?: boolean; showOriginal?: boolean; label?: string; ranked?: boolean }) {
  const { t } = useTranslation();
  if (fetching && comics.length === 0) return <Loading />;
  return <ComicGrid comics={comics} empty={t('empty.noDataFound')} linkById={linkById} showOriginal={showOriginal} label={label} ranked={ranked} />;
}
