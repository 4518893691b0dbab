/**
 * Records of the second-hand, craft and swap families: one set of types for the three sections,
 * every record tagged with its vertical (see verticals.ts for what differs per section).
 */
import type { VerticalSlug } from '@carsi/sdk/verticals';
import type { OrderRecord, ReturnRecord } from './commerce-types.ts';
import type { ProductProperty, Question } from './types.ts';

/** A section family's slug (openapi/verticals/verticals.yaml). */
export type { VerticalSlug };
export type ListingState = 'WAITING_FOR_APPROVAL' | 'REJECTED' | 'REMOVED' | 'ACTIVE' | 'SOLD' | 'SWAPPED' | 'EXPIRED';
export type Condition = 'REASONABLE' | 'LIKE_NEW' | 'GOOD' | 'WORN' | 'NEW';
export type Role = 'SELLER' | 'BUYER';

/** A picture the seller uploaded, kept in memory by db/uploads.ts under `name`. */
export interface ListingUpload {
  name: string;
  width: number;
  height: number;
}

export interface ListingRecord {
  id: number;
  vertical: VerticalSlug;
  sellerId: number;
  title: string;
  description: string;
  price: number;
  condition: Condition;
  state: ListingState;
  categoryId: number;
  brandId: number | null;
  properties: ProductProperty[];
  province: string;
  district: string;
  shippingPayer: Role;
  isOpenNegotiation: 'YES' | 'NO';
  imageCount: number;
  /** The seller's own pictures, when they uploaded some (the seed's listings have drawn ones). */
  uploads?: ListingUpload[];
  favoriteCount: number;
  viewCount: number;
  rejectReason?: string;
  /** Hidden while the seller's account in this section is suspended. */
  hidden?: boolean;
  /** When a WAITING_FOR_APPROVAL listing becomes ACTIVE (ms since epoch); absent = waits for a person. */
  approvesAt?: number;
  createdAt: string;
  updatedAt?: string;
}

export type NegotiationState = 'PENDING' | 'COUNTER_OFFERED' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED' | 'EXPIRED';

export interface NegotiationRecord {
  id: number;
  vertical: VerticalSlug;
  listingId: number;
  buyerId: number;
  sellerId: number;
  price: number;
  listPrice: number;
  counterPrice: number | null;
  status: NegotiationState;
  /** Who spoke last; the other side may accept or reject. */
  lastBy: Role;
  /** Set once an order used the accepted price. */
  orderId?: number;
  createdAt: string;
  updatedAt: string;
}

export interface ListingQuestionRecord extends Question {
  vertical: VerticalSlug;
  askerId: number;
}

export interface ListingCommentRecord {
  id: number;
  vertical: VerticalSlug;
  listingId: number;
  authorId: number;
  comment: string;
  parentCommentId: number | null;
  createdAt: string;
}

export interface CargoAddressRecord {
  id: number;
  vertical: VerticalSlug;
  userId: number;
  addressName: string;
  firstName: string;
  lastName: string;
  phone: string;
  address: string;
  province: string;
  district: string;
  neighborhood?: string;
  isDefault: boolean;
}

export type SwapOfferState = 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'CANCELLED';

export interface SwapOfferRecord {
  id: number;
  targetListingId: number;
  offeredListingIds: number[];
  additionalPrice?: number;
  message?: string;
  status: SwapOfferState;
  offererId: number;
  ownerId: number;
  createdAt: string;
}

export type DopingPackageName = 'TOP_OF_LIST' | 'SHOWCASE' | 'HIGHLIGHT' | 'URGENT';

export interface DopingRecord {
  id: number;
  userId: number;
  listingId: number;
  package: DopingPackageName;
  durationDays: 1 | 7 | 30;
  price: number;
  startsAt: string;
  endsAt: string;
  stopped: boolean;
}

/** Per-vertical, per-user state that is a list of ids or a flag. */
export interface VerticalUserState {
  contractAcceptedAt?: string;
  suspended: boolean;
  /** listing ids, most recent first */
  favorites: number[];
  /** user ids */
  follows: number[];
  /** listing ids, most recent first */
  lastVisits: number[];
  /** listing id → quantity */
  cart: { listingId: number; quantity: number; addedAt: string }[];
  /** banned user id → when (swap) */
  bans: { userId: number; bannedAt: string }[];
  /** listing ids reported by the user */
  reports: number[];
}

export interface VerticalDb {
  listings: ListingRecord[];
  negotiations: NegotiationRecord[];
  /** Section orders and returns: the commerce core's records (commerce-types.ts), each naming its section's platform. */
  listingOrders: OrderRecord[];
  listingReturns: ReturnRecord[];
  listingQuestions: ListingQuestionRecord[];
  comments: ListingCommentRecord[];
  cargoAddresses: CargoAddressRecord[];
  swapOffers: SwapOfferRecord[];
  dopings: DopingRecord[];
  /** `${vertical}:${userId}` → state */
  verticalUsers: Map<string, VerticalUserState>;
}
