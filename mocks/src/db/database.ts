/**
 * The one in-memory store of the mock backend: plain typed arrays and maps, rebuilt from a fixed
 * faker seed by `resetDb()` so every start (and every test) sees the same shop.
 */
import { fakerTR } from '@faker-js/faker';
import { seedAddresses } from './seed/addresses.ts';
import { seedCatalog } from './seed/catalog.ts';
import { COUPONS } from './seed/coupons.ts';
import { seedLocations } from './seed/locations.ts';
import { seedOrders } from './seed/orders.ts';
import { seedBlog } from './seed/blog.ts';
import { seedAuction } from './seed/live.ts';
import { seedAuctionState, type AuctionState } from './seed/auction-state.ts';
import { seedRatings } from './seed/ratings.ts';
import { DEMO_TOKEN, maskedName, seedUsers } from './seed/users.ts';
import { seedVerticals } from './seed/verticals.ts';
import type { VerticalDb } from './vertical-types.ts';
import type { BlogArticle, BlogCategory, Category } from '@carsi/sdk/main';
import type { LiveBroadcastDetail } from '@carsi/sdk/live';
import type {
  AddressRecord,
  BrandRecord,
  CancelRecord,
  CardRecord,
  CartLineRecord,
  CategoryRecord,
  CouponRecord,
  DistrictRecord,
  NeighborhoodRecord,
  OrderRecord,
  ProductRecord,
  ProvinceRecord,
  PhoneChangeRecord,
  QuestionRecord,
  RatingRecord,
  ReturnRecord,
  SellerRecord,
  UserRecord,
} from './types.ts';

export const FAKER_SEED = 20_251_122;

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
  /** Next id per kind (ids of created records continue after the seed). */
  nextIds: Record<
    | 'user' | 'address' | 'order' | 'orderItem' | 'return' | 'cancel' | 'card' | 'question' | 'rating'
    | 'listing' | 'negotiation' | 'listingOrder' | 'listingOrderItem' | 'listingReturn' | 'listingQuestion' | 'comment'
    | 'cargoAddress' | 'swapOffer' | 'doping' | 'invoice' | 'packagePurchase',
    number
  >;
}

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
  // Every 5th question is the demo user's, the others come from users 3–24. The faker draws stay as
  // they were (the name is drawn and dropped) so the seeds after this one do not change.
  const questions: QuestionRecord[] = catalog.products.slice(0, 30).map((p, i) => {
    const question = fakerTR.helpers.arrayElement(['Kargoya ne zaman verilir?', 'Ürün orijinal mi?', 'Faturalı gönderim yapıyor musunuz?', 'Bedenler kalıbına göre mi?']);
    fakerTR.person.firstName();
    fakerTR.person.lastName();
    const askerId = i % 5 === 0 ? 1 : 3 + (i % 22);
    const asker = users.find((u) => u.id === askerId);
    return {
      id: i + 1,
      productId: p.id,
      question,
      answer: i % 3 === 0 ? undefined : 'Merhaba, evet. Siparişiniz aynı gün kargoya verilir.',
      askerId,
      askerName: asker ? maskedName(asker) : 'M*** M***',
      createdAt: fakerTR.date.between({ from: '2025-06-01T00:00:00Z', to: '2025-10-31T00:00:00Z' }).toISOString(),
    };
  });
  const items = orders.flatMap((o) => o.items);
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
    auction: seedAuctionState(),
    ...blog,
    users,
    sessions: new Map([[DEMO_TOKEN, 1]]),
    ...locations,
    ...catalog,
    coupons: [...COUPONS],
    addresses,
    carts: new Map([[1, [
      { productId: 3, quantity: 1, selected: true, addedAt: '2025-10-30T18:00:00.000Z' },
      { productId: 11, quantity: 2, selected: true, addedAt: '2025-10-31T09:30:00.000Z' },
    ]]]),
    cartCoupons: new Map(),
    orders,
    returns,
    cancels: [],
    cards: [
      {
        id: 1, userId: 1, cardAlias: 'Maaş kartım', holderName: 'Ayşe Yılmaz', maskedNumber: '552879******0008', lastFourDigits: '0008',
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
      cancel: 1,
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

/** The live store. Handlers read and change it; `resetDb()` puts the seed back. */
export const db: Db = buildSeed();

export function resetDb(): void {
  Object.assign(db, buildSeed());
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
