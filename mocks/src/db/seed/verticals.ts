/**
 * The state of the second-hand, craft and swap sections around the seeded listings: contracts,
 * orders, negotiations, questions, comments, cargo addresses, swap offers and dopings — enough for
 * the demo user (id 1) to see something in every tab of every section.
 */
import type { Faker } from '@faker-js/faker';
import { VERTICALS } from '@mocks/verticals/config.ts';
import type { BrandRecord, CategoryRecord } from '../types.ts';
import type { OrderRecord, ReturnRecord } from '../commerce-types.ts';
import type { ListingRecord, NegotiationRecord, SwapOfferRecord, VerticalDb, VerticalSlug, VerticalUserState } from '../vertical-types.ts';
import { seededAddressIdOf } from './addresses.ts';
import { listedDopingPrice } from './doping-packages.ts';
import { seedListings } from './listings.ts';
import { DEMO, FIRST_LISTING_ID, LISTING_AT, SWAP, VERTICAL_RECORD, listingId, verticalId } from './world.ts';
import { OrderStatus } from '@carsi/sdk/main-models';
import { DAY_MS, seedDaysAgo } from '../clock.ts';

export { FIRST_LISTING_ID };

/** Ten digits like the marketplace's order numbers (the contract's pattern), in their own range. */
export const listingOrderNumber = (id: number): string => String(3_025_000_000 + id * 7919);

export const emptyVerticalUser = (): VerticalUserState => ({ suspended: false, favorites: [], follows: [], lastVisits: [], cart: [], bans: [], reports: [] });

export const verticalUserKey = (vertical: VerticalSlug, userId: number): string => `${vertical}:${userId}`;

/** When the open offers, questions and comments around the demo's listings were written. */
const SEED_TIME = seedDaysAgo(1, 5);

/** How many days ago each seeded order was placed: an order still to ship is hours old, returns follow deliveries. */
const ORDER_AGE_DAYS: Record<keyof typeof VERTICAL_RECORD.order, number> = {
  boughtDelivered: 8, boughtOnTheWay: 2, soldToShip: 0.25, boughtReturning: 9, soldReturnRequested: 10, soldReturnShipped: 13, soldReturnToReject: 11,
};
const plusDays = (at: string, days: number): string => new Date(Date.parse(at) + days * DAY_MS).toISOString();

