import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Invoice } from '@carsi/sdk/main';
import { useMutation } from '@tanstack/react-query';
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
    <Paper variant="outlined" component="article" aria-label={`Fatura ${invoice.invoiceNumber}`} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography sx={{ fontWeight: 600 }}>{`Fatura ${invoice.invoiceNumber}`}</Typography>
            {isPlatform(invoice.platform) && <Chip size="small" label={platformLabels[invoice.platform]} />}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {`${invoice.sellerName} · ${formatDate(invoice.invoiceDate)} · ${formatPrice(invoice.totalAmount)}`}
          </Typography>
          {orderHref ? (
            <Link to={orderHref} variant="body2">
              {orderText}
            </Link>
          ) : (
            <Typography variant="body2">{orderText}</Typography>
          )}
        </Stack>
        <Button
          variant="outlined"
          size="small"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-label={`Fatura ${invoice.invoiceNumber} PDF indir`}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-start', sm: 'center' } }}
        >
          {download.isPending ? 'İndiriliyor…' : 'PDF indir'}
        </Button>
      </Stack>
    </Paper>
  );
}
