import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SellOrderDetail } from '@carsi/sdk/main';
import { InvoiceUploadForm } from '@/components/order/invoice-upload-form.tsx';
import type { SectionKey } from '@/lib/section-api.ts';
import { useSellOrderInvoice } from '../api/sell-order-actions.ts';
import { OrderSection } from './section-order-view.tsx';

/** The seller's invoice of a sale: upload one PDF (the commerce core's form) or remove it. */
export function SellOrderInvoice({ section, order }: { section: SectionKey; order: SellOrderDetail }) {
  const invoice = useSellOrderInvoice(section, order.id);
  return (
    <OrderSection title="Fatura">
      {order.hasInvoice ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography>Fatura yüklendi; alıcı siparişinden görebilir.</Typography>
          <Button color="error" variant="outlined" onClick={invoice.remove} disabled={invoice.removing}>
            Faturayı kaldır
          </Button>
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <Typography variant="body2" color="textSecondary">
            Satışın faturasını PDF olarak yükleyin.
          </Typography>
          <InvoiceUploadForm upload={invoice.upload} />
        </Stack>
      )}
    </OrderSection>
  );
}
