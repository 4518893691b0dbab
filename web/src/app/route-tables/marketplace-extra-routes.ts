import type { RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '@/components/errors/route-error-boundary.tsx';
import { paths } from '@/config/paths.ts';
import { page } from './page.ts';

/** Campaign pages, brand list, categories and the marketplace store owner's seller area. */
export const marketplaceExtraRoutes: RouteObject[] = [
  page(paths.campaign.path, async () => (await import('../routes/marketplace/campaign.tsx')).CampaignRoute),
  page(paths.brands.path, async () => (await import('../routes/marketplace/brands.tsx')).BrandsRoute),
  page(paths.categories.path, async () => (await import('../routes/marketplace/categories.tsx')).CategoriesRoute),
  {
    path: paths.storeOwner.path,
    ErrorBoundary: RouteErrorBoundary,
    lazy: async () => ({ Component: (await import('../routes/account/account-layout.tsx')).AccountLayoutRoute }),
    children: [page(undefined, async () => (await import('../routes/marketplace/store-owner.tsx')).StoreOwnerRoute)],
  },
];
