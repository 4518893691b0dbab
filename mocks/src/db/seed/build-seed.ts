/**
 * Draws the seeded shop with faker from a fixed seed. It runs in Node only: `npm run generate` writes
 * its result as JSON text into mocks/src/generated/seed.ts (mocks/scripts/write-seed.ts), which the
 * store starts from, and a test checks that text is still what this function draws.
 */
import { fakerTR } from '@faker-js/faker';
import { cardFingerprint } from '../card-fingerprint.ts';
import type { Db } from '../database.ts';
import { SEED_NOW, seedDaysAgo } from '../clock.ts';
import { FAKER_SEED } from './faker-seed.ts';
import { seedAddresses } from './addresses.ts';
import { seedCatalog } from './catalog.ts';
import { COUPONS } from './coupons.ts';
import { seedLocations } from './locations.ts';
import { seedOrders } from './orders.ts';
import { seedBlog } from './blog.ts';
import { seedAuction } from './live.ts';
import { seedAuctionState } from './auction-state.ts';
import { seedRatings } from './ratings.ts';
import { CORPORATE_TOKEN, DEMO_TOKEN } from './members.ts';
import { seedUsers } from './users.ts';
import { seedQuestions } from './questions.ts';
import { seedVerticals } from './verticals.ts';
import { seedCancellations } from './cancellations.ts';

function maxId(rows: readonly { id: number }[]): number {
  return rows.reduce((max, row) => Math.max(max, row.id), 0);
}

export function buildSeed(): Db {
  fakerTR.seed(FAKER_SEED);
  const users = seedUsers(fakerTR);
  const locations = seedLocations();
  const catalog = seedCatalog(fakerTR);
  const { orders, returns } = seedOrders(fakerTR, catalog.products);
  const addresses = seedAddresses(users);
  const questions = seedQuestions(fakerTR, catalog.products, catalog.categories, users);
  const items = orders.flatMap((o) => o.items);
  const cancels = seedCancellations(orders);
  // Seeds added later draw from faker after the ones above, so the older seed stays as it was.
  const verticals = seedVerticals(fakerTR, catalog.categories, catalog.brands, users.length);
  const auction = seedAuction(fakerTR, (id) => {
    const user = users.find((u) => u.id === id);
    return user ? `${user.firstName} ${user.lastName.charAt(0)}.` : 'Mezat Ustası';
  });
  const blog = seedBlog();
  const ratings = seedRatings(orders);
  const listingItems = verticals.listingOrders.flatMap((o) => o.items);
  return {
    ...verticals,
    ratings,
    auctionCategories: auction.categories,
    broadcasts: auction.broadcasts,
    auction: seedAuctionState(auction.bids),
    ...blog,
    clock: { seedNow: SEED_NOW },
    users,
    sessions: new Map([[DEMO_TOKEN, 1], [CORPORATE_TOKEN, 2]]),
    ...locations,
    ...catalog,
    coupons: [...COUPONS],
    addresses,
    carts: new Map([[1, [
      { productId: 3, quantity: 1, selected: true, addedAt: seedDaysAgo(2, 3) },
      { productId: 11, quantity: 2, selected: true, addedAt: seedDaysAgo(1, 5) },
    ]]]),
    cartCoupons: new Map(),
    orders,
    returns,
    cancels,
    cards: [
      {
        id: 1, userId: 1, cardAlias: 'Maaş kartım', holderName: 'Ayşe Yılmaz', maskedNumber: '552879******0008', lastFourDigits: '0008', fingerprint: cardFingerprint('5528790000000008'),
        expireMonth: 12, expireYear: 2030, brand: 'MASTERCARD', cardType: 'CREDIT', bankName: 'Garanti BBVA', createdAt: '2025-02-01T10:00:00.000Z',
      },
    ],
    favorites: new Map([[1, [5, 17, 42, 63, 88]]]),
    follows: new Map([[1, [1, 4]]]),
    lastVisited: new Map([[1, [12, 7, 33]]]),
    questions,
    phoneChanges: new Map(),
    orderAttempts: new Map(),
    nextIds: {
      user: maxId(users) + 1,
      address: maxId(addresses) + 1,
      order: maxId(orders) + 1,
      orderItem: maxId(items) + 1,
      return: maxId(returns) + 1,
      cancel: maxId(cancels) + 1,
      card: 2,
      question: questions.length + 1,
      rating: maxId(ratings) + 1,
      listing: maxId(verticals.listings) + 1,
      negotiation: maxId(verticals.negotiations) + 1,
      listingOrder: maxId(verticals.listingOrders) + 1,
      listingOrderItem: maxId(listingItems) + 1,
      listingReturn: maxId(verticals.listingReturns) + 1,
      listingQuestion: maxId(verticals.listingQuestions) + 1,
      comment: maxId(verticals.comments) + 1,
      cargoAddress: maxId(verticals.cargoAddresses) + 1,
      swapOffer: maxId(verticals.swapOffers) + 1,
      doping: maxId(verticals.dopings) + 1,
      invoice: orders.reduce((max, o) => Math.max(max, o.invoice?.id ?? 0), 0) + 1,
      packagePurchase: 2,
    },
  };
}

