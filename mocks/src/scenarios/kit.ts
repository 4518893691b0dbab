/**
 * What a scenario may say, and how it is applied over the seed. A scenario file (scenarios/<name>.ts)
 * is data: the members it adds, their coupons, carts, orders, returns, questions, listings, offers and
 * broadcasts. `applySpec` writes them into the current world's store (worlds/scope.ts) with the seed's
 * own conventions (ids after the seed's, order numbers, masked names, prices from the product), dated
 * relative to the moment the world starts, so a scenario loaded tomorrow reads the same.
 */
import type { LiveBroadcastDetail } from '@carsi/sdk/live';
import { ApprovalStatus, OrderStatus } from '@carsi/sdk/main-models';
import { cardFingerprint } from '../db/card-fingerprint.ts';
import { db, nextId } from '../db/database.ts';
import { round } from '../db/money.ts';
import { CORPORATE, DEMO } from '../db/seed/world.ts';
import { unitPrice } from '../db/seed/catalog.ts';
import { CARGO_COMPANIES, FREE_SHIPPING_FROM, invoiceNumberOf, maskCardNumber, orderNumberOf, SHIPPING_FEE } from '../db/seed/orders.ts';
import { maskedName } from '../db/seed/users.ts';
import { emptyVerticalUser, verticalUserKey } from '../db/seed/verticals.ts';
import type { OrderRecord } from '../db/commerce-types.ts';
import type { CompanyInformation, UserRecord } from '../db/types.ts';
import type { Condition, ListingRecord, VerticalSlug } from '../db/vertical-types.ts';
import { imageOf } from '../shared/image.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** A member: `'demo'` and `'corporate'` (the seeded ones), the key of one of the scenario's own members, or a seeded user's id. */
export type MemberRef = string | number;

export interface MemberSpec {
  /** How the rest of the scenario names this member. */
  key: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  /** A session that exists from the start: `Authorization: Bearer <token>`, or the shop's `carsi_token` cookie. */
  token: string;
  joinedDaysAgo?: number;
  /** A saved home address (an order needs one). */
  address?: { province: string; district: string; neighborhood: string; line: string };
  /** A saved credit card of the Garanti BBVA test range, under this name (an order needs one). */
  cardAlias?: string;
  /** Sections whose seller contract the member accepted (a listing needs it). */
  sectionContracts?: VerticalSlug[];
  /** The auction contract accepted (bidding needs it). */
  auctionContract?: boolean;
  /** A company profile sent with its tax certificate, which the administrator approves after this many hours. */
  companyApplication?: Omit<CompanyInformation, 'taxNumber'> & { approvedInHours: number };
}

export interface CouponSpec {
  code: string;
  title: string;
  /** A percentage off (with `maxDiscount`), or an amount off. */
  percent?: number;
  amount?: number;
  minimumCartTotal?: number;
  maxDiscount?: number;
  validDays: number;
}

export interface LineSpec {
  product: number;
  quantity: number;
}

export interface CartSpec {
  member: MemberRef;
  /** The member's cart becomes these lines (all ticked for the order). */
  lines: LineSpec[];
  /** A coupon applied to the cart. */
  coupon?: string;
}

export interface OrderSpec {
  /** How a return names this order. */
  key?: string;
  buyer: MemberRef;
  lines: LineSpec[];
  status: 'RECEIVED' | 'PREPARING' | 'SHIPPED' | 'DELIVERED';
  hoursAgo: number;
}

export interface ReturnSpec {
  /** The key of a delivered order of the scenario; its first line's one piece is sent back. */
  order: string;
  reason: string;
  hoursAgo: number;
}

export interface QuestionSpec {
  product: number;
  asker: MemberRef;
  question: string;
  hoursAgo: number;
}

export interface ListingSpec {
  key: string;
  vertical: VerticalSlug;
  seller: MemberRef;
  title: string;
  description: string;
  price: number;
  category: number;
  condition: Condition;
  province: string;
  district: string;
  daysAgo: number;
}

