/** Negotiation records → the contract's Negotiation, seen by its buyer or its seller. */
import type { NegotiationRecord } from '@mocks/db/vertical-types.ts';
import type { Negotiation } from '@carsi/sdk/main';
import { findListing, listingSummary } from './listings.ts';

export function negotiationView(n: NegotiationRecord, viewerId: number): Negotiation {
  const listing = findListing(n.listingId);
  return {
    id: n.id,
    productId: n.listingId,
    ...(listing ? { product: listingSummary(listing) } : {}),
    price: n.price,
    listPrice: n.listPrice,
    counterPrice: n.counterPrice,
    status: n.status,
    buyerId: n.buyerId,
    sellerId: n.sellerId,
    role: viewerId === n.sellerId ? 'SELLER' : 'BUYER',
    createdAt: n.createdAt,
    updatedAt: n.updatedAt,
    expiresAt: new Date(Date.parse(n.createdAt) + 7 * 24 * 3600 * 1000).toISOString(),
  };
}
