// A comic cover card for shelves and grids: cover, title, genre, an optional badge line, the rank in
// a ranking and the admin (Koma original) icon for comics without team assignment. The rank and the
// icon lead the title line, below the cover, so they never hide a cover's own lettering. Links to
// /comic/{slug or id}.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { IMAGE_SIZES, type ImageWidth } from '../lib/images.js';
import { Image } from './image.js';
import './comic-card.css';

export interface CardComic {
  id: string;
  slug?: string | null;
  title: string;
  genre?: string | null;
  thumbnail?: string | null;
  coverImage?: string | null;
  thumbnailWidths?: readonly ImageWidth[] | null;
  teamAssignment?: string | null;
}

export const comicHref = (c: Pick<CardComic, 'id' | 'slug'>, useId = false) =>
  `/comic/${encodeURIComponent(useId || !c.slug ? c.id : c.slug)}`;

export function ComicCard({
  comic,
  badge,
  showOriginal,
  linkById,
  eager,
  rank,
}: {
  comic: CardComic;
  badge?: ReactNode;
  showOriginal?: boolean;
  linkById?: boolean;
  eager?: boolean;
  rank?: number;
}) {
  const { t } = useTranslation();
  return (
    <Link to={comicHref(comic, linkById)} className="comic-card">
      <span className="comic-card__cover">
        <Image
          src={comic.thumbnail || comic.coverImage}
          widths={comic.thumbnail ? comic.thumbnailWidths : null}
          sizes={IMAGE_SIZES.card}
          alt=""
          width={300}
          height={400}
          loading={eager ? 'eager' : 'lazy'}
        />
      </span>
      <span className="comic-card__title">
        {rank !== undefined && (
          <span className="comic-card__rank">
            <span className="visually-hidden">{t('browse.comic.rank')} </span>
            {rank}
          </span>
        )}
        {showOriginal && !comic.teamAssignment && (
          <span className="comic-card__admin" title={t('browse.comic.original')}>
            <span aria-hidden="true">K</span>
            <span className="visually-hidden">{t('browse.comic.original')}: </span>
          </span>
        )}
        {comic.title}
      </span>
      {comic.genre && <span className="comic-card__genre">{comic.genre}</span>}
      {badge && <span className="comic-card__badge">{badge}</span>}
    </Link>
  );
}
