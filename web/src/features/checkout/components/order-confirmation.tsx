import { useGetOrder } from '../api/sdk-hooks.ts';
import { OrderPlaced } from '@/components/order/order-placed.tsx';
import { paths } from '@/config/paths.ts';
import { formatPrice } from '@/utils/format.ts';

/** "Siparişiniz alındı" with the order number and amount, and the way to the order in the account. */
export function OrderConfirmation({ orderId }: { orderId: number }) {
  const order = useGetOrder(orderId);
  return (
    <OrderPlaced
      order={order.data}
      isPending={order.isPending}
      describe={(placed) => `Sipariş numaranız ${placed.orderNumber}. ${placed.itemCount} ürün için ${formatPrice(placed.totalPrice)} ödendi.`}
      orderHref={paths.accountOrder.getHref(orderId)}
      continueHref={paths.home.getHref()}
      continueLabel="Alışverişe devam et"
    />
  );
}
