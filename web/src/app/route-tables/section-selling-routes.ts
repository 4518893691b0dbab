import type { RouteObject } from 'react-router-dom';
import { RouteErrorBoundary } from '../../components/errors/route-error-boundary.tsx';
import { sectionPaths } from '../../config/paths.ts';
import { sectionKeys } from '../../config/section-capabilities.ts';
import type { SectionKey } from '../../lib/section-api.ts';
import { page } from './page.ts';

const load = {
  layout: async () => (await import('../routes/section-account/section-account-layout.tsx')).sectionAccountLayouts,
  summary: async () => (await import('../routes/section-account/summary.tsx')).sectionSummaryRoutes,
};

/** A child belongs to the section whose account path it starts with (children use absolute paths). */
const belongsTo = (key: SectionKey) => (route: RouteObject) => {
  const base = sectionPaths[key].account.path;
  return route.path === base || (route.path?.startsWith(`${base}/`) ?? false);
};

const sectionAccount = (key: SectionKey, children: RouteObject[]): RouteObject => ({
  path: sectionPaths[key].account.path,
  ErrorBoundary: RouteErrorBoundary,
  lazy: async () => ({ Component: (await load.layout())[key] }),
  children: [
    page(undefined, async () => (await load.summary())[key]),
    ...children.filter(belongsTo(key)),
  ],
});

/**
 * The section account layout (/pazar/hesabim, /zanaat/hesabim, /takas/hesabim): members only, with the
 * section's menu, the selling pages, and the pages of other areas given as `children` (declared with
 * absolute paths from `sectionPaths`; each renders inside the layout of the section its path starts with).
 */
export const sectionSellingRoutes = ({ children }: { children: RouteObject[] }): RouteObject[] =>
  sectionKeys.map((key) => sectionAccount(key, children));
