import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { paths } from '@/config/paths.ts';
import { useCancellations, useReturnRequests } from '../api/orders.ts';
import { CancellationCard } from './cancellation-card.tsx';
import { PagedList } from './paged-list.tsx';
import { ReturnRequestCard } from './return-request-card.tsx';

interface ListProps {
  page: number;
  onPage: (page: number) => void;
}

const backToOrders = (
  <Button component={RouterLink} to={paths.accountOrders.getHref()} variant="outlined">
    Siparişlerime dön
  </Button>
);

/** İadeler: the member's return requests (the return list call), newest first. */
export function ReturnRequestList({ page, onPage }: ListProps) {
  const returns = useReturnRequests(page);
  if (returns.isPending) return <LoadingBlock label="İade talepleri yükleniyor…" />;
  if (returns.isError) return <LoadError onRetry={() => void returns.refetch()} message="İade talepleriniz yüklenemedi." />;
  const { items, totalPages } = returns.data;
  if (items.length === 0) return <EmptyState message="İade talebiniz bulunmuyor. Teslim edilen bir siparişin detayından iade talebi oluşturabilirsiniz." action={backToOrders} />;
  return (
    <PagedList page={page} totalPages={totalPages} onPage={onPage}>
      {items.map((request) => (
        <ReturnRequestCard key={request.returnId} request={request} />
      ))}
    </PagedList>
  );
}

/** İptaller: cancellations of the member's orders by anyone (the cancel list call), newest first. */
export function CancellationList({ page, onPage }: ListProps) {
  const cancellations = useCancellations(page);
  if (cancellations.isPending) return <LoadingBlock label="İptaller yükleniyor…" />;
  if (cancellations.isError) return <LoadError onRetry={() => void cancellations.refetch()} message="İptalleriniz yüklenemedi." />;
  const { items, totalPages } = cancellations.data;
  if (items.length === 0) return <EmptyState message="İptal edilen siparişiniz yok." action={backToOrders} />;
  return (
    <PagedList page={page} totalPages={totalPages} onPage={onPage}>
      {items.map((cancellation) => (
        <CancellationCard key={cancellation.id} cancellation={cancellation} />
      ))}
    </PagedList>
  );
}
