import { Suspense, type ReactNode } from 'react';
import { Outlet } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary.tsx';
import { Header } from './header.tsx';
import { HydratedApart } from './hydrated-apart.tsx';
import { lazyWhenNear } from './lazy-when-near.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { ShownEntryMark } from './shown-entry-mark.tsx';

// Below the fold on every page: rendered by the server, hydrated once scrolled near.
const Footer = lazyWhenNear('footer', () => import('./footer.tsx').then((module) => module.Footer));

/** The shop's header, main area and footer around `children`. */
export function MainLayoutFrame({ children }: { children: ReactNode }) {
  return (
    <div className="main-layout">
      <a href="#icerik" className="main-layout__skip">
        İçeriğe geç
      </a>
      <NavigationProgress />
      <HydratedApart>
        <Header />
      </HydratedApart>
      <main id="icerik" tabIndex={-1} className="page-width main-layout__main">
        {/* Hydrated apart from the header and footer too. */}
        <Suspense fallback={null}>{children}</Suspense>
      </main>
      <Footer />
      <ShownEntryMark />
    </div>
  );
}

/** The layout of every page: a page that fails keeps the header and footer and offers a retry. */
export function MainLayout() {
  return (
    <MainLayoutFrame>
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </MainLayoutFrame>
  );
}
