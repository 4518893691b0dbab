import { OrderStatus, ReturnStatus, type OrderDetail } from '@carsi/sdk/main';
import { describe, expect, it } from 'vitest';
import { returnableItems } from './order-items.ts';

const line = (id: number, quantity: number, returnedQuantity = 0) => ({ id, productId: id, title: `Ürün ${id}`, quantity, returnedQuantity, unitPrice: 100, totalPrice: 100 * quantity, status: OrderStatus.DELIVERED });
const delivered = (returns: OrderDetail['returns']) =>
  ({ id: 5, status: OrderStatus.DELIVERED, items: [line(1, 2, 1), line(2, 1)], returns }) as unknown as OrderDetail;
const request = (status: ReturnStatus) => ({ returnId: 1, orderId: 5, items: [{ orderItemId: 1, quantity: 1 }], status, reason: 'Kırık geldi', createdAt: '2026-11-20T10:00:00Z' });

describe('returnableItems', () => {
  it('offers the pieces left of a delivered order', () => {
    expect(returnableItems(delivered([])).map((item) => item.id)).toEqual([1, 2]);
    expect(returnableItems(delivered([request(ReturnStatus.REJECTED), request(ReturnStatus.CANCELLED)])).map((item) => item.id)).toEqual([1, 2]);
  });

  it('offers nothing while a return of the order is under way (the server would refuse it with 2000-0104)', () => {
    for (const status of [ReturnStatus.CREATED, ReturnStatus.APPROVED, ReturnStatus.SHIPPED]) expect(returnableItems(delivered([request(status)]))).toEqual([]);
  });
});
