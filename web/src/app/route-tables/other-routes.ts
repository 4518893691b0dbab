import type { RouteObject } from 'react-router-dom';
import { accountRoutes } from './account-routes.ts';
import { auctionAccountRoutes } from './auction-account-routes.ts';
import { authRoutes } from './auth-routes.ts';
import { contentRoutes } from './content-routes.ts';
import { marketplaceExtraRoutes } from './marketplace-extra-routes.ts';
import { page } from './page.ts';
import { sectionAccountRoutes } from './section-account-routes.ts';
import { sectionRoutes } from './section-routes.ts';

/**
 * Every page beyond the marketplace's own (shop-routes.ts): login and registration, the account, the
 * sections and their member pages, content and the 404 page. The router loads this table only for an
 * address the marketplace's table does not match, so none of it is in the home page's first load.
 */
export const otherRoutes: RouteObject[] = [
  ...authRoutes,
  ...accountRoutes,
  ...sectionRoutes,
  ...sectionAccountRoutes,
  ...auctionAccountRoutes,
  ...marketplaceExtraRoutes,
  ...contentRoutes,
  page('*', async () => (await import('../routes/not-found.tsx')).NotFoundRoute),
];
