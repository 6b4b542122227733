// Free and Genre (docs/product.md Listings): tabs All plus the genres that have published comics.
import { useTranslation } from 'react-i18next';
import { FREE_QUERY, GENRE_QUERY, useComicList, useGenres } from '../api/listings.js';
import { ComicResults } from './comic-results.js';
import { TabbedListing } from './tabbed-listing.js';

const ALL = '__all';

function FreeList({ genre }: { genre: string }) {
  const list = useComicList(FREE_QUERY, genre === ALL ? {} : { genre }, (r) => r.freeComics);
  return <ComicResults {...list} linkById />;
}

function GenreList({ genre }: { genre: string }) {
  const list = useComicList(GENRE_QUERY, genre === ALL ? {} : { genre }, (r) => r.genreComics);
  return <ComicResults {...list} linkById />;
}

function useGenreTabs() {
  const { t } = useTranslation();
  return [{ key: ALL, label: t('pages.all') }, ...useGenres().map((g) => ({ key: g, label: g }))];
}

export function FreePage() {
  const { t } = useTranslation();
  return (
    <TabbedListing title={t('pages.free')} page="free" tabs={useGenreTabs()}>
      {(g) => <FreeList genre={g} />}
    </TabbedListing>
  );
}

export function GenrePage() {
  const { t } = useTranslation();
  return (
    <TabbedListing title={t('pages.genre')} page="genre" tabs={useGenreTabs()}>
      {(g) => <GenreList genre={g} />}
    </TabbedListing>
  );
}
