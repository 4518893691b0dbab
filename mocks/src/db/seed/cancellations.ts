/**
 * A seeded order in the CANCEL status has the cancellation that cancelled it, so the buyer's list of
 * cancellations shows what their order list does. No faker draws: the seeds after this one stay as
 * they were.
 */
import { CancellationOrigin, OrderStatus } from '@carsi/sdk/main-models';
import type { CancelRecord, OrderRecord } from '../commerce-types.ts';

/** Who cancelled, in turn: the buyer, the store (out of stock), the shop (payment check). */
const causes = [
  { origin: CancellationOrigin.BUYERCANCEL, reason: 'Siparişi yanlışlıkla verdim.' },
  { origin: CancellationOrigin.SELLERCANCEL, reason: 'Ürün stokta kalmadı.' },
  { origin: CancellationOrigin.ADMINCANCEL, reason: 'Ödeme doğrulanamadı.' },
] as const;

const CANCELLED_AFTER_MS = 2 * 60 * 60 * 1000;

export function seedCancellations(orders: readonly OrderRecord[]): CancelRecord[] {
  return orders
    .filter((order) => order.status === OrderStatus.CANCEL)
    .map((order, index) => {
      const cause = causes[index % causes.length] ?? causes[0];
      return {
        id: index + 1,
        orderId: order.id,
        userId: order.buyerId,
        items: order.items.map((item) => ({ orderItemId: item.id, quantity: item.cancelledQuantity || item.quantity })),
        origin: cause.origin,
        reason: cause.reason,
        refundAmount: order.payment.paidAmount,
        createdAt: new Date(Date.parse(order.createdAt) + CANCELLED_AFTER_MS).toISOString(),
      };
    });
}
