import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { lazy } from 'react';
import { LazyPart } from '@/components/layout/lazy-part.tsx';
import { laidOutWhenNear } from '@/components/layout/offscreen.ts';
import { FeaturedCategories } from '@/features/home/components/featured-categories.tsx';
import { HighlightsSkeleton } from '@/features/home/components/highlights-skeleton.tsx';
import { MainBanners } from '@/features/home/components/main-banners.tsx';
import { WelcomeBanner } from '@/features/home/components/welcome-banner.tsx';

// Below the first screen on a phone: product showcases (cards, ratings, chips), the sections and the
// other services load with the page but do not hold up its first paint. Their data is already asked
// for (app/prefetch-routes.ts).
const Highlights = lazy(async () => ({ default: (await import('@/features/home/components/highlights.tsx')).Highlights }));
const PlatformShowcase = lazy(async () => ({ default: (await import('@/features/home/components/platform-showcase.tsx')).PlatformShowcase }));
const OtherServices = lazy(async () => ({ default: (await import('@/features/home/components/other-services.tsx')).OtherServices }));

/**
 * The marketplace home: a greeting, the content service's campaign banners and featured categories,
 * the marketplace's product showcases, the five sections of Çarşı and other services. A block whose
 * answer is empty (or failed, which the SDK already announces with a toast) is left out.
 */
export function HomeRoute() {
  return (
    <Stack spacing={4}>
      <title>Çarşı — Online Alışveriş</title>
      <WelcomeBanner />
      <MainBanners />
      <FeaturedCategories />
      {/* Heights as measured at 390, 768, 1 024 and 1 366 px. */}
      <Box sx={laidOutWhenNear({ xs: 1390, sm: 1620, md: 2800, lg: 3080 })}>
        <LazyPart belowFold loading={<HighlightsSkeleton />}>
          <Highlights />
        </LazyPart>
      </Box>
      <Stack spacing={4} sx={laidOutWhenNear({ xs: 1370, sm: 800, md: 470 })}>
        <LazyPart belowFold loading={null}>
          <PlatformShowcase />
          <OtherServices />
        </LazyPart>
      </Stack>
    </Stack>
  );
}
