import type { Faker } from '@faker-js/faker';
import type { OrderRecord, ReturnRecord } from '../commerce-types.ts';
import type { ProductRecord } from '../types.ts';
import { seededAddressIdOf } from './addresses.ts';
import { unitPrice } from './catalog.ts';
import { round } from '../money.ts';
import { OrderStatus } from '@carsi/sdk/main-models';
import { DAY_MS, HOUR_MS, SEED_NOW_MS } from '../clock.ts';
import { CORPORATE, MARKETPLACE } from './world.ts';

export interface OrderSeed {
  orders: OrderRecord[];
  returns: ReturnRecord[];
}

export const SHIPPING_FEE = 39.9;
export const FREE_SHIPPING_FROM = 400;
export const CARGO_COMPANIES = ['Yurtiçi Kargo', 'Aras Kargo', 'MNG Kargo', 'PTT Kargo'] as const;

/**
 * Where an order of this age stands: shops prepare within a day, hand over to the courier within two,
 * and the courier delivers within three. An order from last month is delivered, never still "received".
 */
export function statusByAge(days: number): OrderStatus {
  if (days < 0.5) return OrderStatus.RECEIVED;
  if (days < 2) return OrderStatus.PREPARING;
  if (days < 4) return OrderStatus.SHIPPED;
  return OrderStatus.DELIVERED;
}

/** Ten digits, like the contract's orderNumber pattern. */
export const orderNumberOf = (id: number): string => String(2_025_000_000 + id * 7919);

/** Three letters or digits and thirteen digits, like the contract's invoiceNumber pattern. */
export const invoiceNumberOf = (orderId: number, year = 2025): string => `CRS${year}${String(orderId).padStart(9, '0')}`;

/** First six and last four digits, stars between (the contract's maskedNumber pattern). */
export const maskCardNumber = (digits: string): string => `${digits.slice(0, 6)}${"*".repeat(Math.max(2, digits.length - 10))}${digits.slice(-4)}`;

/**
 * The demo user (1) has an order in every status, a delivered one with an open return, and a
 * delivered one still returnable; the corporate demo (2) and a few faker users have some too.
 */
