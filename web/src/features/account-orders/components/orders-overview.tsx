import { OrderListTab } from '@carsi/sdk/main';
import { OrderTabPanel, useOrderTabState } from '@/components/order/order-tab-panel.tsx';
import { CancellationList, ReturnRequestList } from './after-sale-lists.tsx';
import { OrderList } from './order-list.tsx';

const emptyMessages: Record<string, string> = {
  tumu: 'Henüz siparişiniz yok.',
  'devam-eden': 'Devam eden siparişiniz yok.',
};

/**
 * Siparişlerim with the four tabs; the tab and the page live in the address (?sekme=, ?sayfa=). The
 * orders tabs list orders; İadeler and İptaller list the return requests and cancellations themselves,
 * each linking to its order.
 */
export function OrdersOverview() {
  const { tab, page, show } = useOrderTabState();
  const onPage = (next: number) => show(tab.slug, next);
  return (
    <OrderTabPanel label="Sipariş türleri" tab={tab} onTab={show}>
      {tab.tab === OrderListTab.RETURNS ? (
        <ReturnRequestList page={page} onPage={onPage} />
      ) : tab.tab === OrderListTab.CANCELLATIONS ? (
        <CancellationList page={page} onPage={onPage} />
      ) : (
        <OrderList key={tab.slug} tab={tab.tab} page={page} emptyMessage={emptyMessages[tab.slug] ?? 'Sipariş bulunamadı.'} onPage={onPage} />
      )}
    </OrderTabPanel>
  );
}
