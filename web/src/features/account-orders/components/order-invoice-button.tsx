import Button from '@mui/material/Button';
import { getOrderInvoice } from '@carsi/sdk/main';
import { useMutation } from '@tanstack/react-query';

/** Saves a file under a name; a same-site file is fetched first so the browser keeps the given name. */
async function saveFile(url: string, fileName: string): Promise<void> {
  const link = document.createElement('a');
  link.download = fileName;
  try {
    const response = await fetch(url);
    if (!response.ok) throw new Error(String(response.status));
    link.href = URL.createObjectURL(await response.blob());
  } catch {
    link.href = url;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
  }
  document.body.append(link);
  link.click();
  link.remove();
  if (link.href.startsWith('blob:')) setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** "Faturayı indir": asks for the seller's invoice of the order and downloads its PDF. */
export function OrderInvoiceButton({ orderId }: { orderId: number }) {
  // A refused request (no invoice yet: 2000-0210) shows the catalogue message through the global toast.
  const download = useMutation({
    mutationFn: async () => {
      const invoice = await getOrderInvoice({ orderId });
      await saveFile(invoice.fileUrl, `fatura-${invoice.invoiceNumber}.pdf`);
    },
  });
  return (
    <Button variant="outlined" onClick={() => download.mutate()} disabled={download.isPending}>
      {download.isPending ? 'Fatura hazırlanıyor…' : 'Faturayı indir (PDF)'}
    </Button>
  );
}
