// The main layout (docs/product.md): header, page, footer. At ≤ 991 px the header is hidden on comic
// detail and slide pages; the footer there too and on the FAQ, contact, terms, privacy, about and
// library pages (CSS applies the width rule; this decides the pages).
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { Loading } from '../../components/page-frame.js';
import { Header } from './header.js';
import { Footer } from './footer.js';
import { RouteBoundary } from './route-boundary.js';
import { SkipLink } from './skip-link.js';
import { shellVisibility } from './shell-visibility.js';

export function MainLayout() {
  const { pathname } = useLocation();
  const { hideHeaderOnMobile, hideFooterOnMobile } = shellVisibility(pathname);
  return (
    <div className="layout">
      <SkipLink />
      <Header hiddenOnMobile={hideHeaderOnMobile} />
      <main id="main" className="layout__main" tabIndex={-1}>
        <RouteBoundary key={pathname}>
          <Suspense fallback={<Loading />}>
            <Outlet />
          </Suspense>
        </RouteBoundary>
      </main>
      <Footer hiddenOnMobile={hideFooterOnMobile} />
    </div>
  );
}
