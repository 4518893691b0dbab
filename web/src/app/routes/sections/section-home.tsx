import { sectionRoute } from '../section-account/per-section.tsx';
import { sections, type SectionKey } from '@/features/sections/api/sections.ts';
import { SectionHome } from '@/features/sections/components/section-home.tsx';
import { SellAction } from '@/features/section-selling/components/sell-action.tsx';
import { sectionPrefetch } from '@/features/sections/api/section-queries.ts';
import { sectionParams, toSectionSearch } from '@/features/sections/utils/section-query.ts';
import { sectionOfPath } from '@/lib/section-api.ts';
import { readUrlState } from '@/lib/url-state.ts';
import { browserLoader, serverLoader, type RouteQueries } from '../../route-data.ts';

/** The family's categories and its listings for the filters and page in the address (the family is the path's). */
const queries: RouteQueries = (client, { url }) => {
  const key = sectionOfPath(url.pathname);
  if (!key) return [];
  const family = sectionPrefetch[key](client);
  return [family.search(toSectionSearch(readUrlState(sectionParams, url.searchParams))), family.categories()];
};

export const loader = serverLoader(queries);
export const clientLoader = browserLoader(queries);

const homeOf = (key: SectionKey) =>
  function SectionHomeRoute() {
    return <SectionHome section={sections[key]} action={<SellAction section={key} />} />;
  };

/** The homes of /pazar, /zanaat and /takas: one page, one section config each. */
export const sectionHomeRoutes: Record<SectionKey, () => React.JSX.Element> = {
  secondHand: homeOf('secondHand'),
  craft: homeOf('craft'),
  swap: homeOf('swap'),
};

export default sectionRoute(sectionHomeRoutes);
