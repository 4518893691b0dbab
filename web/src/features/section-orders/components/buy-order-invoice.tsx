import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { SellOrderDetail } from '@carsi/sdk/main';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';
import { saveFile } from '@/utils/save-file.ts';

/**
 * The seller's invoice of a purchase (GetBuyOrderInvoice): "Faturayı indir" once the seller uploaded
 * one, a note until then. A refusal (no invoice after all: 2000-0210) is the catalogue's toast.
 */
export function BuyOrderInvoice({ section, order }: { section: SectionKey; order: SellOrderDetail }) {
  const client = useQueryClient();
  const api = sectionApi(section);
  const download = useMutation({
    mutationFn: async () => {
      const invoice = await client.fetchQuery(api.getGetBuyOrderInvoiceQueryOptions(order.id));
      await saveFile(invoice.fileUrl, `fatura-${invoice.invoiceNumber}.pdf`);
    },
  });
  return (
    <Card variant="outlined" component="section" aria-label="Fatura">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography component="h2" variant="h6">
            Fatura
          </Typography>
          {order.hasInvoice ? (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
              <Typography>Satıcı bu siparişin faturasını yükledi.</Typography>
              <Button variant="outlined" startIcon={<ReceiptLongOutlined />} onClick={() => download.mutate()} disabled={download.isPending}>
                {download.isPending ? 'Fatura hazırlanıyor…' : 'Faturayı indir (PDF)'}
              </Button>
            </Stack>
          ) : (
            <Typography color="text.secondary">Satıcı faturayı yüklediğinde buradan indirebilirsiniz.</Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
