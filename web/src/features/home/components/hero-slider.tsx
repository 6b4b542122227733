// The hero slider (docs/product.md Home): 1 slide below 630 px, 3 above; each slide opens
// /slide-data/{url}/{id} in a new tab. Previous/next move one view; dots pick a view.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Image } from '../../../components/image.js';
import { IMAGE_SIZES } from '../../../lib/images.js';
import type { HomeSlide } from '../api/home.js';
import { useSlidesPerView } from '../hooks/use-slides-per-view.js';

export const slideHref = (s: HomeSlide) => `/slide-data/${encodeURIComponent(s.url || 'slide')}/${encodeURIComponent(s.id)}`;

export function HeroSlider({ slides }: { slides: HomeSlide[] }) {
  const { t } = useTranslation();
  const perView = useSlidesPerView();
  const views = Math.max(1, Math.ceil(slides.length / perView));
  const [view, setView] = useState(0);
  const current = Math.min(view, views - 1);
  if (slides.length === 0) return <div className="hero hero--empty" aria-hidden="true" />;
  const shown = slides.slice(current * perView, current * perView + perView);
  return (
    <section className="hero" aria-roledescription="carousel" aria-label={t('browse.home.slides')} data-per-view={perView}>
      <ul className="hero__track" style={{ gridTemplateColumns: `repeat(${perView}, minmax(0, 1fr))` }}>
        {shown.map((s, i) => (
          <li key={s.id} className="hero__item" aria-roledescription="slide">
            <a
              href={slideHref(s)}
              target="_blank"
              rel="noopener noreferrer"
              className="hero__link"
              aria-label={t('browse.home.slide', { n: current * perView + i + 1 })}
            >
              <Image
                src={s.image}
                widths={s.imageWidths}
                sizes={IMAGE_SIZES.hero}
                alt=""
                width={640}
                height={360}
                loading={current === 0 ? 'eager' : 'lazy'}
                fetchPriority={current === 0 && i === 0 ? 'high' : undefined}
                className="hero__img"
              />
            </a>
          </li>
        ))}
      </ul>
      {views > 1 && (
        <div className="hero__controls">
          <button
            type="button"
            className="icon-button hero__arrow"
            aria-label={t('browse.home.prevSlide')}
            onClick={() => setView((current - 1 + views) % views)}
          >
            ‹
          </button>
          <div className="hero__dots" role="group" aria-label={t('browse.home.slidePicker')}>
            {Array.from({ length: views }, (_, i) => (
              <button
                key={i}
                type="button"
                className="hero__dot"
                aria-label={t('browse.home.slideGo', { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => setView(i)}
              />
            ))}
          </div>
          <button
            type="button"
            className="icon-button hero__arrow"
            aria-label={t('browse.home.nextSlide')}
            onClick={() => setView((current + 1) % views)}
          >
            ›
          </button>
        </div>
      )}
    </section>
  );
}
