// The reader's header (back, title, episode dropdown, Download, like heart) and footer (comment count link,
// Prev/Next), toggled by a tap on the pages (docs/product.md).
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LikeHeart } from '../../../components/comic-engagement.js';
import type { ReaderEpisodeSummary } from '../api/episode.js';
import { EpisodeMenu } from './episode-menu.js';

export interface ChromeProps {
  visible: boolean;
  slug: string;
  comicId: string;
  comicTitle: string;
  episode: ReaderEpisodeSummary;
  episodes: ReaderEpisodeSummary[];
  comments: number;
  /** Download for offline reading, when the reader may keep this episode. */
  download?: ReactNode;
}

export function ReaderHeader({ visible, slug, comicId, comicTitle, episode, episodes, download }: ChromeProps) {
  const { t } = useTranslation();
  return (
    <header className={`reader__bar reader__bar--top ${visible ? '' : 'is-hidden'}`} inert={!visible} data-testid="reader-header">
      <Link to={`/comic/${encodeURIComponent(slug)}`} className="icon-button" aria-label={t('browse.reader.back')}>
        ‹
      </Link>
      <div className="reader__heading">
        <p className="reader__comic">{comicTitle}</p>
        <h1 className="reader__title">
          {t('browse.reader.episodeN', { n: episode.episodeNumber })} · {episode.title}
        </h1>
      </div>
      <EpisodeMenu episodes={episodes} current={episode.episodeNumber} slug={slug} />
      {download}
      <LikeHeart comicId={comicId} />
    </header>
  );
}

export function ReaderFooter({ visible, slug, episode, episodes, comments }: ChromeProps) {
  const { t } = useTranslation();
  const sorted = [...episodes].sort((a, b) => a.episodeNumber - b.episodeNumber);
  const i = sorted.findIndex((e) => e.episodeNumber === episode.episodeNumber);
  const prev = i > 0 ? sorted[i - 1] : undefined;
  const next = i >= 0 ? sorted[i + 1] : undefined;
  const to = (e: ReaderEpisodeSummary) => `/comic/${encodeURIComponent(slug)}/${e.episodeNumber}`;
  return (
    <footer className={`reader__bar reader__bar--bottom ${visible ? '' : 'is-hidden'}`} inert={!visible} data-testid="reader-footer">
      <Link className="button button--ghost button--small" to={`/comment/comic/${encodeURIComponent(slug)}/${episode.episodeNumber}`}>
        {t('browse.reader.comments', { count: comments })}
      </Link>
      <EpisodeNav label={t('browse.reader.episodes')} prev={prev ? to(prev) : null} next={next ? to(next) : null} />
    </footer>
  );
}

/** Previous and next episode, each a link or, at an end, shown disabled. */
export function EpisodeNav({ label, prev, next }: { label: string; prev: string | null; next: string | null }) {
  const { t } = useTranslation();
  return (
    <nav className="reader__nav" aria-label={label}>
      {prev ? (
        <Link className="button button--ghost button--small" to={prev} rel="prev">
          ‹ {t('browse.reader.prev')}
        </Link>
      ) : (
        <span className="button button--ghost button--small is-disabled" aria-disabled="true">
          ‹ {t('browse.reader.prev')}
        </span>
      )}
      {next ? (
        <Link className="button button--primary button--small" to={next} rel="next">
          {t('browse.reader.next')} ›
        </Link>
      ) : (
        <span className="button button--ghost button--small is-disabled" aria-disabled="true">
          {t('browse.reader.next')} ›
        </span>
      )}
    </nav>
  );
}

export function ScrollButtons() {
  const { t } = useTranslation();
  return (
    <div className="reader__scroll">
      <button type="button" className="icon-button" aria-label={t('browse.reader.toTop')} onClick={() => window.scrollTo({ top: 0 })}>
        ↑
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('browse.reader.toBottom')}
        onClick={() => window.scrollTo({ top: document.documentElement.scrollHeight })}
      >
        ↓
      </button>
    </div>
  );
}

/** The keyboard's way to show or hide the reader's bars (the pages take taps). */
export function ChromeToggle({ shown, onToggle }: { shown: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className="visually-hidden-focusable reader__toggle" aria-pressed={shown} onClick={onToggle}>
      {t('browse.reader.chrome')}
    </button>
  );
}
