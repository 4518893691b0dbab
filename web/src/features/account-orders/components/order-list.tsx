import Button from '@mui/material/Button';
import type { OrderListTab } from '@carsi/sdk/main';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { paths } from '@/config/paths.ts';
import { useOrders } from '../api/orders.ts';
import { OrderCard } from './order-card.tsx';
import { PagedList } from './paged-list.tsx';

interface OrderListProps {
  /** One of the tabs that list orders (all, ongoing). */
  tab: OrderListTab;
  page: number;
  emptyMessage: string;
  onPage: (page: number) => void;
}

/** One page of the orders under an orders tab. */
export function OrderList({ tab, page, emptyMessage, onPage }: OrderListProps) {
  const orders = useOrders(tab, page);
  if (orders.isPending) return <LoadingBlock label="Siparişler yükleniyor…" />;
  if (orders.isError) return <LoadError onRetry={() => void orders.refetch()} message="Siparişleriniz yüklenemedi." />;
  const { items, totalPages } = orders.data;
  if (items.length === 0) {
    return (
      <EmptyState
        message={emptyMessage}
        action={
          <Button component={RouterLink} to={paths.home.getHref()} variant="outlined">
            Alışverişe başla
          </Button>
        }
      />
    );
  }
  return (
    <PagedList page={page} totalPages={totalPages} onPage={onPage}>
      {items.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </PagedList>
  );
}
