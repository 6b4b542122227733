// The episode list (docs/product.md Comic detail): released episodes only, labels, yy.mm.dd dates, the
// number / newest-first sort toggle and 'No episode uploaded yet'; beside each row, what it offers
// besides opening (Download for offline reading).
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/page-frame.js';
import { Image } from '../../../components/image.js';
import { formatYYMMDD, useDateZone } from '../../../lib/dates.js';
import { episodeLabel, sortEpisodes, type EpisodeOrder, type ReaderContext } from '../lib/episode-rules.js';
import type { ComicEpisode } from '../api/comic.js';
import { EpisodeBadge } from './episode-badge.js';

export function EpisodeList({
  episodes,
  ctx,
  onOpen,
  action,
}: {
  episodes: ComicEpisode[];
  ctx: ReaderContext;
  onOpen: (e: ComicEpisode) => void;
  /** What a row offers beside opening it (Download for offline reading), if anything. */
  action?: (e: ComicEpisode) => ReactNode;
}) {
  const { t } = useTranslation();
  const [order, setOrder] = useState<EpisodeOrder>('number');
  const zone = useDateZone();
  const sorted = sortEpisodes(episodes, order);
  return (
    <section aria-labelledby="episodes-title" className="episodes">
      <div className="episodes__head">
        <h2 id="episodes-title" className="shelf__title">
          {t('pages.episodes')} <span className="muted">({episodes.length})</span>
        </h2>
        <div className="segmented" role="group" aria-label={t('browse.comic.sortLabel')}>
          <button type="button" aria-pressed={order === 'number'} onClick={() => setOrder('number')}>
            {t('browse.comic.sortNumber')}
          </button>
          <button type="button" aria-pressed={order === 'newest'} onClick={() => setOrder('newest')}>
            {t('browse.comic.sortNewest')}
          </button>
        </div>
      </div>
      {sorted.length === 0 ? (
        <EmptyState>{t('empty.noEpisode')}</EmptyState>
      ) : (
        <ol className="episode-list" data-testid="episode-list">
          {sorted.map((e) => (
            <li key={e.id} className="episode-list__item">
              <button type="button" className="episode-row" onClick={() => onOpen(e)}>
                <Image src={e.coverImage} alt="" width={96} height={72} className="episode-row__cover" />
                <span className="episode-row__meta">
                  <span className="episode-row__title">{e.title}</span>
                  <span className="episode-row__sub">
                    <span>#{e.episodeNumber}</span>
                    <time dateTime={e.releaseDate}>{formatYYMMDD(e.releaseDate, zone)}</time>
                  </span>
                </span>
                <EpisodeBadge label={episodeLabel(e, ctx)} />
              </button>
              {action?.(e)}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
