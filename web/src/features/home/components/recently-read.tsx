// Recently Read (docs/product.md Home): shown only when logged in, with More → /my-library; the same
// shelf as My Library's Recent tab.
import { useTranslation } from 'react-i18next';
import { ComicGrid } from '../../../components/comic-grid.js';
import { Loading } from '../../../components/page-frame.js';
import { HOME_LIST_SIZE } from '../../../lib/constants.js';
import { useRecentlyRead } from '../api/home.js';
import { Shelf } from './shelf.js';

export function RecentlyRead() {
  const { t } = useTranslation();
  const recent = useRecentlyRead(HOME_LIST_SIZE);
  if (!recent.loggedIn) return null;
  const comics = recent.items;
  return (
    <Shelf id="home-recent" title={t('pages.recentlyRead')} more="/my-library">
      {recent.loading && comics.length === 0 ? (
        <Loading />
      ) : (
        <ComicGrid
          comics={comics}
          variant="shelf"
          empty={t('empty.noRecent')}
          badge={(c) => (c.readPercentage >= 100 ? t('browse.home.completed') : `${Math.round(c.readPercentage)}%`)}
        />
      )}
    </Shelf>
  );
}
