// A titled home section with an optional More link.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export function Shelf({ id, title, more, children }: { id: string; title: string; more?: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="shelf" aria-labelledby={id}>
      <div className="shelf__head">
        <h2 id={id} className="shelf__title">
          {title}
        </h2>
        {more && (
          <Link to={more} className="shelf__more" aria-label={`${t('pages.more')} ${title}`}>
            {t('pages.more')}
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}
