import { OrderStatus, ReturnStatus, type OrderItem, type SellOrderDetail } from '@carsi/sdk/main';

/** Pieces of a line not yet cancelled or returned. */
export const remainingOf = (item: OrderItem): number =>
  item.quantity - (item.cancelledQuantity ?? 0) - (item.returnedQuantity ?? 0);

/** Lines that may still be cancelled: not shipped yet, with pieces left. */
export const cancellableItems = (order: SellOrderDetail): OrderItem[] =>
  order.items.filter((item) => (item.status === OrderStatus.RECEIVED || item.status === OrderStatus.PREPARING) && remainingOf(item) > 0);

/** Return requests still under way: an order has at most one (a second one is refused with 2000-0104). */
const openReturnStates: ReadonlySet<ReturnStatus> = new Set([ReturnStatus.CREATED, ReturnStatus.APPROVED, ReturnStatus.SHIPPED]);

export const hasOpenReturn = (order: SellOrderDetail): boolean => order.returns.some((request) => openReturnStates.has(request.status));

/** Lines that may be returned: the order was delivered, pieces are left and no return of it is under way. */
export const returnableItems = (order: SellOrderDetail): OrderItem[] =>
  order.status === OrderStatus.DELIVERED && !hasOpenReturn(order) ? order.items.filter((item) => remainingOf(item) > 0) : [];