export interface OfferSpec {
  /** The key of a listing of the scenario. */
  listing: string;
  buyer: MemberRef;
  price: number;
  /** ACCEPTED: the seller said yes and the buyer has not paid yet. */
  status: 'PENDING' | 'ACCEPTED';
  hoursAgo: number;
}

export interface LotSpec {
  title: string;
  startPrice: number;
  step: number;
  /** Bids on the lot, oldest first, one step apart: `'rival'` (a simulated bidder) or a member. Only the first lot is bid on while live. */
  bids: ('rival' | MemberRef)[];
}

export interface BroadcastSpec {
  /** The auction category's slug (antika, koleksiyon, hali-kilim, saat-taki, sanat). */
  category: string;
  /** A seeded member hosts it. */
  host: number;
  title: string;
  description: string;
  startedMinutesAgo: number;
  viewers: number;
  /** Members whose view history shows it. */
  watchedBy?: MemberRef[];
  lots: LotSpec[];
}

export interface ScenarioSpec {
  /** English kebab-case: what QA asks for (`X-Carsi-Scenario`, `?scenario=`, `--scenario`). */
  name: string;
  /** What the world holds, in English, for the README and `GET /__control/scenarios`. */
  summary: string;
  /** The member to sign in as. */
  signIn: MemberRef;
  members?: MemberSpec[];
  coupons?: CouponSpec[];
  listings?: ListingSpec[];
  offers?: OfferSpec[];
  orders?: OrderSpec[];
  returns?: ReturnSpec[];
  questions?: QuestionSpec[];
  carts?: CartSpec[];
  broadcasts?: BroadcastSpec[];
}

export const defineScenario = (spec: ScenarioSpec): ScenarioSpec => spec;

/** Who to sign in as, with the session that exists from the start. */
export interface SignIn {
  email: string;
  password: string;
  token: string;
}

const SEEDED_SIGN_INS: Record<string, SignIn> = {
  demo: { email: DEMO.email, password: DEMO.password, token: 'carsi-demo-token-000000000001' },
  corporate: { email: CORPORATE.email, password: CORPORATE.password, token: 'carsi-corporate-token-000000002' },
};

export function signInOf(spec: ScenarioSpec): SignIn {
  const ref = spec.signIn;
  const own = spec.members?.find((m) => m.key === ref);
  if (own) return { email: own.email, password: own.password, token: own.token };
  const seeded = typeof ref === 'string' ? SEEDED_SIGN_INS[ref] : undefined;
  if (!seeded) throw new Error(`Scenario "${spec.name}" signs in as "${String(ref)}", which is neither seeded (demo, corporate) nor one of its members.`);
  return seeded;
}

