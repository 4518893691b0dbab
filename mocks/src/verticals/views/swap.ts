/** What only the swap section shows: swap offers (seen by offerer or owner) and dopings. */
import type { DopingRecord, SwapOfferRecord } from '@mocks/db/vertical-types.ts';
import type { Doping, SwapOffer } from '@carsi/sdk/main';
import { findListing, listingSummary } from './listings.ts';

export function swapOfferView(o: SwapOfferRecord, viewerId: number): SwapOffer {
  const target = findListing(o.targetListingId);
  return {
    id: o.id,
    targetProductId: o.targetListingId,
    ...(target ? { targetProduct: listingSummary(target) } : {}),
    offeredProductIds: o.offeredListingIds,
    offeredProducts: o.offeredListingIds.flatMap((id) => findListing(id) ?? []).map(listingSummary),
    ...(o.additionalPrice === undefined ? {} : { additionalPrice: o.additionalPrice }),
    ...(o.message === undefined ? {} : { message: o.message }),
    status: o.status,
    offererId: o.offererId,
    ownerId: o.ownerId,
    role: viewerId === o.ownerId ? 'SELLER' : 'BUYER',
    createdAt: o.createdAt,
  };
}

export function dopingView(d: DopingRecord, now = Date.now()): Doping {
  const listing = findListing(d.listingId);
  return {
    id: d.id,
    productId: d.listingId,
    ...(listing ? { product: listingSummary(listing) } : {}),
    package: d.package,
    durationDays: d.durationDays,
    price: d.price,
    startsAt: d.startsAt,
    endsAt: d.endsAt,
    active: !d.stopped && Date.parse(d.endsAt) > now,
  };
}
