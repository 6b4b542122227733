// The header's episode list dropdown (docs/product.md): items show cover, order number, date and episode
// number; the current one is marked. Keyboard as the WAI-ARIA menu button pattern: Enter, Space or
// ArrowDown on the button open it on the current episode (ArrowUp on the last), ArrowDown/ArrowUp
// move round the items, Home/End go to the ends, Enter follows the link, Escape closes and gives
// the button its focus back, Tab closes and moves on.
import { useEffect, useId, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Image } from '../../../components/image.js';
import { formatYYMMDD } from '../../../lib/dates.js';
import type { ReaderEpisodeSummary } from '../api/episode.js';

/** Which item takes the focus when the menu opens: the current episode, the first or the last. */
type Start = 'current' | 'first' | 'last';

export function EpisodeMenu({ episodes, current, slug }: { episodes: ReaderEpisodeSummary[]; current: number; slug: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Start | null>(null);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const sorted = [...episodes].sort((a, b) => a.episodeNumber - b.episodeNumber);
  const items = () => [...(root.current?.querySelectorAll<HTMLAnchorElement>('[role="menuitem"]') ?? [])];

  const isOpen = open !== null;
  // Focus moves in once per opening (the starting point is read then, not followed).
  useEffect(() => {
    if (!open) return;
    const all = items();
    const at =
      open === 'first'
        ? 0
        : open === 'last'
          ? all.length - 1
          : Math.max(
              0,
              all.findIndex((a) => a.getAttribute('aria-current') === 'page'),
            );
    all[at]?.focus();
    const onDown = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [isOpen]);

  const close = (refocus: boolean) => {
    setOpen(null);
    if (refocus) button.current?.focus();
  };

  const onButtonKey = (e: ReactKeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(e.key === 'ArrowUp' ? 'last' : 'current');
    } else if (e.key === 'Escape' && open) {
      e.preventDefault();
      close(true);
    }
  };

  const onMenuKey = (e: ReactKeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const move = (to: number) => {
      e.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    };
    switch (e.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(all.length - 1);
        break;
      case 'Escape':
        e.preventDefault();
        close(true);
        break;
      case 'Tab':
        close(false);
        break;
      case ' ':
        e.preventDefault();
        all[at]?.click();
        break;
      default:
        break;
    }
  };

  return (
    <div className="episode-menu" ref={root}>
      <button
        ref={button}
        type="button"
        className="button button--ghost button--small"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={id}
        onClick={() => setOpen((o) => (o ? null : 'current'))}
        onKeyDown={onButtonKey}
      >
        <span className="episode-menu__icon" aria-hidden="true">
          ☰
        </span>
        <span className="visually-hidden-narrow">{t('browse.reader.episodes')}</span> <span aria-hidden="true">▾</span>
      </button>
      {open && (
        <ul id={id} className="episode-menu__list" role="menu" aria-label={t('browse.reader.episodeList')} onKeyDown={onMenuKey}>
          {sorted.map((e, i) => (
            <li key={e.id} role="none">
              <Link
                to={`/comic/${encodeURIComponent(slug)}/${e.episodeNumber}`}
                className="episode-menu__item"
                role="menuitem"
                tabIndex={-1}
                aria-current={e.episodeNumber === current ? 'page' : undefined}
                onClick={() => setOpen(null)}
              >
                <Image src={e.coverImage} alt="" width={56} height={42} className="episode-menu__cover" />
                <span className="episode-menu__order">{t('browse.reader.order', { n: i + 1 })}</span>
                <span className="episode-menu__meta">
                  <span>{t('browse.reader.episodeN', { n: e.episodeNumber })}</span>
                  <time dateTime={e.releaseDate} className="muted">
                    {formatYYMMDD(e.releaseDate)}
                  </time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
