// Home (docs/product.md Home): hero slider, New Releases (first 6), Free Episode (first 6 with free
// episodes, 'N Free Episode'), the showcase of own manga, Recently Read (logged in only, More →
// /my-library) and the genre strip.
import { useTranslation } from 'react-i18next';
import { ComicGrid } from '../../../components/comic-grid.js';
import { EmptyState, Loading, PageFrame } from '../../../components/page-frame.js';
import { HOME_LIST_SIZE } from '../../../lib/constants.js';
import { useHome } from '../api/home.js';
import { GenreStrip } from './genre-strip.js';
import { HeroSlider } from './hero-slider.js';
import { RecentlyRead } from './recently-read.js';
import { Shelf } from './shelf.js';
import './home.css';

export function HomePage() {
  const { t } = useTranslation();
  const { data, fetching, error } = useHome();
  return (
    <PageFrame title={t('pages.home')} hideTitle className="home">
      {data ? <HeroSlider slides={data.slides} /> : <div className="hero hero--empty" aria-hidden="true" />}
      {error && !data && <EmptyState>{t('empty.noData')}</EmptyState>}
      {fetching && !data && <Loading />}
      {data && (
        <>
          <Shelf id="home-new" title={t('pages.newReleases')} more="/daily-product">
            <ComicGrid comics={data.newReleases.slice(0, HOME_LIST_SIZE)} variant="shelf" empty={t('empty.noData')} />
          </Shelf>
          <Shelf id="home-free" title={t('pages.freeEpisode')} more="/free-product">
            <ComicGrid
              comics={data.freeEpisode.filter((c) => c.freeEpisodeCount > 0).slice(0, HOME_LIST_SIZE)}
              variant="shelf"
              empty={t('empty.noData')}
              badge={(c) => t('browse.home.freeCount', { count: c.freeEpisodeCount })}
            />
          </Shelf>
          <Shelf id="home-showcase" title={t('pages.showcase')}>
            <ComicGrid comics={data.showcase.filter((c) => !c.teamAssignment)} variant="shelf" empty={t('empty.noData')} showOriginal />
          </Shelf>
          <RecentlyRead />
          <Shelf id="home-genres" title={t('pages.genres')}>
            {data.genres.length ? (
              <GenreStrip genres={data.genres} label={t('pages.genres')} />
            ) : (
              <EmptyState>{t('empty.noData')}</EmptyState>
            )}
          </Shelf>
        </>
      )}
    </PageFrame>
  );
}
