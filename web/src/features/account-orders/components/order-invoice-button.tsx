import { getOrderInvoice } from '@carsi/sdk/main';
import { InvoiceDownloadButton } from '@/components/order/invoice-download-button.tsx';

/** "Faturayı indir" of a marketplace order (the marketplace's POST /order/get-invoice names the order in the body). */
export function OrderInvoiceButton({ orderId }: { orderId: number }) {
  return <InvoiceDownloadButton fetchInvoice={() => getOrderInvoice({ orderId })} />;
}