/** Applies a scenario to the current world's store (freshly seeded). */
export function applySpec(spec: ScenarioSpec, now = Date.now()): void {
  const ago = (ms: number): string => new Date(now - ms).toISOString();
  const members = new Map<string, UserRecord>();
  const userOf = (ref: MemberRef): UserRecord => {
    const id = typeof ref === 'number' ? ref : ref === 'demo' ? DEMO.userId : ref === 'corporate' ? CORPORATE.userId : members.get(ref)?.id;
    const user = id === undefined ? undefined : db.users.find((u) => u.id === id);
    if (!user) throw new Error(`Scenario "${spec.name}" names an unknown member "${String(ref)}".`);
    return user;
  };
  const product = (id: number) => {
    const found = db.products.find((p) => p.id === id);
    if (!found) throw new Error(`Scenario "${spec.name}" names an unknown product ${id}.`);
    return found;
  };
  const homeOf = (user: UserRecord): number => {
    const address = db.addresses.find((a) => a.userId === user.id);
    if (!address) throw new Error(`Scenario "${spec.name}": member ${user.email} has no address to order to.`);
    return address.id;
  };

  for (const m of spec.members ?? []) {
    const user: UserRecord = {
      id: nextId('user'),
      email: m.email,
      password: m.password,
      firstName: m.firstName,
      lastName: m.lastName,
      phone: m.phone,
      phoneVerified: true,
      accountType: 'INDIVIDUAL',
      announcement: { email: true, call: false, sms: false },
      consents: { eMessage: true, eOffer: false, pPData: true },
      createdAt: ago((m.joinedDaysAgo ?? 0) * DAY_MS + 10 * MINUTE_MS),
    };
    if (m.companyApplication) {
      const { approvedInHours, ...company } = m.companyApplication;
      const submittedAt = now - HOUR_MS;
      user.companyType = 'COMPANY';
      user.approvalStatus = ApprovalStatus.AwaitingAdminApproval;
      user.pendingCompany = { companyInformation: company, submittedAt, hasCertificate: true, approvesAt: now + approvedInHours * HOUR_MS };
    }
    db.users.push(user);
    members.set(m.key, user);
    db.sessions.set(m.token, user.id);
    if (m.address) {
      const { province, district, neighborhood, line } = m.address;
      db.addresses.push({
        id: nextId('address'), userId: user.id, addressName: 'Ev', firstName: m.firstName, lastName: m.lastName, phone: m.phone,
        address: line, province, district, neighborhood, corporateAddress: false, EInvoicePayer: false,
      });
    }
    if (m.cardAlias) {
      const number = '5528790000000008';
      db.cards.push({
        id: nextId('card'), userId: user.id, cardAlias: m.cardAlias, holderName: `${m.firstName} ${m.lastName}`.toLocaleUpperCase('tr-TR'),
        maskedNumber: maskCardNumber(number), lastFourDigits: number.slice(-4), fingerprint: cardFingerprint(number),
        expireMonth: 11, expireYear: new Date(now).getUTCFullYear() + 4, brand: 'MASTERCARD', cardType: 'CREDIT', bankName: 'Garanti BBVA', createdAt: user.createdAt,
      });
    }
    for (const vertical of m.sectionContracts ?? []) {
      const key = verticalUserKey(vertical, user.id);
      const state = db.verticalUsers.get(key) ?? emptyVerticalUser();
      state.contractAcceptedAt = user.createdAt;
      db.verticalUsers.set(key, state);
    }
    if (m.auctionContract) db.auction.contracts.set(user.id, user.createdAt);
  }

  for (const c of spec.coupons ?? []) {
    db.coupons.push({
      code: c.code,
      title: c.title,
      discountType: c.percent === undefined ? 'AMOUNT' : 'PERCENTAGE',
      discountValue: c.percent ?? c.amount ?? 0,
      ...(c.minimumCartTotal === undefined ? {} : { minimumCartTotal: c.minimumCartTotal }),
      ...(c.maxDiscount === undefined ? {} : { maxDiscount: c.maxDiscount }),
      expiresAt: new Date(now + c.validDays * DAY_MS).toISOString(),
    });
  }

  const listings = new Map<string, ListingRecord>();
  for (const l of spec.listings ?? []) {
    const listing: ListingRecord = {
      id: nextId('listing'), vertical: l.vertical, sellerId: userOf(l.seller).id, title: l.title, description: l.description, price: l.price,
      condition: l.condition, state: 'ACTIVE', categoryId: l.category, brandId: null, properties: [], province: l.province, district: l.district,
      shippingPayer: 'BUYER', isOpenNegotiation: 'YES', imageCount: 2, favoriteCount: 0, viewCount: 0, createdAt: ago(l.daysAgo * DAY_MS),
    };
    db.listings.push(listing);
    listings.set(l.key, listing);
  }

  for (const o of spec.offers ?? []) {
    const listing = listings.get(o.listing);
    if (!listing) throw new Error(`Scenario "${spec.name}" makes an offer on an unknown listing "${o.listing}".`);
    const at = ago(o.hoursAgo * HOUR_MS);
    db.negotiations.push({
      id: nextId('negotiation'), vertical: listing.vertical, listingId: listing.id, buyerId: userOf(o.buyer).id, sellerId: listing.sellerId,
      price: o.price, listPrice: listing.price, counterPrice: null, status: o.status, lastBy: o.status === 'ACCEPTED' ? 'SELLER' : 'BUYER',
      createdAt: at, updatedAt: o.status === 'ACCEPTED' ? ago(Math.max(0, o.hoursAgo - 1) * HOUR_MS) : at,
    });
  }

  const orders = new Map<string, OrderRecord>();
  for (const o of spec.orders ?? []) {
    const buyer = userOf(o.buyer);
    const created = now - o.hoursAgo * HOUR_MS;
    const status = OrderStatus[o.status];
    const id = nextId('order');
    const items = o.lines.map(({ product: productId, quantity }) => {
      const p = product(productId);
      p.stock = Math.max(0, p.stock - quantity);
      return {
        id: nextId('orderItem'), productId: p.id, title: p.title, sellerId: p.sellerId, quantity, listPrice: p.price, unitPrice: unitPrice(p),
        status, cancelledQuantity: 0, returnedQuantity: 0,
      };
    });
    const paid = round(items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0));
    const shippingTotal = paid >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
    const card = db.cards.find((c) => c.userId === buyer.id);
    const createdAt = new Date(created).toISOString();
    const order: OrderRecord = {
      id, platform: 'MARKETPLACE', orderNumber: orderNumberOf(id), buyerId: buyer.id, status, items, addressId: homeOf(buyer), invoiceAddressId: homeOf(buyer),
      couponDiscount: 0, shippingTotal,
      payment: { maskedCardNumber: card?.maskedNumber ?? '552879******0008', installment: 1, paidAmount: round(paid + shippingTotal), paidAt: createdAt },
      createdAt, updatedAt: createdAt,
    };
    if (status === OrderStatus.SHIPPED || status === OrderStatus.DELIVERED) {
      const shippedAt = new Date(Math.min(now, created + DAY_MS)).toISOString();
      order.shipment = {
        cargoCompany: CARGO_COMPANIES[id % CARGO_COMPANIES.length] ?? 'Yurtiçi Kargo',
        trackingNumber: String(700_000_000_000 + id * 7),
        shippedAt,
        ...(status === OrderStatus.DELIVERED ? { deliveredAt: new Date(Math.min(now, created + 3 * DAY_MS)).toISOString() } : {}),
      };
      order.updatedAt = order.shipment.deliveredAt ?? shippedAt;
    }
    const seller = items[0]?.sellerId;
    if (status === OrderStatus.DELIVERED && seller !== undefined) {
      const at = order.shipment?.shippedAt ?? createdAt;
      order.invoice = { id: nextId('invoice'), sellerId: seller, invoiceNumber: invoiceNumberOf(id), invoiceDate: at.slice(0, 10), fileName: `fatura-${order.orderNumber}.pdf`, createdAt: at };
    }
    db.orders.push(order);
    if (o.key) orders.set(o.key, order);
  }

  for (const r of spec.returns ?? []) {
    const order = orders.get(r.order);
    const item = order?.items[0];
    if (!order || !item || order.status !== OrderStatus.DELIVERED) throw new Error(`Scenario "${spec.name}" returns "${r.order}", which is not a delivered order of the scenario.`);
    item.returnedQuantity = 1;
    db.returns.push({
      id: nextId('return'), platform: 'MARKETPLACE', orderId: order.id, buyerId: order.buyerId, items: [{ orderItemId: item.id, quantity: 1 }], reason: r.reason,
      state: 'CREATED', refundAmount: item.unitPrice, createdAt: ago(r.hoursAgo * HOUR_MS),
    });
  }

  for (const q of spec.questions ?? []) {
    const asker = userOf(q.asker);
    db.questions.push({ id: nextId('question'), productId: product(q.product).id, question: q.question, askerId: asker.id, askerName: maskedName(asker), createdAt: ago(q.hoursAgo * HOUR_MS) });
  }

  for (const c of spec.carts ?? []) {
    const user = userOf(c.member);
    db.carts.set(user.id, c.lines.map((line, n) => ({ productId: product(line.product).id, quantity: line.quantity, selected: true, addedAt: ago((c.lines.length - n) * HOUR_MS) })));
    if (c.coupon) db.cartCoupons.set(user.id, c.coupon);
    else db.cartCoupons.delete(user.id);
  }

  for (const b of spec.broadcasts ?? []) applyBroadcast(spec, b, now, userOf);
}

