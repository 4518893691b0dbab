import Stack from '@mui/material/Stack';
import { FeaturedCategories } from '../../features/home/components/featured-categories.tsx';
import { Highlights } from '../../features/home/components/highlights.tsx';
import { MainBanners } from '../../features/home/components/main-banners.tsx';
import { OtherServices } from '../../features/home/components/other-services.tsx';
import { PlatformShowcase } from '../../features/home/components/platform-showcase.tsx';
import { WelcomeBanner } from '../../features/home/components/welcome-banner.tsx';

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
      <Highlights />
      <PlatformShowcase />
      <OtherServices />
    </Stack>
  );
}
