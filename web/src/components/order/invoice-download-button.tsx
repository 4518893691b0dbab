import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import type { Invoice } from '@carsi/sdk/main';
import { useMutation } from '@tanstack/react-query';
import { invoiceFileName, saveFile } from '@/utils/save-file.ts';

/**
 * "Faturayı indir" on every platform: asks the platform's call (`fetchInvoice`, given by the
 * feature's api/) for the seller's invoice and saves its PDF. A refusal (no invoice yet: 2000-0210)
 * is the catalogue's toast.
 */
export function InvoiceDownloadButton({ fetchInvoice }: { fetchInvoice: () => Promise<Invoice> }) {
  const download = useMutation({
    mutationFn: async () => {
      const invoice = await fetchInvoice();
      await saveFile(invoice.fileUrl, invoiceFileName(invoice.invoiceNumber));
    },
  });
  return (
    <Button variant="outlined" startIcon={<ReceiptLongOutlined />} onClick={() => download.mutate()} disabled={download.isPending}>
      {download.isPending ? 'Fatura hazırlanıyor…' : 'Faturayı indir (PDF)'}
    </Button>
  );
}
