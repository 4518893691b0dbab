/**
 * The state of the second-hand, craft and swap sections around the seeded listings: contracts,
 * orders, negotiations, questions, comments, cargo addresses, swap offers and dopings — enough for
 * the demo user (id 1) to see something in every tab of every section.
 */
import type { Faker } from '@faker-js/faker';
import { VERTICALS } from '../../verticals/config.ts';
import type { BrandRecord, CategoryRecord } from '../types.ts';
import type { ListingOrderRecord, VerticalDb, VerticalSlug, VerticalUserState } from '../vertical-types.ts';
import { seedListings } from './listings.ts';

export const FIRST_LISTING_ID = 50_001;

/** Ten digits like the marketplace's order numbers (the contract's pattern), in their own range. */
export const listingOrderNumber = (id: number): string => String(3_025_000_000 + id * 7919);

export const emptyVerticalUser = (): VerticalUserState => ({ suspended: false, favorites: [], follows: [], lastVisits: [], cart: [], bans: [], reports: [] });

export const verticalUserKey = (vertical: VerticalSlug, userId: number): string => `${vertical}:${userId}`;

const SEED_TIME = '2025-11-01T10:00:00.000Z';

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
  let orderId = 7001;
  let itemId = 9001;
  VERTICALS.forEach((vertical, v) => {
    const own = listings.filter((l) => l.vertical === vertical.slug);
    const demoListings = own.filter((l) => l.sellerId === 1 && l.state === 'ACTIVE');
    const others = own.filter((l) => l.sellerId !== 1 && l.state === 'ACTIVE');
    // Contracts: the demo user accepted second-hand and swap, not craft yet.
    if (vertical.slug !== 'craft') userState(vertical.slug, 1).contractAcceptedAt = '2025-03-01T12:00:00.000Z';
    for (let u = 3; u <= userCount; u += 1) userState(vertical.slug, u).contractAcceptedAt = '2025-02-01T12:00:00.000Z';
    const demo = userState(vertical.slug, 1);
    demo.favorites = others.slice(0, 3).map((l) => l.id);
    demo.follows = [...new Set(others.slice(0, 2).map((l) => l.sellerId))];
    demo.lastVisits = others.slice(3, 6).map((l) => l.id);

    const order = (buyerId: number, listingIndex: number, from: 'demo' | 'other', status: ListingOrderRecord['status']): void => {
      const listing = from === 'demo' ? demoListings[listingIndex] : others[listingIndex];
      if (!listing) return;
      listing.state = vertical.soldState;
      const createdAt = `2025-10-${String(10 + v * 3 + listingIndex).padStart(2, '0')}T11:00:00.000Z`;
      out.listingOrders.push({
        id: orderId,
        vertical: vertical.slug,
        orderNumber: listingOrderNumber(orderId),
        buyerId,
        sellerId: listing.sellerId,
        status,
        items: [{ id: itemId++, listingId: listing.id, sellerId: listing.sellerId, title: listing.title, quantity: 1, unitPrice: listing.price, status, returnedQuantity: 0 }],
        addressId: buyerId === 1 ? 1 : 0,
        invoiceAddressId: buyerId === 1 ? 1 : 0,
        payment: { maskedCardNumber: '552879******0008', installment: 1, paidAmount: listing.price, paidAt: createdAt },
        ...(status >= 2 ? { shipment: { cargoCompany: 'Yurtiçi Kargo', trackingNumber: `YK${String(orderId).padStart(9, '0')}TR`, shippedAt: createdAt, ...(status === 3 ? { deliveredAt: createdAt } : {}) } } : {}),
        createdAt,
        updatedAt: createdAt,
      });
      orderId += 1;
    };
    order(1, 10, 'other', 3); // the demo user bought and received one — returnable
    order(1, 11, 'other', 2); // and one on its way
    order(5, demoListings.length - 1, 'demo', 0); // the demo user sold one, still to ship

    const offerOn = demoListings[0];
    if (offerOn) {
      out.negotiations.push({
        id: 800 + v * 10 + 1, vertical: vertical.slug, listingId: offerOn.id, buyerId: 6, sellerId: 1, price: Math.round(offerOn.price * 0.85),
        listPrice: offerOn.price, counterPrice: null, status: 'PENDING', lastBy: 'BUYER', createdAt: SEED_TIME, updatedAt: SEED_TIME,
      });
      out.listingQuestions.push({
        id: 600 + v * 10 + 1, vertical: vertical.slug, productId: offerOn.id, askerId: 7, askerName: 'E*** K***',
        question: 'Ürün hâlâ satışta mı? Elden teslim mümkün mü?', createdAt: SEED_TIME,
      });
    }
    const answered = others[0];
    if (answered) {
      out.listingQuestions.push({
        id: 600 + v * 10 + 2, vertical: vertical.slug, productId: answered.id, askerId: 1, askerName: 'A*** Y***',
        question: 'Kargo ücreti kime ait?', answer: 'Merhaba, kargo alıcıya aittir.', createdAt: SEED_TIME, answeredAt: '2025-11-01T12:00:00.000Z',
      });
      out.comments.push(
        { id: 700 + v * 10 + 1, vertical: vertical.slug, listingId: answered.id, authorId: 8, comment: 'Fotoğraflar çok net, teşekkürler.', parentCommentId: null, createdAt: SEED_TIME },
        { id: 700 + v * 10 + 2, vertical: vertical.slug, listingId: answered.id, authorId: answered.sellerId, comment: 'Rica ederim, sorunuz olursa yazın.', parentCommentId: 700 + v * 10 + 1, createdAt: '2025-11-01T11:00:00.000Z' },
      );
    }
    out.cargoAddresses.push({
      id: 300 + v * 10 + 1, vertical: vertical.slug, userId: 1, addressName: 'Ev', firstName: 'Ayşe', lastName: 'Yılmaz', phone: '5321234567',
      address: 'Caferağa Mah. Moda Cad. No:12 D:4', province: 'İstanbul', district: 'Kadıköy', neighborhood: 'Caferağa', isDefault: true,
    });
  });

  // Swap: a pending offer on the demo user's listing and a running doping.
  const swapDemo = listings.find((l) => l.vertical === 'swap' && l.sellerId === 1 && l.state === 'ACTIVE');
  const swapOther = listings.find((l) => l.vertical === 'swap' && l.sellerId === 7 && l.state === 'ACTIVE');
  if (swapDemo && swapOther) {
    out.swapOffers.push({
      id: 901, targetListingId: swapDemo.id, offeredListingIds: [swapOther.id], additionalPrice: 250, message: 'Ürünüm az kullanıldı, üstüne 250 TL verebilirim.',
      status: 'PENDING', offererId: 7, ownerId: 1, createdAt: SEED_TIME,
    });
    out.dopings.push({ id: 51, userId: 1, listingId: swapDemo.id, package: 'SHOWCASE', durationDays: 30, price: 299.9, startsAt: SEED_TIME, endsAt: '2030-12-01T10:00:00.000Z', stopped: false });
  }
  return out;
}
