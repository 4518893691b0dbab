import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@carsi/sdk/main';
import { useMutation } from '@tanstack/react-query';
import { InvoiceCardFrame } from '@/components/order/invoice-card-frame.tsx';
import { Link } from '@/components/ui/link.tsx';
import { isPlatform, platformLabels } from '@/config/paths.ts';
import { formatDate, formatPrice } from '@/utils/format.ts';
import { invoiceOrderHref } from '../utils/invoice-order-href.ts';
import { invoiceFileName, saveFile } from '@/utils/save-file.ts';

/** One invoice of a purchase: number, section, seller, date and amount; its PDF and its order. */
export function InvoiceCard({ invoice }: { invoice: Invoice }) {
  const download = useMutation({ mutationFn: () => saveFile(invoice.fileUrl, invoiceFileName(invoice.invoiceNumber)), meta: { silent: true } });
  const orderHref = invoiceOrderHref(invoice);
  const orderText = invoice.orderNumber ? `Sipariş no ${invoice.orderNumber}` : 'Sipariş';
  return (
    <InvoiceCardFrame
      invoiceNumber={invoice.invoiceNumber}
      badge={isPlatform(invoice.platform) ? platformLabels[invoice.platform] : undefined}
      details={`${invoice.sellerName} · ${formatDate(invoice.invoiceDate)} · ${formatPrice(invoice.totalAmount)}`}
      order={
        orderHref ? (
          <Link to={orderHref} variant="body2">
            {orderText}
          </Link>
        ) : (
          <Typography variant="body2">{orderText}</Typography>
        )
      }
      actions={
        <Button variant="outlined" size="small" onClick={() => download.mutate()} disabled={download.isPending} aria-label={`Fatura ${invoice.invoiceNumber} PDF indir`}>
          {download.isPending ? 'İndiriliyor…' : 'PDF indir'}
        </Button>
      }
    />
  );
}
