import type { ContentMainBanner } from '@carsi/sdk/content';
import { preload } from 'react-dom';
import { useContentListMainBanners } from '../api/sdk-hooks.ts';
import { Link as RouterLink } from 'react-router-dom';
import { imageLoading } from '@/components/ui/image-loading.ts';
import { isAppRoute, safeOutsideHref } from '@/utils/links.ts';
import { PlainSkeleton } from '@/components/ui/plain-skeleton.tsx';
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
    <div className="main-banners__banner">
      <picture>
        <source media={WIDE_BANNER_MEDIA} srcSet={banner.image.url} />
        <img className="main-banners__picture" src={image.url} alt={image.alt} {...imageLoading(lead ? 'lead' : undefined)} />
      </picture>
      {/* The campaign picture shows its title and slogan; the text stays for assistive technology. */}
      <div className="sr-only">
        <h3 className="main-banners__title">{banner.title}</h3>
        {banner.subtitle && <p className="main-banners__subtitle">{banner.subtitle}</p>}
      </div>
    </div>
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
    return <PlainSkeleton height="auto" className="main-banners__banner-shape" label="Kampanyalar yükleniyor" />;
  }
  if (!data || data.length === 0) return null;
  const banners = [...data].sort((a, b) => a.order - b.order);
  return (
    <HomeSection title="Kampanyalar">
      <ScrollRow label="Kampanyalar" itemWidth={{ xs: '88%', md: '100%' }} className="main-banners__row">
        {banners.map((banner, at) => (
          <li key={banner.id}>
            <BannerLink banner={banner} lead={at === 0} />
          </li>
        ))}
      </ScrollRow>
    </HomeSection>
  );
}
