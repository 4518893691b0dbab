import Button from '@mui/material/Button';
import type { OrderListTab } from '@carsi/sdk/main';
import { Link as RouterLink } from 'react-router-dom';
import { PagedQueryList } from '@/components/order/paged-query-list.tsx';
import { paths } from '@/config/paths.ts';
import { useOrders } from '../api/orders.ts';
import { OrderCard } from './order-card.tsx';

interface OrderListProps {
  /** One of the tabs that list orders (all, ongoing). */
  tab: OrderListTab;
  page: number;
  emptyMessage: string;
  onPage: (page: number) => void;
}

/** One page of the marketplace orders under an orders tab. */
export function OrderList({ tab, page, emptyMessage, onPage }: OrderListProps) {
  return (
    <PagedQueryList
      query={useOrders(tab, page)}
      page={page}
      onPage={onPage}
      keyOf={(order) => order.id}
      loadingLabel="Siparişler yükleniyor…"
      failMessage="Siparişleriniz yüklenemedi."
      emptyMessage={emptyMessage}
      emptyAction={
        <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
          Alışverişe başla
        </Button>
      }
    >
      {(order) => <OrderCard order={order} />}
    </PagedQueryList>
  );
}
