/** Vertical store records → the contract's wire shapes (one implementation for the three sections). */
import { maskedName } from '../db/seed/users.ts';
import { db } from '../db/database.ts';
import type { UserRecord } from '../db/types.ts';
import type {
  CargoAddressRecord,
  DopingRecord,
  ListingCommentRecord,
  ListingOrderRecord,
  ListingRecord,
  ListingReturnRecord,
  NegotiationRecord,
  SwapOfferRecord,
} from '../db/vertical-types.ts';
import type {
  Address,
  CargoAddress,
  Comment,
  CommentAuthor,
  Doping,
  Invoice,
  Negotiation,
  Order,
  OrderDetail,
  ProductSummary,
  ReturnRequest,
  SecondHandProduct,
  SellerSummary,
  SwapOffer,
} from '../generated/main/model/index.ts';
import { addressView } from '../views/account.ts';
import { imageOf } from '../views/image.ts';
import { verticalOf } from './config.ts';
import { userStateOf } from './state.ts';
import { round } from '../db/money.ts';


export const displayName = (user: UserRecord | undefined): string =>
  user ? `${user.firstName || user.email.split('@')[0] || 'Üye'} ${(user.lastName || '').charAt(0).toLocaleUpperCase('tr-TR')}.`.trim() : 'Silinmiş üye';

export { maskedName };

export const userById = (id: number): UserRecord | undefined => db.users.find((u) => u.id === id && !u.deleted);

export function listingSeller(listing: Pick<ListingRecord, 'vertical' | 'sellerId'>): SellerSummary {
  const user = userById(listing.sellerId);
  const followers = [...db.verticalUsers.entries()].filter(([key, s]) => key.startsWith(`${listing.vertical}:`) && s.follows.includes(listing.sellerId)).length;
  return {
    id: listing.sellerId,
    name: displayName(user),
    slug: `uye-${listing.sellerId}`,
    rating: 4 + ((listing.sellerId * 7) % 10) / 10,
    followerCount: followers,
    logo: imageOf('avatars', `uye-${listing.sellerId}`, displayName(user), 200, 200),
  };
}

const listingImages = (l: ListingRecord) =>
  Array.from({ length: Math.max(1, l.imageCount) }, (_, i) => imageOf('listings', `${l.id}-${i + 1}`, i === 0 ? l.title : `${l.title}, görsel ${i + 1}`));

/** The section's product (SecondHandProduct, CraftProduct and SwapProduct differ only in `platform`, `state` and brand). */
/** A paid promotion (doping) runs on the listing now. */
export const isPromoted = (l: ListingRecord, now = Date.now()): boolean =>
  db.dopings.some((d) => d.listingId === l.id && !d.stopped && Date.parse(d.endsAt) > now);

export function listingView(l: ListingRecord, viewerId?: number) {
  const config = verticalOf(l.vertical);
  const category = db.categories.find((c) => c.id === l.categoryId);
  const brand = l.brandId === null ? undefined : db.brands.find((b) => b.id === l.brandId);
  const favorite = viewerId === undefined ? false : userStateOf(l.vertical, viewerId).favorites.includes(l.id);
  const view: Omit<SecondHandProduct, 'platform' | 'state'> & { platform: typeof config.platform; state: ListingRecord['state'] } = {
    id: l.id,
    title: l.title,
    description: l.description,
    price: l.price,
    status: l.condition,
    state: l.state,
    images: listingImages(l),
    categoryId: l.categoryId,
    ...(category ? { categoryName: category.name } : {}),
    ...(config.hasBrand ? { brandId: l.brandId, brandName: brand?.name ?? null } : {}),
    ...(config.capabilities.doping ? { promoted: isPromoted(l) } : {}),
    properties: l.properties,
    province: l.province,
    district: l.district,
    shippingPayer: l.shippingPayer,
    isOpenNegotiation: l.isOpenNegotiation,
    seller: listingSeller(l),
    platform: config.platform,
    favoriteCount: l.favoriteCount,
    isFavorite: favorite,
    viewCount: l.viewCount,
    ...(l.rejectReason && l.state === 'REJECTED' ? { rejectReason: l.rejectReason } : {}),
    createdAt: l.createdAt,
    ...(l.updatedAt ? { updatedAt: l.updatedAt } : {}),
  };
  return view;
}

export function listingSummary(l: ListingRecord): ProductSummary {
  const [image] = listingImages(l);
  return {
    id: l.id,
    title: l.title,
    slug: `ilan-${l.id}`,
    price: l.price,
    discountRate: 0,
    image: image ?? imageOf('listings', `${l.id}-1`, l.title),
    rating: 0,
    ratingCount: 0,
    seller: listingSeller(l),
    platform: verticalOf(l.vertical).platform,
    freeShipping: l.shippingPayer === 'SELLER',
    stock: l.state === 'ACTIVE' ? 1 : 0,
  };
}