const RIVALS = ['Ayşe K.', 'Mehmet Y.', 'Zeynep A.', 'Can D.', 'Elif S.'] as const;
/** The last bid of a scenario's live lot is this recent: the simulated rivals bid again within seconds. */
const LAST_BID_MS = 2000;
const BID_GAP_MS = 25_000;

function applyBroadcast(spec: ScenarioSpec, b: BroadcastSpec, now: number, userOf: (ref: MemberRef) => UserRecord): void {
  const category = db.auctionCategories.find((c) => c.slug === b.category);
  const host = db.users.find((u) => u.id === b.host);
  if (!category || !host) throw new Error(`Scenario "${spec.name}": unknown auction category "${b.category}" or host ${b.host}.`);
  const id = Math.max(0, ...db.broadcasts.map((x) => x.id)) + 1;
  let lotId = Math.max(0, ...db.broadcasts.flatMap((x) => x.lots.map((l) => l.id))) + 1;
  const startsAt = now - b.startedMinutesAgo * MINUTE_MS;
  const hostName = `${host.firstName} ${host.lastName.charAt(0)}.`;
  const lots = b.lots.map((lot, n) => {
    const thisLot = lotId++;
    const bids = n === 0 ? lot.bids : [];
    bids.forEach((by, k) => {
      const bidder = by === 'rival' ? undefined : userOf(by);
      db.auction.bids.push({
        id: db.auction.bids.length + 1,
        lotId: thisLot,
        userId: bidder?.id ?? null,
        nickname: bidder ? `${bidder.firstName} ${bidder.lastName.charAt(0)}.` : (RIVALS[(thisLot + k) % RIVALS.length] ?? 'Katılımcı'),
        amount: lot.startPrice + k * lot.step,
        placedAt: new Date(now - LAST_BID_MS - (bids.length - 1 - k) * BID_GAP_MS).toISOString(),
      });
    });
    // The rivals have been watching the lot on the block since it opened: they answer the next bid on their own.
    if (n === 0) db.auction.rivalClock.set(thisLot, new Date(startsAt).toISOString());
    return {
      id: thisLot,
      title: lot.title,
      image: imageOf('live', `lot-${id}-${n + 1}`, lot.title, 600, 600),
      startPrice: lot.startPrice,
      currentPrice: bids.length > 0 ? lot.startPrice + (bids.length - 1) * lot.step : lot.startPrice,
      minIncrement: lot.step,
      bidCount: bids.length,
      sold: false,
      endsAt: new Date(now + (10 + n * 15) * MINUTE_MS).toISOString(),
    };
  });
  const broadcast: LiveBroadcastDetail = {
    id,
    title: b.title,
    description: b.description,
    status: 'LIVE',
    categoryId: category.id,
    categoryName: category.name,
    host: { id: host.id, name: hostName, avatar: imageOf('avatars', `uye-${host.id}`, hostName, 200, 200), followerCount: 1200 },
    cover: imageOf('live', `${category.slug}-${id}`, `${category.name} canlı mezat`, 1280, 720),
    startsAt: new Date(startsAt).toISOString(),
    viewerCount: b.viewers,
    lots,
  };
  db.broadcasts.push(broadcast);
  category.productCount = (category.productCount ?? 0) + lots.length;
  for (const ref of b.watchedBy ?? []) {
    const viewer = userOf(ref);
    const views = db.auction.views.get(viewer.id) ?? [];
    db.auction.views.set(viewer.id, [{ broadcastId: id, viewedAt: new Date(now - MINUTE_MS).toISOString() }, ...views]);
  }
}
