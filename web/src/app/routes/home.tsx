import { HomeHead } from './home-head.tsx';
import { getContentListFeaturedCategoriesQueryOptions, getContentListMainBannersQueryOptions, getContentListOtherServicesQueryOptions } from '@carsi/sdk/content';
import { getListHighlightsQueryOptions } from '@carsi/sdk/main';
import { inMuiScope } from '@/components/layout/in-mui-scope.tsx';
import { lazyWhenNear } from '@/components/layout/lazy-when-near.tsx';
import { laidOutWhenNearProps } from '@/components/layout/offscreen.ts';
import { FeaturedCategories } from '@/features/home/components/featured-categories.tsx';
import { HighlightsSkeleton } from '@/features/home/components/highlights-skeleton.tsx';
import { MainBanners } from '@/features/home/components/main-banners.tsx';
import { WelcomeBanner } from '@/features/home/components/welcome-banner.tsx';
import { browserLoader, serverLoader, type RouteQueries } from '../route-data.ts';

// Below the first screen on a phone: product showcases (cards, ratings, chips), the grid banners, the
// sections and the other services come rendered in the page and are hydrated once scrolled near. Their
// data is already asked for (the route's loaders), except the banners', which their block asks for.
const Highlights = lazyWhenNear('home-highlights', () => inMuiScope(import('@/features/home/components/highlights.tsx').then((module) => module.Highlights)));
const MarketplaceBanners = lazyWhenNear('home-banners', () =>
  inMuiScope(import('@/features/home/components/marketplace-banners.tsx').then((module) => module.MarketplaceBanners)),
);
const PlatformShowcase = lazyWhenNear('home-platforms', () =>
  inMuiScope(import('@/features/home/components/platform-showcase.tsx').then((module) => module.PlatformShowcase)),
);
const OtherServices = lazyWhenNear('home-services', () => inMuiScope(import('@/features/home/components/other-services.tsx').then((module) => module.OtherServices)));

/**
 * The content service's banners, categories and services, and the marketplace's showcases. The
 * marketplace's grid banners are asked for by their block once the first screen has painted (below
 * the fold, they need not hold up the page or its first load).
 */
const queries: RouteQueries = (client) => [
  client.prefetchQuery(getContentListMainBannersQueryOptions()),
  client.prefetchQuery(getContentListFeaturedCategoriesQueryOptions()),
  client.prefetchQuery(getListHighlightsQueryOptions()),
  client.prefetchQuery(getContentListOtherServicesQueryOptions()),
];

export const loader = serverLoader(queries);
export const clientLoader = browserLoader(queries);

// Below the first screen, laid out once scrolled near; heights as measured at 390, 768, 1 024 and 1 366 px.
const showcasesBlock = laidOutWhenNearProps({ xs: 1390, sm: 1620, md: 2800, lg: 3080 });
const lowerBlock = laidOutWhenNearProps({ xs: 1370, sm: 800, md: 470 });

/**
 * The marketplace home: a greeting, the content service's campaign banners and featured categories,
 * the marketplace's product showcases and grid banners, the five sections of Çarşı and other services.
 * A block whose answer is empty (or failed, which the SDK already announces with a toast) is left out.
 * The blocks stand 32 px apart (home.css).
 */
export default function HomeRoute() {
  return (
    <div className="home-route home-blocks">
      <HomeHead />
      <WelcomeBanner />
      <MainBanners />
      <FeaturedCategories />
      <div {...showcasesBlock}>
        <Highlights fallback={<HighlightsSkeleton />} />
      </div>
      <MarketplaceBanners />
      <div className={`home-blocks ${lowerBlock.className}`} style={lowerBlock.style}>
        <PlatformShowcase />
        <OtherServices />
      </div>
    </div>
  );
}
