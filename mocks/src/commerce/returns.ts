/** The buyer's return requests of any platform: one open request per order, and the record a request makes. */
import type { OrderItemRecord, OrderRecord, ReturnRecord, ReturnState } from '../db/commerce-types.ts';
import { round } from '../db/money.ts';
import type { CommerceSide } from './commerce-side.ts';

/** Requests still under way: an order has at most one (a second one is 2000-0104). */
const OPEN_STATES: ReadonlySet<ReturnState> = new Set(['CREATED', 'APPROVED', 'SHIPPED']);

export const hasOpenReturn = (side: CommerceSide, order: OrderRecord): boolean => side.returns().some((r) => r.orderId === order.id && OPEN_STATES.has(r.state));

export interface ReturnPick {
  item: OrderItemRecord;
  quantity: number;
}

/** Keeps a new request (id from the side's own sequence) for the picked pieces, refunding what was paid for them. */
export function recordReturn(side: CommerceSide, order: OrderRecord, id: number, picks: readonly ReturnPick[], reason: string): ReturnRecord {
  const record: ReturnRecord = {
    id,
    platform: order.platform,
    orderId: order.id,
    buyerId: order.buyerId,
    items: picks.map((p) => ({ orderItemId: p.item.id, quantity: p.quantity })),
    reason,
    state: 'CREATED',
    refundAmount: round(picks.reduce((s, p) => s + p.item.unitPrice * p.quantity, 0)),
    createdAt: new Date().toISOString(),
  };
  side.returns().push(record);
  return record;
}

/** When a request's pieces stop counting as the buyer's: at the request, or when the seller confirms them back. */
export type ReturnCountMoment = 'request' | 'completion';

/**
 * At `moment`, if it is the side's (CommerceSide.returnsCountAt), the request's pieces count as returned;
 * `-1` gives them back (a withdrawal, which can only follow a count made at the request).
 */
export function countReturnedPieces(side: CommerceSide, order: OrderRecord, record: ReturnRecord, moment: ReturnCountMoment, direction: 1 | -1 = 1): void {
  if (side.returnsCountAt !== moment) return;
  for (const { orderItemId, quantity } of record.items) {
    const item = order.items.find((i) => i.id === orderItemId);
    if (item) item.returnedQuantity = Math.max(0, item.returnedQuantity + direction * quantity);
  }
}
