// The page images stacked in order of sequence (spec §2): pages load lazily as the reader
// approaches them, with the next pages prefetched; all load at once when a saved position is
// being restored. The first page comes alone: the next ones are asked for once it is on screen,
// so they do not share the link (and the phone's decoder) with the page the reader is waiting for.
// A paid episode's URLs are renewed while it is open (hooks/use-page-renewal.ts): a page keeps the
// URL it loaded with, so only the pages still to load take the new ones.
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '../../../lib/images.js';
import { pagesToLoad } from '../lib/progress.js';
import { pageSources } from '../lib/page-urls.js';

export const PREFETCH_AHEAD = 3;

export function ReaderPagesList({ pages, loadAll, containerRef, onTap, onPageError }: {
  pages: Array<{ image: string; sequence: number }>;
  loadAll: boolean;
  containerRef: RefObject<HTMLOListElement | null>;
  onTap: () => void;
  /** A page failed to load (e.g. its signed URL expired while the device slept). */
  onPageError?: () => void;
}) {
  const { t } = useTranslation();
  const [lastSeen, setLastSeen] = useState(0);
  const [loaded, setLoaded] = useState<ReadonlySet<number>>(new Set());
  const [firstShown, setFirstShown] = useState(false);
  const observed = useRef<IntersectionObserver | null>(null);
  const loadedWith = useRef(new Map<number, string>());
  const sources = pageSources(pages.map((p) => imageUrl(p.image) ?? ''), loadedWith.current);

  const pageLoaded = (i: number, img: HTMLImageElement) => {
    loadedWith.current.set(i, img.getAttribute('src') ?? '');
    setLoaded((s) => (s.has(i) ? s : new Set(s).add(i)));
    if (i === 0) void afterPaint(img).then(() => setFirstShown(true));
  };
  const pageFailed = (i: number) => {
    setLoaded((s) => (s.has(i) ? s : new Set(s).add(i)));
    if (i === 0) setFirstShown(true);
    onPageError?.();
  };

  // A page can finish loading before React listens: one rendered on the server loads before the app
  // hydrates it, and a cached one can load before a concurrent render commits its element. Its load
  // event is then gone, so each page is also read from its element as React attaches it.
  const attached = useRef(new Set<number>());
  const takeIfLoaded = (i: number) => (img: HTMLImageElement | null) => {
    if (!img || attached.current.has(i) || !img.complete || !img.getAttribute('src')) return;
    attached.current.add(i);
    if (img.naturalWidth > 0) pageLoaded(i, img);
    else pageFailed(i);
  };

  // And should an event still go missing, a first page that is there lets the next ones come.
  useEffect(() => {
    if (firstShown) return;
    const timer = setInterval(() => {
      const first = containerRef.current?.querySelector<HTMLImageElement>('li[data-index="0"] img');
      if (first?.complete && first.getAttribute('src')) setFirstShown(true);
    }, 1000);
    return () => clearInterval(timer);
  }, [firstShown, containerRef]);

  useEffect(() => {
    const root = containerRef.current;
    if (!root) return;
    observed.current = new IntersectionObserver((entries) => {
      for (const e of entries) {
        if (e.isIntersecting) {
          const i = Number((e.target as HTMLElement).dataset.index);
          setLastSeen((n) => Math.max(n, i));
        }
      }
    }, { rootMargin: '200px 0px' });
    root.querySelectorAll('li').forEach((li) => observed.current!.observe(li));
    return () => observed.current?.disconnect();
  }, [containerRef, pages.length]);

  const loadCount = loadAll ? pages.length : firstShown ? pagesToLoad(lastSeen, pages.length, PREFETCH_AHEAD) : Math.min(1, pages.length);
  return (
    <ol className="reader__pages" ref={containerRef} onClick={onTap} aria-label={t('pages.episode')}>
      {pages.map((p, i) => (
        <li key={`${p.sequence}-${i}`} data-index={i} className="reader__page">
          {i < loadCount ? (
            <img
              ref={takeIfLoaded(i)}
              src={sources[i] || undefined}
              alt={t('browse.reader.page', { n: i + 1, total: pages.length })}
              loading={i < 2 || loadAll ? 'eager' : 'lazy'}
              // The first page is the page's largest paint: decoded with the frame it arrives for.
              decoding={i === 0 ? 'sync' : 'async'}
              fetchPriority={i === 0 ? 'high' : undefined}
              sizes="(max-width: 800px) 100vw, 800px"
              className={loaded.has(i) ? 'is-loaded' : ''}
              onLoad={(e) => { attached.current.add(i); pageLoaded(i, e.currentTarget); }}
              onError={() => pageFailed(i)}
            />
          ) : (
            <div className="reader__placeholder" role="img" aria-label={t('browse.reader.page', { n: i + 1, total: pages.length })} />
          )}
        </li>
      ))}
    </ol>
  );
}

/** Settles after the frame that paints `img` (decoded, then one frame and a task later). */
function afterPaint(img: HTMLImageElement): Promise<void> {
  return img.decode().catch(() => undefined)
    .then(() => new Promise<void>((resolve) => { requestAnimationFrame(() => { setTimeout(resolve, 0); }); }));
}