export function seedOrders(faker: Faker, products: readonly ProductRecord[]): OrderSeed {
  const inStock = products.filter((p) => p.stock > 0);
  const orders: OrderRecord[] = [];
  let itemId = 1;
  let invoiceId = 0;
  const make = (userId: number, addressId: number, status: OrderStatus, daysAgo: number, first?: ProductRecord, lines?: ProductRecord[]): OrderRecord => {
    const id = orders.length + 1;
    const drawn = lines ?? faker.helpers.arrayElements(inStock, { min: first ? 1 : 2, max: 3 });
    const chosen = lines ?? (first ? [first, ...drawn.filter((p) => p.id !== first.id).slice(0, 1)] : drawn);
    const created = SEED_NOW_MS - Math.round(daysAgo * 24) * HOUR_MS;
    const createdAt = new Date(created).toISOString();
    const items = chosen.map((p) => ({
      id: itemId++,
      productId: p.id,
      title: p.title,
      sellerId: p.sellerId,
      quantity: faker.number.int({ min: 1, max: 2 }),
      listPrice: p.price,
      unitPrice: unitPrice(p),
      status,
      cancelledQuantity: 0,
      returnedQuantity: 0,
    }));
    for (const item of items) if (status === OrderStatus.CANCEL) item.cancelledQuantity = item.quantity;
    const paid = round(items.reduce((sum, i) => sum + i.unitPrice * i.quantity, 0));
    const shippingTotal = paid >= FREE_SHIPPING_FROM ? 0 : SHIPPING_FEE;
    const order: OrderRecord = {
      id,
      platform: 'MARKETPLACE',
      orderNumber: orderNumberOf(id),
      buyerId: userId,
      status,
      items,
      addressId,
      invoiceAddressId: addressId,
      couponDiscount: 0,
      shippingTotal,
      payment: { maskedCardNumber: '552879******0008', installment: 1, paidAmount: round(paid + shippingTotal), paidAt: createdAt },
      createdAt,
      updatedAt: createdAt,
    };
    if (status === OrderStatus.SHIPPED || status === OrderStatus.DELIVERED) {
      order.shipment = {
        cargoCompany: faker.helpers.arrayElement(CARGO_COMPANIES),
        trackingNumber: faker.string.numeric(12),
        shippedAt: new Date(created + DAY_MS).toISOString(),
        ...(status === OrderStatus.DELIVERED ? { deliveredAt: new Date(created + 3 * DAY_MS).toISOString() } : {}),
      };
      order.updatedAt = order.shipment.deliveredAt ?? order.shipment.shippedAt;
    } else if (status === OrderStatus.PREPARING) {
      order.updatedAt = new Date(created + 2 * HOUR_MS).toISOString();
    }
    // A delivered order's seller (the store of its first line) has uploaded the invoice.
    const firstSeller = items[0]?.sellerId;
    if (status === OrderStatus.DELIVERED && firstSeller !== undefined) {
      const shippedAt = new Date(created + DAY_MS).toISOString();
      order.invoice = {
        id: (invoiceId += 1),
        sellerId: firstSeller,
        invoiceNumber: invoiceNumberOf(id),
        invoiceDate: shippedAt.slice(0, 10),
        fileName: `fatura-${order.orderNumber}.pdf`,
        createdAt: shippedAt,
      };
    }
    orders.push(order);
    return order;
  };

  const { RECEIVED, PREPARING, SHIPPED, DELIVERED, CANCEL } = OrderStatus;
  // The demo: one in every status, each as old as its status (world.ts names orders 1, 4 and 5).
  const plan: [OrderStatus, number][] = [[RECEIVED, 0.1], [PREPARING, 1], [SHIPPED, 3], [DELIVERED, 12], [DELIVERED, 9], [CANCEL, 20]];
  // The delivered order of world.ts's `toRate`: a first line (the demo rated it and its store), then the line left to rate.
  const toRate = inStock.find((p) => p.id === MARKETPLACE.toRate.productId);
  for (const [status, daysAgo] of plan) {
    const lines = orders.length + 1 === MARKETPLACE.toRate.orderId && toRate
      ? [faker.helpers.arrayElement(inStock.filter((p) => p.sellerId !== toRate.sellerId)), toRate]
      : undefined;
    make(1, 1, status, daysAgo, undefined, lines);
  }
  for (const [status, daysAgo] of [[PREPARING, 1.5], [SHIPPED, 3.5], [DELIVERED, 14]] as const) make(2, 3, status, daysAgo);
  // Other buyers; the first one's order waits for the corporate demo's store to ship it (world.ts).
  const storeProduct = inStock.find((p) => p.sellerId === CORPORATE.storeId);
  for (let userId = 3; userId <= 10; userId += 1) {
    const id = orders.length + 1;
    if (id === MARKETPLACE.store.orderToShip) {
      make(userId, seededAddressIdOf(userId), PREPARING, 1, storeProduct);
      continue;
    }
    const daysAgo = faker.number.int({ min: 2, max: 90 * 24 }) / 24;
    make(userId, seededAddressIdOf(userId), faker.datatype.boolean({ probability: 0.15 }) ? CANCEL : statusByAge(daysAgo), daysAgo);
  }

  // The demo user's older delivered order (the 5th) has an open return request for its first item.
  const returned = orders[4];
  const returns: ReturnRecord[] = [];
  const firstItem = returned?.items[0];
  if (returned && firstItem) {
    firstItem.returnedQuantity = 1;
    returns.push({
      id: 1,
      platform: 'MARKETPLACE',
      orderId: returned.id,
      buyerId: 1,
      items: [{ orderItemId: firstItem.id, quantity: 1 }],
      reason: 'Ürün beklediğim gibi değil.',
      state: 'CREATED',
      refundAmount: firstItem.unitPrice,
      createdAt: new Date(SEED_NOW_MS - 5 * DAY_MS).toISOString(),
    });
  }
  return { orders, returns };
}
