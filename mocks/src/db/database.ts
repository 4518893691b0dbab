/**
 * The in-memory store of the mock backend: plain typed arrays and maps, one store per world
 * (worlds/scope.ts). A store starts from the seed that `npm run generate` precomputes
 * (mocks/scripts/write-seed.ts runs `buildSeed()` in Node), so a page in mock mode parses a JSON text
 * instead of loading faker and drawing the shop at start-up; `resetDb()` puts that seed back.
 */
import { SEED_FIELDS, SEED_TEXT } from '../generated/seed.ts';
import { seedRebaser } from './clock.ts';
import { decodeStore } from './store-codec.ts';
import type { AuctionState } from './seed/auction-state.ts';
import type { CancelRecord, OrderRecord, ReturnRecord } from './commerce-types.ts';
import type { VerticalDb } from './vertical-types.ts';
import { currentWorld, type World } from '../worlds/scope.ts';
import type { BlogArticle, BlogCategory, Category } from '@carsi/sdk/main';
import type { LiveBroadcastDetail } from '@carsi/sdk/live';
import type {
  AddressRecord,
  BrandRecord,
  CardRecord,
  CartLineRecord,
  CategoryRecord,
  CouponRecord,
  DistrictRecord,
  NeighborhoodRecord,
  ProductRecord,
  ProvinceRecord,
  PhoneChangeRecord,
  QuestionRecord,
  RatingRecord,
  SellerRecord,
  UserRecord,
} from './types.ts';

export { FAKER_SEED } from './seed/faker-seed.ts';

export interface Db extends VerticalDb {
  users: UserRecord[];
  /** token → user id */
  sessions: Map<string, number>;
  provinces: ProvinceRecord[];
  districts: DistrictRecord[];
  neighborhoods: NeighborhoodRecord[];
  categories: CategoryRecord[];
  brands: BrandRecord[];
  sellers: SellerRecord[];
  products: ProductRecord[];
  coupons: CouponRecord[];
  addresses: AddressRecord[];
  /** user id → cart lines */
  carts: Map<number, CartLineRecord[]>;
  /** user id → applied coupon code */
  cartCoupons: Map<number, string>;
  orders: OrderRecord[];
  returns: ReturnRecord[];
  cancels: CancelRecord[];
  cards: CardRecord[];
  /** user id → product ids, most recent first */
  favorites: Map<number, number[]>;
  /** user id → seller ids, most recent first */
  follows: Map<number, number[]>;
  /** user id → product ids, most recent first */
  lastVisited: Map<number, number[]>;
  questions: QuestionRecord[];
  /** user id → the phone change waiting for its SMS code */
  phoneChanges: Map<number, PhoneChangeRecord>;
  /** `userId:scope:Idempotency-Key` → id of the order (marketplace) or first listing order it created */
  orderAttempts: Map<string, number>;
  ratings: RatingRecord[];
  auctionCategories: Category[];
  broadcasts: LiveBroadcastDetail[];
  auction: AuctionState;
  blogCategories: BlogCategory[];
  articles: BlogArticle[];
  /** The seed's "now", moved with every other timestamp when the store starts (db/clock.ts): what on-demand records date from. */
  clock: { seedNow: string };
  /** Next id per kind (ids of created records continue after the seed). */
  nextIds: Record<
    | 'user' | 'address' | 'order' | 'orderItem' | 'return' | 'cancel' | 'card' | 'question' | 'rating'
    | 'listing' | 'negotiation' | 'listingOrder' | 'listingOrderItem' | 'listingReturn' | 'listingQuestion' | 'comment'
    | 'cargoAddress' | 'swapOffer' | 'doping' | 'invoice' | 'packagePurchase',
    number
  >;
}

/** The seed as a store started now: its timestamps moved to the clock (db/clock.ts). */
const seedStore = (): Db => decodeStore(SEED_TEXT, seedRebaser()) as Db;

/**
 * A store that decodes the seed when one of its fields is first used: a page that restores its saved
 * store first (control/browser-persistence.ts) never decodes the large seed text it would replace at once.
 */
function lazySeedStore(): Db {
  const store = {} as Record<string, unknown>;
  const place = (field: string, value: unknown): void => {
    Object.defineProperty(store, field, { value, writable: true, enumerable: true, configurable: true });
  };
  const seedUnplacedFields = (): void => {
    const seed = seedStore() as unknown as Record<string, unknown>;
    for (const field of SEED_FIELDS) if (Object.getOwnPropertyDescriptor(store, field)?.get) place(field, seed[field]);
  };
  for (const field of SEED_FIELDS) {
    Object.defineProperty(store, field, {
      get: () => {
        seedUnplacedFields();
        return store[field];
      },
      set: (value: unknown) => place(field, value),
      enumerable: true,
      configurable: true,
    });
  }
  return store as unknown as Db;
}

/** The store of the world the current call is answered in (worlds/scope.ts). */
export function worldStore(world: World = currentWorld()): Db {
  // Only the default world is made lazily; worlds/registry.ts gives every other world its store at once.
  return (world.store ??= lazySeedStore());
}

/**
 * The live store. Handlers read and change it as one object; each field is the field of the store of
 * the world the call belongs to (worlds/scope.ts), so no handler is told which world it answers in.
 * `resetDb()` puts the seed back into that world.
 */
export const db = {} as Db;
for (const field of SEED_FIELDS) {
  Object.defineProperty(db, field, {
    get: () => (worldStore() as unknown as Record<string, unknown>)[field],
    set: (value: unknown) => {
      (worldStore() as unknown as Record<string, unknown>)[field] = value;
    },
    enumerable: true,
  });
}

/** Makes `store` the current world's store. */
export function replaceDb(store: Db): void {
  currentWorld().store = store;
}

/** The current world back to the seed (worlds/registry.ts's resetWorld() also applies its scenario). */
export function resetDb(): void {
  replaceDb(seedStore());
}

export function nextId(kind: keyof Db['nextIds']): number {
  const id = db.nextIds[kind];
  db.nextIds[kind] = id + 1;
  return id;
}

export function seedSizes(): Record<string, number> {
  return {
    users: db.users.length,
    provinces: db.provinces.length,
    districts: db.districts.length,
    neighborhoods: db.neighborhoods.length,
    categories: db.categories.length,
    brands: db.brands.length,
    sellers: db.sellers.length,
    products: db.products.length,
    orders: db.orders.length,
    returns: db.returns.length,
    addresses: db.addresses.length,
    coupons: db.coupons.length,
    questions: db.questions.length,
    ratings: db.ratings.length,
    listings: db.listings.length,
    listingOrders: db.listingOrders.length,
    negotiations: db.negotiations.length,
    swapOffers: db.swapOffers.length,
    auctionCategories: db.auctionCategories.length,
    broadcasts: db.broadcasts.length,
    blogArticles: db.articles.length,
  };
}
