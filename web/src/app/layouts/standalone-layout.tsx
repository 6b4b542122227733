// Pages outside the main layout: sign-in pages (a brand bar and a centred card) and the bare
// pages (age gate, card mock-up, reader, comments) that draw their own chrome.
import { Suspense } from 'react';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/page-frame.js';
import { RouteBoundary } from './route-boundary.js';
import { SkipLink } from './skip-link.js';

export function StandaloneLayout() {
  const { pathname } = useLocation();
  const { t } = useTranslation();
  return (
    <div className="layout layout--standalone">
      <SkipLink />
      <header className="standalone-bar">
        <Link to="/" className="brand">
          <span className="brand__mark" aria-hidden="true">
            K
          </span>
          <span className="brand__name">{t('app.name')}</span>
        </Link>
      </header>
      <main id="main" className="layout__main layout__main--centered" tabIndex={-1}>
        <RouteBoundary key={pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </RouteBoundary>
      </main>
    </div>
  );
}

/** No shell at all: the page owns the whole viewport (it renders its own <main id="main">). */
export function BareLayout() {
  const { pathname } = useLocation();
  return (
    <RouteBoundary key={pathname}>
      <Suspense
        fallback={
          <main id="main">
            <Loading />
          </main>
        }
      >
        <Outlet />
      </Suspense>
    </RouteBoundary>
  );
}
