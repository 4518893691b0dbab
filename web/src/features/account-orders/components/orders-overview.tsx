import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { OrderListTab } from '@carsi/sdk/main';
import { useSearchParams } from 'react-router-dom';
import { ORDER_TAB_PARAM, orderTabOf, orderTabs } from '../utils/order-tabs.ts';
import { CancellationList, ReturnRequestList } from './after-sale-lists.tsx';
import { OrderList } from './order-list.tsx';

const PAGE_PARAM = 'sayfa';

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
  const [params, setParams] = useSearchParams();
  const current = orderTabOf(params.get(ORDER_TAB_PARAM));
  const page = Math.max(1, Number.parseInt(params.get(PAGE_PARAM) ?? '1', 10) || 1);

  const show = (slug: string, nextPage = 1) => {
    const next = new URLSearchParams();
    if (slug !== orderTabs[0]?.slug) next.set(ORDER_TAB_PARAM, slug);
    if (nextPage > 1) next.set(PAGE_PARAM, String(nextPage));
    setParams(next);
  };

  return (
    <Box>
      <Tabs
        value={current.slug}
        onChange={(_event, slug: string) => show(slug)}
        variant="fullWidth"
        aria-label="Sipariş türleri"
        sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {orderTabs.map((info) => (
          <Tab key={info.slug} value={info.slug} label={info.label} id={`siparis-sekme-${info.slug}`} aria-controls="siparis-paneli" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="siparis-paneli" aria-labelledby={`siparis-sekme-${current.slug}`}>
        {current.tab === OrderListTab.RETURNS ? (
          <ReturnRequestList page={page} onPage={(next) => show(current.slug, next)} />
        ) : current.tab === OrderListTab.CANCELLATIONS ? (
          <CancellationList page={page} onPage={(next) => show(current.slug, next)} />
        ) : (
          <OrderList
            key={current.slug}
            tab={current.tab}
            page={page}
            emptyMessage={emptyMessages[current.slug] ?? 'Sipariş bulunamadı.'}
            onPage={(next) => show(current.slug, next)}
          />
        )}
      </Box>
    </Box>
  );
}
