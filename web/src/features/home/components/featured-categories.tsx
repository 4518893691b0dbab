import { useContentListFeaturedCategories } from '../api/sdk-hooks.ts';
import { Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { lazyInMuiScope } from '@/components/layout/in-mui-scope.tsx';
import { paths } from '@/config/paths.ts';
import { isAppRoute } from '@/utils/links.ts';
import { PlainSkeleton } from '@/components/ui/plain-skeleton.tsx';
import { ScrollRow } from './scroll-row.tsx';
import { HomeSection } from './section.tsx';

// Shown only when the content service fails: its code (MUI's Chip among it) stays out of the home page's
// first load, and brings MUI's theme and style cache with it.
const FeaturedCategoriesFallback = lazyInMuiScope(() => import('./featured-categories-fallback.tsx').then((module) => module.FeaturedCategoriesFallback));

const loading = <PlainSkeleton height={120} label="Öne çıkan kategoriler yükleniyor" />;

/**
 * Round category tiles chosen by the editors (content service). When the content service fails or
 * times out, the shop's top categories stand in, with a retry.
 */
export function FeaturedCategories() {
  const { data, isPending, isError, isFetching, failureCount, refetch } = useContentListFeaturedCategories();
  // From the first failed try (e.g. the 10 s timeout), not after the retries: those go on behind it.
  if (isError || (isPending && failureCount > 0)) {
    return (
      <Suspense fallback={loading}>
        <FeaturedCategoriesFallback onRetry={() => void refetch()} retrying={isFetching} />
      </Suspense>
    );
  }
  if (isPending) return loading;
  if (!data || data.length === 0) return null;
  const categories = [...data].sort((a, b) => a.order - b.order);
  return (
    <HomeSection title="Öne çıkan kategoriler">
      <ScrollRow label="Öne çıkan kategoriler" itemWidth={{ xs: '26%', sm: '16%', md: '11%' }} className="featured-categories__row">
        {categories.map((category) => (
          <li key={category.id}>
            <RouterLink to={isAppRoute(category.link) ? category.link : paths.category.getHref(category.slug)} className="featured-categories__link">
              <img className="featured-categories__picture" src={category.image.url} alt="" loading="lazy" />
              <p className="featured-categories__name">{category.name}</p>
            </RouterLink>
          </li>
        ))}
      </ScrollRow>
    </HomeSection>
  );
}
