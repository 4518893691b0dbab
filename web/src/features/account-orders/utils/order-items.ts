import { OrderStatus, type OrderDetail, type OrderItem } from '@carsi/sdk/main';

/** Pieces of a line not yet cancelled or returned. */
export const remainingOf = (item: OrderItem): number =>
  item.quantity - (item.cancelledQuantity ?? 0) - (item.returnedQuantity ?? 0);

/** Lines that may still be cancelled: not shipped yet, with pieces left. */
export const cancellableItems = (order: OrderDetail): OrderItem[] =>
  order.items.filter((item) => (item.status === OrderStatus.RECEIVED || item.status === OrderStatus.PREPARING) && remainingOf(item) > 0);

/** Lines that may be returned: the order was delivered and pieces are left. */
export const returnableItems = (order: OrderDetail): OrderItem[] =>
  order.status === OrderStatus.DELIVERED ? order.items.filter((item) => remainingOf(item) > 0) : [];
