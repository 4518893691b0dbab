/** Listing records → the section's product (full and summary); finding a listing by id. */
import { db } from '@mocks/db/database.ts';
import { brandById, categoryById, listingById } from '@mocks/db/indexes.ts';
import type { ListingRecord, ListingUpload, VerticalSlug } from '@mocks/db/vertical-types.ts';
import { keptUpload } from '@mocks/db/uploads.ts';
import type { ProductSummary, SecondHandProduct, SellerSummary } from '@carsi/sdk/main';
import { PICTURES_DIR, UPLOADS_KIND, imageOf, type ImageView } from '@mocks/shared/image.ts';
import { verticalOf, type VerticalConfig } from '../config.ts';
import { userStateOf } from '../state.ts';
import { listingSeller, sellerCards } from './people.ts';

interface ListingImages {
  id: number;
  title: string;
  imageCount: number;
  uploads: readonly ListingUpload[] | undefined;
  images: ImageView[];
}

/**
 * A listing's pictures, kept with the listing record together with the values they were made from
 * and made again when one of them changed in place. Every card of every listing page shows them;
 * making them is string work (names, alt texts, URLs). The answers are encoded as soon as they are
 * built, so handing the same objects to several answers is safe.
 */
const imagesByListing = new WeakMap<ListingRecord, ListingImages>();

const altOf = (l: ListingRecord, index: number): string => (index === 0 ? l.title : `${l.title}, görsel ${index + 1}`);

/** The seller's uploaded pictures at their own address, while every one of them is still kept in memory. */
function uploadedImages(l: ListingRecord): ImageView[] | undefined {
  const uploads = l.uploads;
  if (!uploads?.length || !uploads.every((u) => keptUpload(u.name) !== undefined)) return undefined;
  return uploads.map((u, i) => ({ url: `/${PICTURES_DIR}/${UPLOADS_KIND}/${u.name}`, width: u.width, height: u.height, alt: altOf(l, i) }));
}

export function listingImages(l: ListingRecord): ImageView[] {
  // Uploaded pictures can leave memory (a reload of the in-browser backend, the size cap): not cached.
  const uploaded = uploadedImages(l);
  if (uploaded) return uploaded;
  const known = imagesByListing.get(l);
  if (known && known.id === l.id && known.title === l.title && known.imageCount === l.imageCount && known.uploads === l.uploads) return known.images;
  const images = Array.from({ length: Math.max(1, l.imageCount) }, (_, i) => imageOf('listings', `${l.id}-${i + 1}`, altOf(l, i)));
  imagesByListing.set(l, { id: l.id, title: l.title, imageCount: l.imageCount, uploads: l.uploads, images });
  return images;
}

/** Ids of the listings a paid promotion (doping) runs on at `now`. */
export function promotedListingIds(now = Date.now()): ReadonlySet<number> {
  const ids = new Set<number>();
  for (const d of db.dopings) if (!d.stopped && Date.parse(d.endsAt) > now) ids.add(d.listingId);
  return ids;
}

/**
 * What the cards of one answer share, worked out once per answer rather than once per card: the
 * running promotions, the viewer's favourites per section and the seller cards. Never kept between
 * answers, so each answer reads the store as it is.
 */
interface ViewContext {
  promoted: () => ReadonlySet<number>;
  favoritesIn: (vertical: VerticalSlug) => ReadonlySet<number>;
  sellerOf: (l: ListingRecord) => SellerSummary;
}

function viewContext(viewerId: number | undefined): ViewContext {
  let promoted: ReadonlySet<number> | undefined;
  const favorites = new Map<VerticalSlug, ReadonlySet<number>>();
  return {
    promoted: () => (promoted ??= promotedListingIds()),
    favoritesIn: (vertical) => {
      let ids = favorites.get(vertical);
      if (!ids) {
        ids = new Set(viewerId === undefined ? [] : userStateOf(vertical, viewerId).favorites);
        favorites.set(vertical, ids);
      }
      return ids;
    },
    sellerOf: sellerCards(),
  };
}

type ListingView = Omit<SecondHandProduct, 'platform' | 'state'> & { platform: VerticalConfig['platform']; state: ListingRecord['state']; promoted?: boolean };

/**
 * The section's product (SecondHandProduct, CraftProduct and SwapProduct differ only in `platform`,
 * `state` and brand). Keys that do not apply are written with the value undefined, which JSON leaves
 * out (the encoded answer is the same): spreading `{}` or `{ key }` into the middle of the literal
 * made V8 build every card slowly.
 */
function viewOf(l: ListingRecord, context: ViewContext): ListingView {
  const config = verticalOf(l.vertical);
  const category = categoryById(l.categoryId);
  const brand = l.brandId === null ? undefined : brandById(l.brandId);
  return {
    id: l.id,
    title: l.title,
    description: l.description,
    price: l.price,
    status: l.condition,
    state: l.state,
    images: listingImages(l),
    categoryId: l.categoryId,
    categoryName: category?.name,
    brandId: config.hasBrand ? l.brandId : undefined,
    brandName: config.hasBrand ? (brand?.name ?? null) : undefined,
    promoted: config.capabilities.doping ? context.promoted().has(l.id) : undefined,
    properties: l.properties,
    province: l.province,
    district: l.district,
    shippingPayer: l.shippingPayer,
    isOpenNegotiation: l.isOpenNegotiation,
    seller: context.sellerOf(l),
    platform: config.platform,
    favoriteCount: l.favoriteCount,
    isFavorite: context.favoritesIn(l.vertical).has(l.id),
    viewCount: l.viewCount,
    rejectReason: l.rejectReason && l.state === 'REJECTED' ? l.rejectReason : undefined,
    createdAt: l.createdAt,
    updatedAt: l.updatedAt || undefined,
  };
}

/** The cards of one answer, in the order given. */
export function listingViews(listings: readonly ListingRecord[], viewerId?: number): ListingView[] {
  const context = viewContext(viewerId);
  return listings.map((l) => viewOf(l, context));
}

export function listingView(l: ListingRecord, viewerId?: number): ListingView {
  return viewOf(l, viewContext(viewerId));
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

export const findListing = (id: number | undefined): ListingRecord | undefined => (id === undefined ? undefined : listingById(id));
