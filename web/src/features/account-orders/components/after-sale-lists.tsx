import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PagedQueryList } from '@/components/order/paged-query-list.tsx';
import { paths } from '@/config/paths.ts';
import { useCancellations, useReturnRequests } from '../api/orders.ts';
import { CancellationCard } from './cancellation-card.tsx';
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
  return (
    <PagedQueryList
      query={useReturnRequests(page)}
      page={page}
      onPage={onPage}
      keyOf={(request) => request.returnId}
      loadingLabel="İade talepleri yükleniyor…"
      failMessage="İade talepleriniz yüklenemedi."
      emptyMessage="İade talebiniz bulunmuyor. Teslim edilen bir siparişin detayından iade talebi oluşturabilirsiniz."
      emptyAction={backToOrders}
    >
      {(request) => <ReturnRequestCard request={request} />}
    </PagedQueryList>
  );
}

/** İptaller: cancellations of the member's orders by anyone (the cancel list call), newest first. */
export function CancellationList({ page, onPage }: ListProps) {
  return (
    <PagedQueryList
      query={useCancellations(page)}
      page={page}
      onPage={onPage}
      keyOf={(cancellation) => cancellation.id}
      loadingLabel="İptaller yükleniyor…"
      failMessage="İptalleriniz yüklenemedi."
      emptyMessage="İptal edilen siparişiniz yok."
      emptyAction={backToOrders}
    >
      {(cancellation) => <CancellationCard cancellation={cancellation} />}
    </PagedQueryList>
  );
}
