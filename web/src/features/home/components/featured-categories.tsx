import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useContentListFeaturedCategories } from '../api/sdk-hooks.ts';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths.ts';
import { isAppRoute } from '@/utils/links.ts';
import { ScrollRow } from './scroll-row.tsx';
import { HomeSection } from './section.tsx';

// Shown only when the content service fails: its code (MUI's Chip among it) stays out of the home page's first load.
const FeaturedCategoriesFallback = lazy(async () => ({ default: (await import('./featured-categories-fallback.tsx')).FeaturedCategoriesFallback }));

const loading = <Skeleton variant="rounded" height={120} aria-label="Öne çıkan kategoriler yükleniyor" />;

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
      <ScrollRow label="Öne çıkan kategoriler" itemWidth={{ xs: '26%', sm: '16%', md: '11%' }} sx={{ pb: 1 }}>
        {categories.map((category) => (
          <li key={category.id}>
            <Box
              component={RouterLink}
              to={isAppRoute(category.link) ? category.link : paths.category.getHref(category.slug)}
              sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', textAlign: 'center' }}
            >
              <Box
                component="img"
                src={category.image.url}
                alt=""
                loading="lazy"
                sx={{ width: '100%', aspectRatio: '1 / 1', borderRadius: '50%', objectFit: 'cover', bgcolor: 'grey.200' }}
              />
              <Typography variant="body2">{category.name}</Typography>
            </Box>
          </li>
        ))}
      </ScrollRow>
    </HomeSection>
  );
}
