// Puts a returning reader back where they left (docs/product.md progress; the server returns `progress`):
// every page image is loaded first so the layout is final, then the percentage is scrolled to.
import { useEffect, useRef, type RefObject } from 'react';
import { offsetForPercent } from '../lib/progress.js';

export function useRestorePosition(container: RefObject<HTMLElement | null>, progress: number | null | undefined, pageCount: number) {
  const done = useRef(false);
  useEffect(() => {
    const root = container.current;
    if (done.current || !root || !progress || progress <= 0 || pageCount === 0) return;
    const images = Array.from(root.querySelectorAll('img'));
    let cancelled = false;
    const settle = () => {
      if (cancelled || done.current) return;
      if (images.some((img) => !img.complete)) return;
      done.current = true;
      requestAnimationFrame(() => {
        const doc = document.documentElement;
        window.scrollTo({ top: offsetForPercent(progress, doc.scrollHeight, window.innerHeight), behavior: 'instant' });
      });
    };
    images.forEach((img) => {
      img.addEventListener('load', settle);
      img.addEventListener('error', settle);
    });
    settle();
    return () => {
      cancelled = true;
      images.forEach((img) => {
        img.removeEventListener('load', settle);
        img.removeEventListener('error', settle);
      });
    };
  }, [container, progress, pageCount]);
  return done;
}
