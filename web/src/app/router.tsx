import { useState } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../components/errors/route-error-boundary.tsx';
import { MainLayout } from '../components/layout/main-layout.tsx';
import { PageLoader } from '../components/layout/page-loader.tsx';
import { accountRoutes } from './route-tables/account-routes.ts';
import { auctionAccountRoutes } from './route-tables/auction-account-routes.ts';
import { authRoutes } from './route-tables/auth-routes.ts';
import { contentRoutes } from './route-tables/content-routes.ts';
import { marketplaceExtraRoutes } from './route-tables/marketplace-extra-routes.ts';
import { page } from './route-tables/page.ts';
import { sectionAccountRoutes } from './route-tables/section-account-routes.ts';
import { sectionRoutes } from './route-tables/section-routes.ts';
import { shopRoutes } from './route-tables/shop-routes.ts';

/**
 * One route table per area of the shop (app/route-tables/); every address not registered there falls
 * through to the Turkish 404 page.
 */
export const routes: RouteObject[] = [
  {
    element: <MainLayout />,
    ErrorBoundary: RouteErrorBoundary,
    HydrateFallback: PageLoader,
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

/**
 * Loads the code of the routes matching the first address before the app mounts (main.tsx), so the
 * first paint is the page itself instead of the loading fallback followed by the page. A failure is
 * left to the router, which loads the route again and shows its error boundary.
 */
export async function loadInitialRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      try {
        Object.assign(route, await route.lazy(), { lazy: undefined });
      } catch {
        // the router tries again
      }
    }),
  );
}

export type ShopRouter = ReturnType<typeof createBrowserRouter>;

/** The browser's router by default; the build's prerender passes a memory router at the page's address. */
export function AppRouter({ router: given }: { router?: ShopRouter }) {
  const [router] = useState(() => given ?? createBrowserRouter(routes));
  return <RouterProvider router={router} />;
}
