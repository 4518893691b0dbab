import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ContentMainBanner } from '@carsi/sdk/content';
import { preload } from 'react-dom';
import { useContentListMainBanners } from '../api/sdk-hooks.ts';
import { Link as RouterLink } from 'react-router-dom';
import { imageLoading } from '@/components/ui/image-loading.ts';
import { isAppRoute, safeOutsideHref } from '@/utils/links.ts';
import { ScrollRow } from './scroll-row.tsx';
import { HomeSection } from './section.tsx';

/** The width from which a banner shows its wide picture instead of the phone one. */
const WIDE_BANNER_MEDIA = '(min-width: 600px)';

/**
 * The lead banner's pictures, announced in the page's head: a picture inside `<picture>` is found only
 * when the parser reaches it, behind every script the head links, and React preloads no such picture
 * by itself.
 */
function preloadLeadBanner({ image, mobileImage }: ContentMainBanner) {
  if (!mobileImage) return preload(image.url, { as: 'image', fetchPriority: 'high' });
  preload(image.url, { as: 'image', fetchPriority: 'high', media: WIDE_BANNER_MEDIA });
  preload(mobileImage.url, { as: 'image', fetchPriority: 'high', media: `not all and ${WIDE_BANNER_MEDIA}` });
}

/** `lead`: the first banner, the home page's largest paint on a phone; it loads at once and first. */
function BannerLink({ banner, lead }: { banner: ContentMainBanner; lead: boolean }) {
  const image = banner.mobileImage ?? banner.image;
  if (lead) preloadLeadBanner(banner);
  const inner = (
    <Box sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', bgcolor: 'grey.200', aspectRatio: { xs: '4 / 3', sm: '18 / 5' } }}>
      <picture>
        <source media={WIDE_BANNER_MEDIA} srcSet={banner.image.url} />
        <Box
          component="img"
          src={image.url}
          alt={image.alt}
          {...imageLoading(lead ? 'lead' : undefined)}
          sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
        />
      </picture>
      {/* The campaign picture shows its title and slogan; the text stays for assistive technology. */}
      <Box className="sr-only">
        <Typography component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          {banner.title}
        </Typography>
        {banner.subtitle && <Typography variant="body2">{banner.subtitle}</Typography>}
      </Box>
    </Box>
  );
  return isAppRoute(banner.link) ? (
    <RouterLink to={banner.link}>{inner}</RouterLink>
  ) : (
    <a href={safeOutsideHref(banner.link)} rel="noopener noreferrer">
      {inner}
    </a>
  );
}

/** Campaign banners of the content service, in their editorial order. */
export function MainBanners() {
  const { data, isPending } = useContentListMainBanners();
  if (isPending) {
    return <Skeleton variant="rounded" sx={{ aspectRatio: { xs: '4 / 3', sm: '18 / 5' }, height: 'auto' }} aria-label="Kampanyalar yükleniyor" />;
  }
  if (!data || data.length === 0) return null;
  const banners = [...data].sort((a, b) => a.order - b.order);
  return (
    <HomeSection title="Kampanyalar">
      <ScrollRow label="Kampanyalar" itemWidth={{ xs: '88%', md: '100%' }} sx={{ scrollSnapType: 'x mandatory', '& > li': { scrollSnapAlign: 'start' } }}>
        {banners.map((banner, at) => (
          <li key={banner.id}>
            <BannerLink banner={banner} lead={at === 0} />
          </li>
        ))}
      </ScrollRow>
    </HomeSection>
  );
}
