import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SellOrderDetail } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';
import { InvoiceDownloadButton } from '@/components/order/invoice-download-button.tsx';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { OrderSection } from './section-order-view.tsx';

/** The seller's invoice of a purchase (GetBuyOrderInvoice): "Faturayı indir" once the seller uploaded one, a note until then. */
export function BuyOrderInvoice({ section, order }: { section: SectionKey; order: SellOrderDetail }) {
  const client = useQueryClient();
  const api = sectionApi(section);
  return (
    <OrderSection title="Fatura">
      {order.hasInvoice ? (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <Typography>Satıcı bu siparişin faturasını yükledi.</Typography>
          <InvoiceDownloadButton fetchInvoice={() => client.fetchQuery(api.getGetBuyOrderInvoiceQueryOptions(order.id))} />
        </Stack>
      ) : (
        <Typography color="textSecondary">Satıcı faturayı yüklediğinde buradan indirebilirsiniz.</Typography>
      )}
    </OrderSection>
  );
}
