// Hero slider width rule (docs/product.md Home): 1 slide below 630 px, 3 at 630 px and above.
import { useSyncExternalStore } from 'react';

export const WIDE_SLIDER_QUERY = '(min-width: 630px)';

export const slidesPerView = (wide: boolean) => (wide ? 3 : 1);

function subscribe(cb: () => void) {
  const mq = window.matchMedia(WIDE_SLIDER_QUERY);
  mq.addEventListener('change', cb);
  return () => mq.removeEventListener('change', cb);
}

export function useSlidesPerView(): number {
  const wide = useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_SLIDER_QUERY).matches,
    () => false,
  );
  return slidesPerView(wide);
}
