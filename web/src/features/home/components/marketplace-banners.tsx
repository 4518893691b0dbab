import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { BannerPlacement, type Banner } from '@carsi/sdk/main';
import { useListBanners } from '../api/sdk-hooks.ts';
import { Link as RouterLink } from 'react-router-dom';
import { laidOutWhenNear } from '@/components/layout/offscreen.ts';
import { imageLoading } from '@/components/ui/image-loading.ts';
import { isAppRoute, safeOutsideHref } from '@/utils/links.ts';
import { HOME_BANNERS_TITLE, homeBannerParams } from '../utils/home-banners.ts';
import { ScrollRow } from './scroll-row.tsx';
import { HomeSection } from './section.tsx';

const aspectRatio = { xs: '1 / 1', sm: '18 / 5' } as const;

function BannerTile({ banner }: { banner: Banner }) {
  const picture = (
    <Box component="picture" sx={{ display: 'block', position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200', aspectRatio }}>
      <source media="(min-width: 600px)" srcSet={banner.image.url} />
      {/* Below the first screen: the picture loads as it nears the screen, never ahead of the page's main one. */}
      <Box
        component="img"
        src={(banner.mobileImage ?? banner.image).url}
        alt={banner.title}
        {...imageLoading(undefined)}
        decoding="async"
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  );
  if (isAppRoute(banner.link)) return <RouterLink to={banner.link}>{picture}</RouterLink>;
  const outside = safeOutsideHref(banner.link);
  return outside ? (
    <a href={outside} rel="noopener noreferrer">
      {picture}
    </a>
  ) : (
    picture
  );
}

/**
 * The marketplace's campaign banners for the home page's grid, in their order. The SDK keeps the list
 * for an hour across reloads (its content cache rule for banners); an empty or failed answer leaves
 * the block out, as the home page's other blocks do.
 */
export function MarketplaceBanners() {
  const { data, isPending } = useListBanners(homeBannerParams);
  if (isPending) {
    return <Skeleton variant="rounded" sx={{ aspectRatio, height: 'auto', width: { xs: '88%', sm: '100%' } }} aria-label="Kampanyalar yükleniyor" />;
  }
  const banners = [...(data ?? [])].filter((banner) => banner.placement === BannerPlacement.HOME_GRID).sort((a, b) => a.sortOrder - b.sortOrder);
  if (banners.length === 0) return null;
  return (
    // Below the first screen: laid out once scrolled near (heights estimated at 390, 768, 1 024 and 1 366 px).
    <Box sx={laidOutWhenNear({ xs: 360, sm: 150, md: 180, lg: 210 })}>
      <HomeSection title={HOME_BANNERS_TITLE}>
        {/* Scrolls sideways on a phone; two columns from 600 px (marketplace-banners.css). */}
        <ScrollRow label={HOME_BANNERS_TITLE} itemWidth={{ xs: '88%', sm: 'auto' }} className="marketplace-banners__row">
          {banners.map((banner) => (
            <li key={banner.id}>
              <BannerTile banner={banner} />
            </li>
          ))}
        </ScrollRow>
      </HomeSection>
    </Box>
  );
}
