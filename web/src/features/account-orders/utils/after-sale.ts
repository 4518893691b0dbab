import type { OrderItemQuantity } from '@carsi/sdk/main';

/** "2 ürün, 3 adet": what a return or cancellation covers when its list carries no product names. */
export function piecesText(items: readonly OrderItemQuantity[]): string {
  const pieces = items.reduce((sum, item) => sum + item.quantity, 0);
  return items.length === 1 ? `1 ürün, ${pieces} adet` : `${items.length} ürün, ${pieces} adet`;
}

/** How an after-sale record names its order: by its number when known. */
export const orderLabel = (orderNumber: string | undefined): string => (orderNumber ? `Sipariş no ${orderNumber}` : 'Sipariş');
