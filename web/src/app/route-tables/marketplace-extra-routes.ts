import type { RouteObject } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { layout, page } from './page.ts';

/** Campaign pages, brand list, categories and the marketplace store owner's seller area. */
export const marketplaceExtraRoutes: RouteObject[] = [
  page(paths.campaign.path, async () => (await import('../routes/marketplace/campaign.tsx')).CampaignRoute),
  page(paths.brands.path, async () => (await import('../routes/marketplace/brands.tsx')).BrandsRoute),
  page(paths.categories.path, async () => (await import('../routes/marketplace/categories.tsx')).CategoriesRoute),
  layout(paths.storeOwner.path, async () => (await import('../routes/account/account-layout.tsx')).AccountLayoutRoute, [
    page(undefined, async () => (await import('../routes/marketplace/store-owner.tsx')).StoreOwnerRoute),
  ]),
];
