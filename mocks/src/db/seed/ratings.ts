/**
 * Ratings of delivered marketplace orders: the demo user rated some items (approved, waiting,
 * not approved) and left others to rate; other buyers' approved reviews fill product pages.
 */
import type { OrderRecord } from '../commerce-types.ts';
import type { RatingRecord } from '../types.ts';
import { OrderStatus } from '@carsi/sdk/main-models';
import { reviewComment } from '../crowd-reviews.ts';
const AUTHORS = ['A*** Y***', 'M*** K***', 'Z*** D***', 'E*** A***', 'C*** Ö***', 'S*** T***'];

export function seedRatings(orders: readonly OrderRecord[]): RatingRecord[] {
  const ratings: RatingRecord[] = [];
  const delivered = orders.filter((o) => o.status === OrderStatus.DELIVERED);
  let id = 1;
  for (const order of delivered) {
    const first = order.items[0];
    if (!first) continue;
    const createdAt = order.shipment?.deliveredAt ?? order.updatedAt;
    if (order.buyerId === 1) {
      // The demo user: the first delivered order is rated (product approved, seller waiting), the rest are left to rate.
      if (ratings.some((r) => r.userId === 1)) continue;
      ratings.push(
        { id: id++, target: 'PRODUCT', userId: 1, authorName: 'A*** Y***', orderId: order.id, productId: first.productId, sellerId: first.sellerId, score: 5, comment: reviewComment('PRODUCT', 5, 0), approvalState: 'APPROVED', createdAt },
        { id: id++, target: 'SELLER', userId: 1, authorName: 'A*** Y***', orderId: order.id, sellerId: first.sellerId, score: 4, comment: reviewComment('SELLER', 4, 0), approvalState: 'WAITING_FOR_APPROVAL', createdAt },
      );
      continue;
    }
    const n = order.id % 5;
    const score = 3 + (order.id % 3);
    ratings.push(
      { id: id++, target: 'PRODUCT', userId: order.buyerId, authorName: AUTHORS[n] ?? 'A*** B***', orderId: order.id, productId: first.productId, sellerId: first.sellerId, score, comment: reviewComment('PRODUCT', score, order.id), approvalState: n === 3 ? 'NOT_APPROVED' : 'APPROVED', ...(n === 3 ? { rejectReason: 'Yorum ürünle ilgili değil.' } : {}), createdAt },
      { id: id++, target: 'SELLER', userId: order.buyerId, authorName: AUTHORS[n] ?? 'A*** B***', orderId: order.id, sellerId: first.sellerId, score: 4 + (order.id % 2), approvalState: 'APPROVED', createdAt },
    );
  }
  return ratings;
}
