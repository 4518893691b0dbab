import { PageHead } from '@/components/seo/page-head.tsx';
import { useSiteOrigin } from '@/lib/seo/site-origin.tsx';
import { organizationJsonLd, webSiteJsonLd } from '@/lib/seo/site-json-ld.ts';

/** The front door's head: the shop, and a search box a search engine may offer beside its result. */
export function HomeHead() {
  const origin = useSiteOrigin();
  return (
    <PageHead
      title="Çarşı — Online Alışveriş"
      description="Çarşı: pazaryeri, ikinci el, takas, mezat ve zanaat alışverişi tek yerde. Binlerce mağaza, güvenli ödeme, hızlı kargo."
      structuredData={[organizationJsonLd(origin), webSiteJsonLd(origin)]}
    />
  );
}
