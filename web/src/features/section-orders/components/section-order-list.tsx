import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { OrderPage } from '@carsi/sdk/main';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { sectionOrderTabs, TAB_PARAM, tabOf, type SectionOrderTab } from '../utils/order-tabs.ts';
import { SectionOrderCard } from './section-order-card.tsx';

export const ORDERS_PAGE_SIZE = 10;
const PAGE_PARAM = 'sayfa';

interface SectionOrderListProps {
  /** Reads one page of the list under a tab (the family's buy or sell orders). */
  useOrders: (tab: SectionOrderTab, page: number) => UseQueryResult<OrderPage | undefined, Error | null>;
  detailHref: (id: number) => string;
  emptyMessage: string;
  emptyAction?: ReactNode;
  label: string;
}

/** Purchases or sales of a section by tab, with the tab and page in the address. */
export function SectionOrderList({ useOrders, detailHref, emptyMessage, emptyAction, label }: SectionOrderListProps) {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get(TAB_PARAM));
  const page = Math.max(1, Number(params.get(PAGE_PARAM)) || 1);
  const orders = useOrders(tab, page);
  const go = (slug: string, nextPage: number) => {
    const next = new URLSearchParams(params);
    if (slug === sectionOrderTabs[0].slug) next.delete(TAB_PARAM);
    else next.set(TAB_PARAM, slug);
    if (nextPage > 1) next.set(PAGE_PARAM, String(nextPage));
    else next.delete(PAGE_PARAM);
    setParams(next);
  };

  return (
    <Stack spacing={2}>
      <Tabs value={tab.slug} onChange={(_event, slug: string) => go(slug, 1)} variant="scrollable" allowScrollButtonsMobile aria-label={label}>
        {sectionOrderTabs.map((entry) => (
          <Tab key={entry.slug} value={entry.slug} label={entry.label} />
        ))}
      </Tabs>
      {orders.isPending ? (
        <LoadingBlock label="Siparişler yükleniyor…" />
      ) : orders.isError ? (
        <LoadError onRetry={() => void orders.refetch()} message="Siparişler yüklenemedi." />
      ) : !orders.data || orders.data.items.length === 0 ? (
        <EmptyState message={emptyMessage} action={emptyAction} />
      ) : (
        <Stack spacing={2}>
          {orders.data.items.map((order) => (
            <SectionOrderCard key={order.id} order={order} href={detailHref(order.id)} />
          ))}
          {orders.data.totalPages > 1 && (
            <Pagination
              count={orders.data.totalPages}
              page={page}
              onChange={(_event, next) => go(tab.slug, next)}
              sx={{ alignSelf: 'center' }}
              getItemAriaLabel={(type, number) => (type === 'page' ? `${number}. sayfa` : type === 'next' ? 'Sonraki sayfa' : 'Önceki sayfa')}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}
