import type { SellOrderDetail } from '@carsi/sdk/main';
import { isApiError } from '@carsi/sdk/runtime';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorPanel } from '@/components/errors/error-panel.tsx';
import { NotFound } from '@/components/errors/not-found.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { SectionOrderView } from './section-order-view.tsx';
import { isNotFoundError } from '@/lib/not-found.ts';

interface SectionOrderDetailProps<T extends SellOrderDetail> {
  /** A purchase (OrderDetail, with the payment) or a sale (SellOrderDetail, without). */
  order: UseQueryResult<T | undefined, Error | null>;
  listingHref: (id: number) => string;
  /** The side's own part, given the loaded order. */
  children: (order: T) => ReactNode;
}

/** A purchase or a sale: loading, unknown order (2000-0201 → not found), failure, or the order. */
export function SectionOrderDetail<T extends SellOrderDetail>({ order, listingHref, children }: SectionOrderDetailProps<T>) {
  if (order.isPending) return <LoadingBlock label="Sipariş yükleniyor…" />;
  if (order.isError) {
    if (isNotFoundError(order.error) || (isApiError(order.error) && order.error.code === '2000-0201')) return <NotFound />;
    return <ErrorPanel onRetry={() => void order.refetch()} />;
  }
  if (!order.data) return <NotFound />;
  return (
    <SectionOrderView order={order.data} listingHref={listingHref}>
      {children(order.data)}
    </SectionOrderView>
  );
}
