import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useDeleteInvoice, useListSellerInvoices } from '../api/sdk-hooks.ts';
import { EmptyState } from '@/components/feedback/empty-state.tsx';
import { InvoiceCardFrame } from '@/components/order/invoice-card-frame.tsx';
import { LoadError } from '@/components/feedback/load-error.tsx';
import { LoadingBlock } from '@/components/feedback/loading-block.tsx';
import { formatDate, formatPrice } from '@/utils/format.ts';

/** Invoices the store uploaded: open the PDF or remove it so a corrected one can be uploaded. */
export function SellerInvoices() {
  const invoices = useListSellerInvoices({ platform: 'MARKETPLACE', pageSize: 20 });
  const remove = useDeleteInvoice();
  if (invoices.isPending) return <LoadingBlock />;
  if (invoices.isError) return <LoadError onRetry={() => void invoices.refetch()} />;
  if (invoices.data.items.length === 0) return <EmptyState message="Henüz fatura yüklemediniz. Siparişler sekmesinden bir siparişe fatura yükleyebilirsiniz." />;
  return (
    <Stack spacing={1.5}>
      {invoices.data.items.map((invoice) => (
        <InvoiceCardFrame
          key={invoice.id}
          invoiceNumber={invoice.invoiceNumber}
          details={`${invoice.orderNumber ? `Sipariş ${invoice.orderNumber} · ` : ''}${invoice.buyerName} · ${formatDate(invoice.invoiceDate)} · ${formatPrice(invoice.totalAmount)}`}
          actions={
            <>
              <Button size="small" href={invoice.fileUrl} target="_blank" rel="noopener noreferrer">
                PDF'i aç
              </Button>
              <Button
                size="small"
                color="error"
                disabled={remove.isPending && remove.variables?.id === invoice.id}
                onClick={() => remove.mutate({ id: invoice.id })}
                aria-label={`Fatura ${invoice.invoiceNumber} kaldır`}
              >
                Kaldır
              </Button>
            </>
          }
        />
      ))}
    </Stack>
  );
}
