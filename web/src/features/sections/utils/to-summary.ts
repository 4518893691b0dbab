import { TradeRole, type ProductSummary } from '@carsi/sdk/main';
import type { SectionListing } from '../api/section-hooks.ts';

/**
 * A listing in the shape the shared product card shows. A listing is one item, has no discount and no
 * product rating of its own; the seller paying the shipping is what "free shipping" means to a buyer.
 */
export function toSummary(listing: SectionListing): ProductSummary {
  const [image] = listing.images;
  return {
    id: listing.id,
    title: listing.title,
    slug: `ilan-${listing.id}`,
    price: listing.price,
    discountRate: 0,
    image: image ?? { url: '', alt: listing.title, width: 600, height: 800 },
    rating: 0,
    ratingCount: 0,
    seller: listing.seller,
    platform: listing.platform,
    freeShipping: listing.shippingPayer === TradeRole.SELLER,
    stock: 1,
  };
}
