/**
 * The demo member's world by name: the stable ids of the seeded records the contract's examples
 * point at. The seed builds these records with these ids, and the spec build
 * (scripts/spec/examples.ts) writes them into the examples of openapi/dist, so an example copied from
 * the contract works against a fresh mock store. No imports: the spec build reads this file as is.
 */

export const DEMO = { userId: 1, email: 'demo@carsi.test', password: 'Demo1234', phone: '5321234567' } as const;
export const CORPORATE = { userId: 2, email: 'kurumsal@carsi.test', password: 'Kurumsal1234', storeId: 1 } as const;

/** The code every reset-password e-mail and phone-change SMS "contains" in the mocks. */
export const RESET_CODE = '123456';
export const PHONE_CODE = '123456';

/** Another seeded member (not the demo's store, not followed, not banned anywhere). */
export const OTHER_MEMBER_ID = 12;

export const MARKETPLACE = {
  address: { home: 1, work: 2 },
  card: 1,
  /** A card number no member has saved yet (Luhn-valid test number). */
  newCardNumber: '4155650100416111',
  /** Products in the demo's cart: one to change and buy, one set aside (not selected) and removed; one to add. */
  cartProduct: 11,
  cartProductToRemove: 3,
  productToAdd: 2,
  coupon: 'CARSI10',
  /** A store the demo member does not follow yet. */
  sellerToFollow: 2,
  /** The demo's unanswered question (product 1). */
  ownQuestion: 1,
  order: {
    /** RECEIVED: can be cancelled. Items 1–3. */
    received: { id: 1, itemId: 1 },
    /** DELIVERED without a return: can be returned, has an invoice. Items 8–10. */
    delivered: { id: 4, itemId: 9 },
    /** DELIVERED with the open return below. */
    returning: { id: 5 },
  },
  /** A return in CREATED state: can be cancelled. */
  cancellableReturn: 1,
  rating: { product: 1, seller: 2 },
  /** A line of the delivered order nobody rated yet: product 23, a robot vacuum sold only by store 2 (Boğaziçi Elektronik). */
  toRate: { orderId: 4, productId: 23, sellerId: 2 },
  /**
   * The store of the corporate demo (its calls are documented as that member's): an open order to ship, an
   * unanswered question, a product of the store without a discount and one with a discount.
   */
  store: { orderToShip: 10, unansweredQuestion: 10, productToDiscount: 15, discountedProduct: 14 },
  province: 34,
  district: 34023,
} as const;

export const CONTENT = {
  blogCategorySlug: 'alisveris-rehberi',
  article: { id: 1, slug: 'robot-supurge-alirken-dikkat-edilmesi-gereken-7-sey' },
  auctionCategory: 1,
  /** A live broadcast hosted by another member, and its first lot (current 3 500 TL, step 50 TL). */
  liveBroadcast: 301,
  lot: { id: 1, nextBid: 3550 },
  auctionPackage: 2,
} as const;

/**
 * The first listing id; each section has LISTINGS_PER_VERTICAL in a row, in the order of verticals.yaml.
 * A section's records are numbered by its place in that list (`section`: 0 for the first), which the
 * seed reads from the SDK's `verticals` and the contract's examples from the YAML itself.
 */
export const FIRST_LISTING_ID = 50_001;
export const LISTINGS_PER_VERTICAL = 60;

/**
 * Positions (0-based, within a section) of the listings the examples use. The demo member sells every
 * 8th listing; the others belong to member 3 + (position mod 22).
 */
export const LISTING_AT = {
  /** Demo's: a pending buyer offer (accept), a question to answer, swap: a pending swap offer and a doping. */
  ownWithOffer: 0,
  /** Demo's: a pending buyer offer to reject; swap: a swap offer to reject. */
  ownWithSecondOffer: 8,
  /** Demo's: a pending buyer offer to counter; swap: can be doped and offered. */
  ownToCounter: 16,
  /** Demo's: edited, then removed. */
  ownToEdit: 24,
  /** Demo's, sold: the buyer asked to return it (to reject). */
  soldReturnToReject: 32,
  /** Demo's, sold: the return was shipped back (to approve). */
  soldReturnShipped: 40,
  /** Demo's, sold: the buyer asked to return it (to approve before shipping). */
  soldReturnRequested: 48,
  /** Demo's, sold, still to ship. */
  soldToShip: 56,
  /** Another member's active listing: questions, comments, report. */
  shown: 1,
  /** Another member's active listing the demo can favourite / add to the cart (then change and remove). */
  toFavorite: 4,
  toCart: 6,
  /** Bought by the demo through an accepted offer, not ordered yet. */
  negotiatedForDemo: 9,
  /** Open for offers, price fixed below. */
  toNegotiate: 10,
  /** Bought by the demo: delivered (returnable, with an invoice), on its way, and delivered with an open return. */
  boughtDelivered: 14,
  boughtOnTheWay: 15,
  boughtReturning: 18,
  /** Swap: a listing the demo can offer for, and one the demo already offered for (to cancel). */
  swapTarget: 19,
  swapOfferedFor: 20,
} as const;

/** The price of the listings the offer examples name (the examples offer 4 250 TL and counter with 4 400 TL). */
export const NEGOTIABLE_PRICE = 4800;
export const FIXED_PRICE_AT: readonly number[] = [LISTING_AT.toNegotiate, LISTING_AT.ownToCounter];

/** Version of Mezat's contract a member accepts (each section's is in verticals.yaml). */
export const AUCTION_CONTRACT_VERSION = '1.2';

/** The listing at a position of the section at `section` in verticals.yaml. */
export const listingId = (section: number, at: number): number => FIRST_LISTING_ID + section * LISTINGS_PER_VERTICAL + at;

/** Seller of the listing at a position (the demo sells every 8th one). */
export const sellerAt = (at: number, userCount = 24): number => (at % 8 === 0 ? DEMO.userId : 3 + (at % (userCount - 2)));

/** Ids of a section's seeded records: `base + 10 × section index + n`. */
export const VERTICAL_IDS = {
  order: 7001,
  orderItem: 9001,
  return: 401,
  negotiation: 801,
  question: 601,
  comment: 701,
  cargoAddress: 301,
} as const;

/** n-th seeded record of a kind in the section at `section` in verticals.yaml. */
export const verticalId = (kind: keyof typeof VERTICAL_IDS, section: number, n = 0): number => VERTICAL_IDS[kind] + section * 10 + n;

/** Which seeded record of a section plays which part (n of verticalId). */
export const VERTICAL_RECORD = {
  order: { boughtDelivered: 0, boughtOnTheWay: 1, soldToShip: 2, boughtReturning: 3, soldReturnRequested: 4, soldReturnShipped: 5, soldReturnToReject: 6 },
  return: { boughtReturning: 0, soldReturnRequested: 1, soldReturnShipped: 2, soldReturnToReject: 3 },
  negotiation: { toAccept: 0, toReject: 1, toCounter: 2, acceptedForDemo: 3 },
  question: { toAnswer: 0, ownAnswered: 1 },
} as const;

export const SWAP = { offerToAccept: 901, offerToReject: 902, offerToCancel: 903, doping: 51 } as const;
