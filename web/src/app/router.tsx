import { useEffect, useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary.tsx';
import { MainLayout } from '../components/layout/main-layout.tsx';
import { afterNextPaint } from '../hooks/use-after-first-paint.ts';
import { narrowedRoutes } from './narrowed-routes.ts';
import { lazyPageOf, page } from './route-tables/page.ts';
import { shopRoutes } from './route-tables/shop-routes.ts';

type RoutesAt = (pathname: string) => RouteObject[];

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

/** The table of every page beyond the marketplace's, once its code is in. */
let otherRoutesAt: RoutesAt | undefined;

/**
 * Every address the marketplace's table leaves goes to the table of every other page
 * (route-tables/other-routes.ts, 404 included), whose code loads like a page's: on first need, or
 * ahead of the app's first render (below), with the page's error boundary should it fail.
 */
const otherPages = page('*', async () => {
  const { otherRoutes } = await import('./route-tables/other-routes.ts');
  const routesAt = (otherRoutesAt ??= narrowedRoutes(otherRoutes));
  return function OtherRoutes() {
    return useRoutes(useLoadPagesAt(routesAt));
  };
});

const otherPagesCode = lazyPageOf(otherPages);

/** The marketplace's own pages (route-tables/shop-routes.ts) inside the layout, then every other address. */
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

/**
 * Loads the code of the routes matching the first address before the app mounts (mount.tsx), so the
 * first paint is the page itself instead of nothing followed by the page, and a drawn page hydrates
 * without waiting. A failure is left to the page's render, which asks again and shows its error boundary.
 */
export async function loadInitialRoutes(pathname: string): Promise<void> {
  const pages = pagesIn(routesAt, pathname);
  await Promise.all(pages.map((lazy) => lazy.preload()));
  // The other pages' table, just loaded if the address needs it, then names the page itself.
  if (otherRoutesAt && pages.some((lazy) => lazy === otherPagesCode)) await Promise.all(pagesIn(otherRoutesAt, pathname).map((lazy) => lazy.preload()));
}

/**
 * The shop's pages at the router's address. Once the first screen is painted, the other pages' table
 * is fetched, so a move to one of them waits only for that page's code.
 */
export function ShopRoutes() {
  useEffect(() => afterNextPaint(() => void otherPagesCode?.prefetch()), []);
  return useRoutes(useLoadPagesAt(routesAt));
}
