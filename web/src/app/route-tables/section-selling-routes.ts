import type { RouteObject } from 'react-router-dom';
import { sectionPaths } from '@/config/paths.ts';
import { sectionCapabilities, sectionKeys } from '@/config/section-capabilities.ts';
import type { SectionKey } from '@/lib/section-api.ts';
import type { SectionRoutes } from '../routes/section-account/per-section.tsx';
import { layout, page } from './page.ts';

type Loader = () => Promise<SectionRoutes>;

const modules = {
  layout: async () => (await import('../routes/section-account/section-account-layout.tsx')).sectionAccountLayouts,
  summary: async () => (await import('../routes/section-account/summary.tsx')).sectionSummaryRoutes,
  listings: async () => (await import('../routes/section-account/listings.tsx')).sectionListingsRoutes,
  newListing: async () => (await import('../routes/section-account/new-listing.tsx')).sectionNewListingRoutes,
  editListing: async () => (await import('../routes/section-account/edit-listing.tsx')).sectionEditListingRoutes,
  contract: async () => (await import('../routes/section-account/contract.tsx')).sectionContractRoutes,
  payout: async () => (await import('../routes/section-account/payout.tsx')).sectionPayoutRoutes,
  suspend: async () => (await import('../routes/section-account/suspend.tsx')).sectionSuspendRoutes,
} satisfies Record<string, Loader>;

const pageOf = (key: SectionKey, path: string | undefined, load: Loader): RouteObject =>
  page(path, async () => (await load())[key] as React.ComponentType);

/** A child belongs to the section whose account path it starts with (children use absolute paths). */
const belongsTo = (key: SectionKey) => (route: RouteObject) => {
  const base = sectionPaths[key].account.path;
  return route.path === base || (route.path?.startsWith(`${base}/`) ?? false);
};

const sectionAccount = (key: SectionKey, children: RouteObject[]): RouteObject => {
  const paths = sectionPaths[key];
  return layout(paths.account.path, async () => (await modules.layout())[key] as React.ComponentType, [
    pageOf(key, undefined, modules.summary),
    pageOf(key, paths.listings.path, modules.listings),
    pageOf(key, paths.newListing.path, modules.newListing),
    pageOf(key, paths.editListing.path, modules.editListing),
    pageOf(key, paths.contract.path, modules.contract),
    pageOf(key, paths.payout.path, modules.payout),
    ...(sectionCapabilities[key].suspend ? [pageOf(key, paths.suspend.path, modules.suspend)] : []),
    ...children.filter(belongsTo(key)),
  ]);
};

/**
 * The section account layout (/pazar/hesabim, /zanaat/hesabim, /takas/hesabim): members only, with the
 * section's menu, the selling pages, and the pages of other areas given as `children` (declared with
 * absolute paths from `sectionPaths`; each renders inside the layout of the section its path starts with).
 */
export const sectionSellingRoutes = ({ children }: { children: RouteObject[] }): RouteObject[] =>
  sectionKeys.map((key) => sectionAccount(key, children));