export function seedVerticals(faker: Faker, categories: readonly CategoryRecord[], brands: readonly BrandRecord[], userCount: number): VerticalDb {
  const listings = seedListings(faker, categories, brands, userCount, FIRST_LISTING_ID);
  const out: VerticalDb = {
    listings,
    negotiations: [],
    listingOrders: [],
    listingReturns: [],
    listingQuestions: [],
    comments: [],
    cargoAddresses: [],
    swapOffers: [],
    dopings: [],
    verticalUsers: new Map(),
  };
  const userState = (vertical: VerticalSlug, userId: number): VerticalUserState => {
    const key = verticalUserKey(vertical, userId);
    const state = out.verticalUsers.get(key) ?? emptyVerticalUser();
    out.verticalUsers.set(key, state);
    return state;
  };
  VERTICALS.forEach((vertical, v) => {
    const at = (position: number): ListingRecord | undefined => listings.find((l) => l.id === listingId(v, position));
    const own = listings.filter((l) => l.vertical === vertical.slug);
    const others = own.filter((l) => l.sellerId !== DEMO.userId && l.state === 'ACTIVE');
    // Contracts: the demo user accepted second-hand and swap, not craft yet.
    if (vertical.slug !== 'craft') userState(vertical.slug, DEMO.userId).contractAcceptedAt = seedDaysAgo(266);
    for (let u = 3; u <= userCount; u += 1) userState(vertical.slug, u).contractAcceptedAt = seedDaysAgo(294);
    const demo = userState(vertical.slug, DEMO.userId);
    demo.favorites = others.slice(0, 3).map((l) => l.id);
    demo.follows = [...new Set(others.slice(0, 2).map((l) => l.sellerId))];
    demo.lastVisits = others.slice(3, 6).map((l) => l.id);

    /** A seeded order (ids from world.ts), its listing marked sold; a delivered one carries a seller invoice. */
    const order = (part: keyof typeof VERTICAL_RECORD.order, position: number, buyerId: number, status: OrderRecord['status']): OrderRecord | undefined => {
      const listing = at(position);
      if (!listing) return undefined;
      const n = VERTICAL_RECORD.order[part];
      const id = verticalId('order', v, n);
      listing.state = vertical.soldState;
      // As old as its status says (sections a few hours apart); the listing was put up before it sold.
      const createdAt = seedDaysAgo(ORDER_AGE_DAYS[part], v * 3);
      if (listing.createdAt >= createdAt) listing.createdAt = plusDays(createdAt, -6);
      const shippedAt = plusDays(createdAt, 1);
      const deliveredAt = plusDays(createdAt, 3);
      const record: OrderRecord = {
        id,
        platform: vertical.platform,
        orderNumber: listingOrderNumber(id),
        buyerId,
        sellerId: listing.sellerId,
        status,
        items: [{ id: verticalId('orderItem', v, n), productId: listing.id, sellerId: listing.sellerId, title: listing.title, quantity: 1, listPrice: listing.price, unitPrice: listing.price, status, cancelledQuantity: 0, returnedQuantity: 0 }],
        addressId: buyerId === DEMO.userId ? 1 : seededAddressIdOf(buyerId),
        invoiceAddressId: buyerId === DEMO.userId ? 1 : seededAddressIdOf(buyerId),
        couponDiscount: 0,
        shippingTotal: 0,
        payment: { maskedCardNumber: '552879******0008', installment: 1, paidAmount: listing.price, paidAt: createdAt },
        ...(status >= OrderStatus.SHIPPED ? { shipment: { cargoCompany: 'Yurtiçi Kargo', trackingNumber: `YK${String(id).padStart(9, '0')}TR`, shippedAt, ...(status === OrderStatus.DELIVERED ? { deliveredAt } : {}) } } : {}),
        // The seller uploaded an invoice for delivered purchases of the demo, and for two sales of the demo: one the
        // invoice list's example removes, one the example of the section's own sell-order invoice removal does.
        ...(status === OrderStatus.DELIVERED && (buyerId === DEMO.userId || part === 'soldReturnRequested' || part === 'soldReturnToReject') ? { invoice: { id, invoiceNumber: `CRS${String(id).padStart(13, '0')}`, invoiceDate: shippedAt.slice(0, 10), fileName: `fatura-${id}.pdf`, createdAt: shippedAt } } : {}),
        createdAt,
        updatedAt: status === OrderStatus.DELIVERED ? deliveredAt : status === OrderStatus.SHIPPED ? shippedAt : createdAt,
      };
      out.listingOrders.push(record);
      return record;
    };
    const returnOf = (part: keyof typeof VERTICAL_RECORD.return, o: OrderRecord | undefined, state: ReturnRecord['state']): void => {
      const item = o?.items[0];
      if (!o || !item) return;
      out.listingReturns.push({
        id: verticalId('return', v, VERTICAL_RECORD.return[part]), platform: vertical.platform, orderId: o.id, buyerId: o.buyerId,
        items: [{ orderItemId: item.id, quantity: 1 }], reason: 'Ürün ilandaki fotoğraflardan farklı çıktı.', state, refundAmount: item.unitPrice,
        // Asked for two days after the delivery.
        createdAt: plusDays(o.shipment?.deliveredAt ?? o.createdAt, 2),
      });
    };
    order('boughtDelivered', LISTING_AT.boughtDelivered, DEMO.userId, OrderStatus.DELIVERED); // returnable
    order('boughtOnTheWay', LISTING_AT.boughtOnTheWay, DEMO.userId, OrderStatus.SHIPPED);
    order('soldToShip', LISTING_AT.soldToShip, 5, OrderStatus.RECEIVED); // the demo user sold one, still to ship
    returnOf('boughtReturning', order('boughtReturning', LISTING_AT.boughtReturning, DEMO.userId, OrderStatus.DELIVERED), 'CREATED');
    returnOf('soldReturnRequested', order('soldReturnRequested', LISTING_AT.soldReturnRequested, 6, OrderStatus.DELIVERED), 'CREATED');
    returnOf('soldReturnShipped', order('soldReturnShipped', LISTING_AT.soldReturnShipped, 7, OrderStatus.DELIVERED), 'SHIPPED');
    returnOf('soldReturnToReject', order('soldReturnToReject', LISTING_AT.soldReturnToReject, 8, OrderStatus.DELIVERED), 'CREATED');

    /** A buyer's offer on one of the demo's listings, waiting for the demo (the seller). */
    const negotiation = (part: keyof typeof VERTICAL_RECORD.negotiation, position: number, buyerId: number, status: NegotiationRecord['status'] = 'PENDING'): void => {
      const listing = at(position);
      if (!listing) return;
      const sellerId = listing.sellerId;
      out.negotiations.push({
        id: verticalId('negotiation', v, VERTICAL_RECORD.negotiation[part]), vertical: vertical.slug, listingId: listing.id, buyerId, sellerId,
        price: Math.round(listing.price * 0.85), listPrice: listing.price, counterPrice: null, status, lastBy: status === 'ACCEPTED' ? 'SELLER' : 'BUYER',
        createdAt: SEED_TIME, updatedAt: SEED_TIME,
      });
    };
    negotiation('toAccept', LISTING_AT.ownWithOffer, 6);
    negotiation('toReject', LISTING_AT.ownWithSecondOffer, 7);
    negotiation('toCounter', LISTING_AT.ownToCounter, 8);
    negotiation('acceptedForDemo', LISTING_AT.negotiatedForDemo, DEMO.userId, 'ACCEPTED');

    const offerOn = at(LISTING_AT.ownWithOffer);
    if (offerOn) {
      out.listingQuestions.push({
        id: verticalId('question', v, VERTICAL_RECORD.question.toAnswer), vertical: vertical.slug, productId: offerOn.id, askerId: 7, askerName: 'E*** K***',
        question: 'Ürün hâlâ satışta mı? Elden teslim mümkün mü?', createdAt: SEED_TIME,
      });
    }
    const answered = at(LISTING_AT.shown);
    if (answered) {
      const first = verticalId('comment', v, 0);
      out.listingQuestions.push({
        id: verticalId('question', v, VERTICAL_RECORD.question.ownAnswered), vertical: vertical.slug, productId: answered.id, askerId: DEMO.userId, askerName: 'A*** Y***',
        question: 'Kargo ücreti kime ait?', answer: answered.shippingPayer === 'SELLER' ? 'Merhaba, kargo ücreti bana ait, size ücretsiz gönderiyorum.' : 'Merhaba, kargo ücreti alıcıya aittir.', createdAt: SEED_TIME, answeredAt: plusDays(SEED_TIME, 0.1),
      });
      out.comments.push(
        { id: first, vertical: vertical.slug, listingId: answered.id, authorId: 8, comment: 'Fotoğraflar çok net, teşekkürler.', parentCommentId: null, createdAt: SEED_TIME },
        { id: first + 1, vertical: vertical.slug, listingId: answered.id, authorId: answered.sellerId, comment: 'Rica ederim, sorunuz olursa yazın.', parentCommentId: first, createdAt: plusDays(SEED_TIME, 0.05) },
      );
    }
    out.cargoAddresses.push({
      id: verticalId('cargoAddress', v), vertical: vertical.slug, userId: DEMO.userId, addressName: 'Ev', firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5321234567',
      address: 'Caferağa Mah. Moda Cad. No:12 D:4', province: 'İstanbul', district: 'Kadıköy', neighborhood: 'Caferağa', isDefault: true,
    });
  });

  // Swap: offers on the demo's listings (one to accept, one to reject), one the demo made (to cancel), a running doping.
  const swapSection = VERTICALS.findIndex((vertical) => vertical.slug === 'swap');
  const swapAt = (position: number): ListingRecord | undefined => listings.find((l) => l.id === listingId(swapSection, position));
  const swapOffer = (id: number, target: ListingRecord | undefined, offered: ListingRecord | undefined, extra: Partial<SwapOfferRecord> = {}): void => {
    if (!target || !offered) return;
    out.swapOffers.push({ id, targetListingId: target.id, offeredListingIds: [offered.id], status: 'PENDING', offererId: offered.sellerId, ownerId: target.sellerId, createdAt: SEED_TIME, ...extra });
  };
  const swapOther = listings.find((l) => l.vertical === 'swap' && l.sellerId === 7 && l.state === 'ACTIVE');
  swapOffer(SWAP.offerToAccept, swapAt(LISTING_AT.ownWithOffer), swapOther, { additionalPrice: 250, message: 'Ürünüm az kullanıldı, üstüne 250 TL verebilirim.' });
  swapOffer(SWAP.offerToReject, swapAt(LISTING_AT.ownWithSecondOffer), swapAt(LISTING_AT.shown), { message: 'Takas olur mu?' });
  swapOffer(SWAP.offerToCancel, swapAt(LISTING_AT.swapOfferedFor), swapAt(LISTING_AT.ownWithSecondOffer), { message: 'Benimkiyle takas eder misiniz?' });
  const doped = swapAt(LISTING_AT.ownWithOffer);
  if (doped) out.dopings.push({ id: SWAP.doping, userId: DEMO.userId, listingId: doped.id, package: 'SHOWCASE', durationDays: 30, price: listedDopingPrice('SHOWCASE', 30), startsAt: seedDaysAgo(5), endsAt: seedDaysAgo(-25), stopped: false });
  return out;
}
