/** Listing records → the section's product (full and summary); finding a listing by id. */
import { db } from '../../db/database.ts';
import type { ListingRecord } from '../../db/vertical-types.ts';
import type { ProductSummary, SecondHandProduct } from '@carsi/sdk/main';
import { imageOf } from '../../views/image.ts';
import { verticalOf } from '../config.ts';
import { userStateOf } from '../state.ts';
import { listingSeller } from './people.ts';

const listingImages = (l: ListingRecord) =>
  Array.from({ length: Math.max(1, l.imageCount) }, (_, i) => imageOf('listings', `${l.id}-${i + 1}`, i === 0 ? l.title : `${l.title}, görsel ${i + 1}`));

/** A paid promotion (doping) runs on the listing now. */
export const isPromoted = (l: ListingRecord, now = Date.now()): boolean =>
  db.dopings.some((d) => d.listingId === l.id && !d.stopped && Date.parse(d.endsAt) > now);

/** The section's product (SecondHandProduct, CraftProduct and SwapProduct differ only in `platform`, `state` and brand). */
export function listingView(l: ListingRecord, viewerId?: number) {
  const config = verticalOf(l.vertical);
  const category = db.categories.find((c) => c.id === l.categoryId);
  const brand = l.brandId === null ? undefined : db.brands.find((b) => b.id === l.brandId);
  const favorite = viewerId === undefined ? false : userStateOf(l.vertical, viewerId).favorites.includes(l.id);
  const view: Omit<SecondHandProduct, 'platform' | 'state'> & { platform: typeof config.platform; state: ListingRecord['state'] } = {
    id: l.id,
    title: l.title,
    description: l.description,
    price: l.price,
    status: l.condition,
    state: l.state,
    images: listingImages(l),
    categoryId: l.categoryId,
    ...(category ? { categoryName: category.name } : {}),
    ...(config.hasBrand ? { brandId: l.brandId, brandName: brand?.name ?? null } : {}),
    ...(config.capabilities.doping ? { promoted: isPromoted(l) } : {}),
    properties: l.properties,
    province: l.province,
    district: l.district,
    shippingPayer: l.shippingPayer,
    isOpenNegotiation: l.isOpenNegotiation,
    seller: listingSeller(l),
    platform: config.platform,
    favoriteCount: l.favoriteCount,
    isFavorite: favorite,
    viewCount: l.viewCount,
    ...(l.rejectReason && l.state === 'REJECTED' ? { rejectReason: l.rejectReason } : {}),
    createdAt: l.createdAt,
    ...(l.updatedAt ? { updatedAt: l.updatedAt } : {}),
  };
  return view;
}

export function listingSummary(l: ListingRecord): ProductSummary {
  const [image] = listingImages(l);
  return {
    id: l.id,
    title: l.title,
    slug: `ilan-${l.id}`,
    price: l.price,
    discountRate: 0,
    image: image ?? imageOf('listings', `${l.id}-1`, l.title),
    rating: 0,
    ratingCount: 0,
    seller: listingSeller(l),
    platform: verticalOf(l.vertical).platform,
    freeShipping: l.shippingPayer === 'SELLER',
    stock: l.state === 'ACTIVE' ? 1 : 0,
  };
}

export const findListing = (id: number | undefined): ListingRecord | undefined => (id === undefined ? undefined : db.listings.find((l) => l.id === id));
