// The comic's data (docs/product.md Comic detail): cover, title, genre, writer (→ writer profile),
// artist, reads, description, tags (→ /tag/{tag}), feature announcements, Start Reading,
// Unlock all, and like / share / interest.
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ComicEngagementControls } from '../../../components/comic-engagement.js';
import { Image } from '../../../components/image.js';
import { IMAGE_SIZES } from '../../../lib/images.js';
import type { ComicData } from '../api/comic.js';
import { ComicBell } from './comic-bell.js';

export interface ComicHeroProps {
  comic: ComicData;
  episodeCount: number;
  canUnlock: boolean;
  onStart: (() => void) | null;
  onUnlock: () => void;
}

export function ComicHero({ comic, episodeCount, canUnlock, onStart, onUnlock }: ComicHeroProps) {
  const { t } = useTranslation();
  return (
    <div className="comic-hero">
      <Image
        src={comic.coverImage || comic.thumbnail}
        widths={comic.coverImage ? comic.coverImageWidths : comic.thumbnailWidths}
        sizes={IMAGE_SIZES.cover}
        alt={t('browse.comic.cover', { title: comic.title })}
        width={360}
        height={480}
        loading="eager"
        fetchPriority="high"
        className="comic-hero__cover"
      />
      <div className="comic-hero__body">
        <p className="comic-hero__genre">
          {comic.genre}
          {!comic.teamAssignment && <span className="comic-hero__original"> · {t('browse.comic.original')}</span>}
        </p>
        <h1 id="page-title" className="page__title">
          {comic.title}
        </h1>
        <p className="comic-hero__people">
          <span>
            {t('browse.comic.writer')}:{' '}
            <Link className="link" to={`/writer-profile/${encodeURIComponent(comic.writer)}`}>
              {comic.writer}
            </Link>
          </span>
          {comic.artist && (
            <span>
              {t('browse.comic.artist')}: {comic.artist}
            </span>
          )}
        </p>
        <p className="muted">
          {t('browse.comic.episodes', { count: episodeCount })} · {t('browse.comic.views', { count: comic.totalRead })}
        </p>
        <p className="comic-hero__desc">{comic.description}</p>
        {comic.tags.length > 0 && (
          <ul className="chips" aria-label={t('browse.comic.tags')}>
            {comic.tags.map((tag) => (
              <li key={tag}>
                <Link className="chip" to={`/tag/${encodeURIComponent(tag)}`}>
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {comic.feature.length > 0 && (
          <div className="comic-hero__features" role="note" aria-label={t('browse.comic.announcements')}>
            {comic.feature.map((f, i) => (
              <p key={i}>{f}</p>
            ))}
          </div>
        )}
        <div className="comic-hero__actions">
          {onStart && (
            <button type="button" className="button button--primary" onClick={onStart}>
              {t('browse.comic.startReading')}
            </button>
          )}
          {canUnlock && (
            <button type="button" className="button button--ghost" onClick={onUnlock}>
              {t('browse.comic.unlockAll')}
            </button>
          )}
          <ComicBell comicId={comic.id} />
        </div>
        <ComicEngagementControls comicId={comic.id} title={comic.title} />
      </div>
    </div>
  );
}
