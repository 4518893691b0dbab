import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { PagedList } from './paged-list.tsx';

interface PagedQueryListProps<T> {
  /** One page of the list, from the feature's api/ (any platform's orders, returns, cancellations). */
  query: UseQueryResult<{ items: T[]; totalPages: number } | undefined, unknown>;
  page: number;
  onPage: (page: number) => void;
  loadingLabel: string;
  failMessage: string;
  emptyMessage: string;
  emptyAction?: ReactNode;
  keyOf: (item: T) => number;
  children: (item: T) => ReactNode;
}

/** A page of an order-like list: loading, a retry on failure, the empty state, or the cards with the page switcher. */
export function PagedQueryList<T>({ query, page, onPage, loadingLabel, failMessage, emptyMessage, emptyAction, keyOf, children }: PagedQueryListProps<T>) {
  if (query.isPending) return <LoadingBlock label={loadingLabel} />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} message={failMessage} />;
  if (!query.data || query.data.items.length === 0) return <EmptyState message={emptyMessage} action={emptyAction} />;
  return (
    <PagedList page={page} totalPages={query.data.totalPages} onPage={onPage}>
      {query.data.items.map((item) => (
        <div key={keyOf(item)}>{children(item)}</div>
      ))}
    </PagedList>
  );
}
