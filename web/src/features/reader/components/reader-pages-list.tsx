// The page images stacked in order of sequence (docs/product.md): every page is an image from the first
// render, the first loaded at once and at high priority, the rest lazily by the browser as the
// reader approaches them (its lazy-load distance prefetches the next pages); all load at once when
// a saved position is being restored. Nothing the pages need waits on a load event or a script's
// state, so a page rendered on the server, a cached page or a lost event cannot hold the next
// pages back (ADR 0060).
// A paid episode's URLs are renewed while it is open (hooks/use-page-renewal.ts): a page keeps the
// URL it loaded with, so only the pages still to load take the new ones.
import { useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/images.js';
import { pageSources } from '../lib/page-urls.js';

/** Pages fetched at once (the rest when the browser sees them coming). */
export const EAGER_PAGES = 1;

export function ReaderPagesList({
  pages,
  loadAll,
  containerRef,
  onTap,
  onPageError,
}: {
  pages: Array<{ image: string; sequence: number }>;
  loadAll: boolean;
  containerRef: RefObject<HTMLOListElement | null>;
  onTap: () => void;
  /** A page failed to load (e.g. its signed URL expired while the device slept). */
  onPageError?: () => void;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(new Set());
  const loadedWith = useRef(new Map<number, string>());
  const sources = pageSources(
    pages.map((p) => imageUrl(p.image) ?? ''),
    loadedWith.current,
  );

  const pageLoaded = (i: number, img: HTMLImageElement) => {
    loadedWith.current.set(i, img.getAttribute('src') ?? '');
    setLoaded((s) => (s.has(i) ? s : new Set(s).add(i)));
  };
  // A page can finish loading before React listens (rendered on the server, or cached): it is read
  // from its element as React attaches it, so it keeps its URL across a renewal.
  const takeIfLoaded = (i: number) => (img: HTMLImageElement | null) => {
    if (img && !loadedWith.current.has(i) && img.complete && img.naturalWidth > 0 && img.getAttribute('src')) pageLoaded(i, img);
  };

  return (
    <ol className="reader__pages" ref={containerRef} onClick={onTap} aria-label={t('pages.episode')}>
      {pages.map((p, i) => (
        <li key={`${p.sequence}-${i}`} data-index={i} className="reader__page">
          <img
            ref={takeIfLoaded(i)}
            src={sources[i] || undefined}
            alt={t('browse.reader.page', { n: i + 1, total: pages.length })}
            loading={i < EAGER_PAGES || loadAll ? 'eager' : 'lazy'}
            // The first page is the page's largest paint: decoded with the frame it arrives for.
            decoding={i === 0 ? 'sync' : 'async'}
            fetchPriority={i === 0 ? 'high' : loadAll ? undefined : 'low'}
            sizes="(max-width: 800px) 100vw, 800px"
            className={loaded.has(i) ? 'is-loaded' : ''}
            onLoad={(e) => pageLoaded(i, e.currentTarget)}
            onError={() => onPageError?.()}
          />
        </li>
      ))}
    </ol>
  );
}
