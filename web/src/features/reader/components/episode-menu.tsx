// The header's episode list dropdown (spec §2): items show cover, order number, date and episode
// number; the current one is marked. A disclosure button with a list of links (keyboard: Tab,
// Escape closes).
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Image } from '../../../components/image.js';
import { formatYYMMDD } from '../../../lib/dates.js';
import type { ReaderEpisodeSummary } from '../api/episode.js';

export function EpisodeMenu({ episodes, current, slug }: { episodes: ReaderEpisodeSummary[]; current: number; slug: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => { if (e.key === 'Escape') { setOpen(false); root.current?.querySelector('button')?.focus(); } };
    const onDown = (e: PointerEvent) => { if (!root.current?.contains(e.target as Node)) setOpen(false); };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onDown);
    return () => { document.removeEventListener('keydown', onKey); document.removeEventListener('pointerdown', onDown); };
  }, [open]);
  const sorted = [...episodes].sort((a, b) => a.episodeNumber - b.episodeNumber);
  return (
    <div className="episode-menu" ref={root}>
      <button type="button" className="button button--ghost button--small" aria-expanded={open} aria-controls={id} onClick={() => setOpen((o) => !o)}>
        {t('browse.reader.episodes')} ▾
      </button>
      {open && (
        <ul id={id} className="episode-menu__list" aria-label={t('browse.reader.episodeList')}>
          {sorted.map((e, i) => (
            <li key={e._id}>
              <Link
                to={`/comic/${encodeURIComponent(slug)}/${e.episodeNumber}`}
                className="episode-menu__item"
                aria-current={e.episodeNumber === current ? 'page' : undefined}
                onClick={() => setOpen(false)}
              >
                <Image src={e.coverImage} alt="" width={56} height={42} className="episode-menu__cover" />
                <span className="episode-menu__order">{t('browse.reader.order', { n: i + 1 })}</span>
                <span className="episode-menu__meta">
                  <span>{t('browse.reader.episodeN', { n: e.episodeNumber })}</span>
                  <time dateTime={e.releaseDate} className="muted">{formatYYMMDD(e.releaseDate)}</time>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