export const findListing = (id: number | undefined): ListingRecord | undefined => (id === undefined ? undefined : db.listings.find((l) => l.id === id));

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

export const listingOrderTotal = (o: ListingOrderRecord): number => round(o.items.reduce((s, i) => s + i.unitPrice * i.quantity, 0));

export function listingOrderView(o: ListingOrderRecord): Order {
  return {
    id: o.id,
    orderNumber: o.orderNumber,
    platform: verticalOf(o.vertical).platform,
    status: o.status,
    createdAt: o.createdAt,
    itemCount: o.items.reduce((n, i) => n + i.quantity, 0),
    totalPrice: listingOrderTotal(o),
    items: o.items.map((i) => ({
      id: i.id,
      productId: i.listingId,
      title: i.title,
      image: imageOf('listings', `${i.listingId}-1`, i.title),
      seller: listingSeller({ vertical: o.vertical, sellerId: i.sellerId }),
      quantity: i.quantity,
      unitPrice: i.unitPrice,
      totalPrice: round(i.unitPrice * i.quantity),
      status: i.status,
      cancelledQuantity: 0,
      returnedQuantity: i.returnedQuantity,
    })),
  };
}

export function listingReturnView(r: ListingReturnRecord): ReturnRequest {
  const order = db.listingOrders.find((o) => o.id === r.orderId);
  return {
    returnId: r.id,
    orderId: r.orderId,
    ...(order ? { orderNumber: order.orderNumber } : {}),
    platform: verticalOf(r.vertical).platform,
    items: r.items,
    status: r.state,
    reason: r.reason,
    ...(r.rejectReason ? { rejectReason: r.rejectReason } : {}),
    returnCode: `IADE-${verticalOf(r.vertical).platform.slice(0, 2)}${String(r.id).padStart(6, '0')}`,
    refundAmount: r.refundAmount,
    createdAt: r.createdAt,
    ...(r.updatedAt ? { updatedAt: r.updatedAt } : {}),
  };
}

function orderAddress(id: number, userId: number): Address {
  const found = db.addresses.find((a) => a.id === id && a.userId === userId) ?? db.addresses.find((a) => a.userId === userId);
  if (found) return addressView(found);
  const user = userById(userId);
  return {
    id: Math.max(1, id), addressName: 'Teslimat', firstName: user?.firstName || 'Üye', lastName: user?.lastName || '-', phone: user?.phone || '5000000000',
    address: 'Adres paylaşılmadı', province: 'İstanbul', district: 'Kadıköy', neighborhood: '-', corporateAddress: false, EInvoicePayer: false,
  };
}

export function listingOrderDetail(o: ListingOrderRecord): OrderDetail {
  return {
    ...listingOrderView(o),
    deliveryAddress: orderAddress(o.addressId, o.buyerId),
    invoiceAddress: orderAddress(o.invoiceAddressId, o.buyerId),
    payment: o.payment,
    ...(o.shipment ? { shipment: o.shipment } : {}),
    subtotal: listingOrderTotal(o),
    discountTotal: 0,
    couponDiscount: 0,
    shippingTotal: 0,
    cancellations: [],
    returns: db.listingReturns.filter((r) => r.orderId === o.id).map(listingReturnView),
    hasInvoice: o.invoice !== undefined,
  };
}

export function invoiceView(o: ListingOrderRecord): Invoice | undefined {
  if (!o.invoice) return undefined;
  return {
    id: o.invoice.id,
    orderId: o.id,
    orderNumber: o.orderNumber,
    platform: verticalOf(o.vertical).platform,
    invoiceNumber: o.invoice.invoiceNumber,
    invoiceDate: o.invoice.invoiceDate,
    fileUrl: `/files/invoices/${o.invoice.id}.pdf`,
    totalAmount: listingOrderTotal(o),
    sellerName: displayName(userById(o.sellerId)),
    buyerName: displayName(userById(o.buyerId)),
    createdAt: o.invoice.createdAt,
  };
}

const authorOf = (id: number): CommentAuthor => ({ id, displayName: displayName(userById(id)) });

export function commentView(c: ListingCommentRecord): Comment {
  return {
    id: c.id,
    productId: c.listingId,
    comment: c.comment,
    parentCommentId: null,
    author: authorOf(c.authorId),
    createdAt: c.createdAt,
    replies: db.comments
      .filter((r) => r.parentCommentId === c.id)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
      .map((r) => ({ id: r.id, productId: r.listingId, comment: r.comment, parentCommentId: c.id, author: authorOf(r.authorId), createdAt: r.createdAt })),
  };
}

export const cargoAddressView = ({ vertical: _v, userId: _u, ...rest }: CargoAddressRecord): CargoAddress => rest;

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
