import Button from '@mui/material/Button';
import { getOrderInvoice } from '@carsi/sdk/main';
import { useMutation } from '@tanstack/react-query';
import { invoiceFileName, saveFile } from '../utils/save-file.ts';

/** "Faturayı indir": asks for the seller's invoice of the order and downloads its PDF. */
export function OrderInvoiceButton({ orderId }: { orderId: number }) {
  // A refused request (no invoice yet: 2000-0210) shows the catalogue message through the global toast.
  const download = useMutation({
    mutationFn: async () => {
      const invoice = await getOrderInvoice({ orderId });
      await saveFile(invoice.fileUrl, invoiceFileName(invoice.invoiceNumber));
    },
  });
  return (
    <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending}>
      {download.isPending ? 'Fatura hazırlanıyor…' : 'Faturayı indir (PDF)'}
    </Button>
  );
}
