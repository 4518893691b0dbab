import { use, useEffect, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary.tsx';
import { MainLayout } from '../components/layout/main-layout.tsx';
import { trackPageLoad } from '../lib/page-loads.ts';
import { narrowedRoutes } from './narrowed-routes.ts';
import { lazyPageOf } from './route-tables/page.ts';
import { shopRoutes } from './route-tables/shop-routes.ts';

type RoutesAt = (pathname: string) => RouteObject[];

let otherRoutesAt: RoutesAt | undefined;
let otherRoutesLoading: Promise<RoutesAt> | undefined;

/**
 * The table of every other page (route-tables/other-routes.ts), loaded once; a failed load is asked
 * for again next time (the page's error boundary offers that).
 */
function loadOtherRoutes(): Promise<RoutesAt> {
  otherRoutesLoading ??= import('./route-tables/other-routes.ts').then(
    ({ otherRoutes }) => (otherRoutesAt = narrowedRoutes(otherRoutes)),
    (error: unknown) => {
      otherRoutesLoading = undefined;
      throw error;
    },
  );
  return otherRoutesLoading;
}

/** The lazy pages and layouts of `routesAt`'s table drawn at `pathname`, outermost first. */
const pagesIn = (routesAt: RoutesAt, pathname: string) =>
  (matchRoutes(routesAt(pathname), pathname) ?? []).flatMap(({ route }) => lazyPageOf(route) ?? []);

/** Asks for the code of the pages drawn at the router's address, a layout and its page together. */
function useLoadPagesAt(routesAt: RoutesAt): RouteObject[] {
  const { pathname } = useLocation();
  const pages = useMemo(() => pagesIn(routesAt, pathname), [routesAt, pathname]);
  for (const lazy of pages) lazy.load();
  return routesAt(pathname);
}

/** Every address the marketplace's table leaves: the other pages' table, loaded on first need. */
function OtherRoutes() {
  const routesAt = otherRoutesAt ?? use(trackPageLoad(loadOtherRoutes()));
  return useRoutes(useLoadPagesAt(routesAt));
}

const otherPages: RouteObject = {
  path: '*',
  element: (
    <RouteErrorBoundary>
      <OtherRoutes />
    </RouteErrorBoundary>
  ),
};

/**
 * The marketplace's own pages (route-tables/shop-routes.ts) inside the layout; every other address
 * goes to the other pages' table, 404 included.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <MainLayout />
      </RouteErrorBoundary>
    ),
    children: [...shopRoutes, otherPages],
  },
];

const routesAt = narrowedRoutes(routes);

const needsOtherRoutes = (pathname: string): boolean => (matchRoutes(routesAt(pathname), pathname) ?? []).some(({ route }) => route === otherPages);

/**
 * Loads the code of the routes matching the first address before the app mounts (mount.tsx), so the
 * first paint is the page itself instead of nothing followed by the page, and a drawn page hydrates
 * without waiting. A failure is left to the page's render, which asks again and shows its error boundary.
 */
export async function loadInitialRoutes(pathname: string): Promise<void> {
  const pages = pagesIn(routesAt, pathname);
  if (needsOtherRoutes(pathname)) {
    try {
      pages.push(...pagesIn(await loadOtherRoutes(), pathname));
    } catch {
      // The render asks again.
    }
  }
  await Promise.all(pages.map((lazy) => lazy.preload()));
}

/**
 * The shop's pages at the router's address. After the first paint the other pages' table is fetched,
 * so a move to one of them waits only for that page's code.
 */
export function ShopRoutes() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // The frame callback runs just before the first paint; the task it queues runs after it.
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => void loadOtherRoutes().catch(() => undefined), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return useRoutes(useLoadPagesAt(routesAt));
}
