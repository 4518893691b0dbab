import { useMemo } from 'react';
import { matchRoutes, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary.tsx';
import { MainLayout } from '../components/layout/main-layout.tsx';
import { accountRoutes } from './route-tables/account-routes.ts';
import { auctionAccountRoutes } from './route-tables/auction-account-routes.ts';
import { authRoutes } from './route-tables/auth-routes.ts';
import { contentRoutes } from './route-tables/content-routes.ts';
import { marketplaceExtraRoutes } from './route-tables/marketplace-extra-routes.ts';
import { narrowedRoutes } from './narrowed-routes.ts';
import { lazyPageOf, page } from './route-tables/page.ts';
import { sectionAccountRoutes } from './route-tables/section-account-routes.ts';
import { sectionRoutes } from './route-tables/section-routes.ts';
import { shopRoutes } from './route-tables/shop-routes.ts';

/**
 * One route table per area of the shop (app/route-tables/); every address not registered there falls
 * through to the Turkish 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: (
      <RouteErrorBoundary>
        <MainLayout />
      </RouteErrorBoundary>
    ),
    children: [
      ...shopRoutes,
      ...authRoutes,
      ...accountRoutes,
      ...sectionRoutes,
      ...sectionAccountRoutes,
      ...auctionAccountRoutes,
      ...marketplaceExtraRoutes,
      ...contentRoutes,
      page('*', async () => (await import('./routes/not-found.tsx')).NotFoundRoute),
    ],
  },
];

const routesAt = narrowedRoutes(routes);

/** The lazy pages and layouts drawn at `pathname`, outermost first. */
const pagesAt = (pathname: string) => (matchRoutes(routesAt(pathname), pathname) ?? []).flatMap(({ route }) => lazyPageOf(route) ?? []);

/**
 * Loads the code of the routes matching the first address before the app mounts (mount.tsx), so the
 * first paint is the page itself instead of nothing followed by the page, and a drawn page hydrates
 * without waiting. A failure is left to the page's render, which asks again and shows its error boundary.
 */
export async function loadInitialRoutes(pathname: string): Promise<void> {
  await Promise.all(pagesAt(pathname).map((lazy) => lazy.preload()));
}

/**
 * The shop's pages at the router's address. A layout and its page start loading together: the page
 * would otherwise be asked for only once the layout's code had arrived and drawn its outlet.
 */
export function ShopRoutes() {
  const { pathname } = useLocation();
  const pages = useMemo(() => pagesAt(pathname), [pathname]);
  for (const lazy of pages) lazy.load();
  return useRoutes(routesAt(pathname));
}
