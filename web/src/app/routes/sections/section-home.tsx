import { bySection, sectionRoute } from '../section-account/per-section.tsx';
import { sections, type SectionKey } from '@/features/sections/api/sections.ts';
import { SectionHome } from '@/features/sections/components/section-home.tsx';
import { SellAction } from '@/features/section-selling/components/sell-action.tsx';
import { sectionParams, toFacetFilter, toSectionSearch } from '@/features/sections/utils/section-query.ts';
import { sectionApi, sectionOfPath } from '@/lib/section-api.ts';
import { readUrlState } from '@/lib/url-state.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';

/** The family's categories, facets, mega menu and its listings for the filters and page in the address (the family is the path's). */
const queries: RouteQueries = (client, { url }) => {
  const key = sectionOfPath(url.pathname);
  if (!key) return [];
  const family = sectionApi(key);
  const state = readUrlState(sectionParams, url.searchParams);
  return [
    client.prefetchQuery(family.getSearchProductsQueryOptions(toSectionSearch(state))),
    client.prefetchQuery(family.getListCategoriesQueryOptions()),
    client.prefetchQuery(family.getGetSearchFiltersQueryOptions(toFacetFilter(state))),
    // Rendered above the heading: asked for with the page so it does not push the page down when it comes.
    client.prefetchQuery(family.getGetMegaMenuQueryOptions()),
  ];
};

export const loader = serverLoader(queries);
export const clientLoader = browserLoader(queries);

const homeOf = (key: SectionKey) =>
  function SectionHomeRoute() {
    return <SectionHome section={sections[key]} action={<SellAction section={key} />} />;
  };

/** The homes of /pazar, /zanaat and /takas: one page, one section config each. */
export const sectionHomeRoutes = bySection(homeOf);

export default sectionRoute(sectionHomeRoutes);
