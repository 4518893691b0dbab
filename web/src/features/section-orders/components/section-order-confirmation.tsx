import { OrderPlaced } from '@/components/order/order-placed.tsx';
import { sectionPaths } from '@/config/paths.ts';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { formatPrice } from '@/utils/format.ts';

/** "Siparişiniz alındı" for a section purchase, with the way to it in "Alışlarım". */
export function SectionOrderConfirmation({ section, orderId }: { section: SectionKey; orderId: number }) {
  const order = sectionApi(section).useGetBuyOrder(orderId);
  const paths = sectionPaths[section];
  return (
    <OrderPlaced
      order={order.data}
      isPending={order.isPending}
      describe={(placed) =>
        `Sipariş numaranız ${placed.orderNumber}. ${placed.itemCount} ilan için ${formatPrice(placed.totalPrice)} ödendi. Satıcı ürünü kargoya verdiğinde haber vereceğiz.`
      }
      orderHref={paths.buyOrder.getHref(orderId)}
      continueHref={paths.home.getHref()}
      continueLabel="İlanlara dön"
    />
  );
}
