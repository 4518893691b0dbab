import { useCreateInvoice, useUpdateOrderShipping } from '@carsi/sdk/main';
import { useQueryClient } from '@tanstack/react-query';
import { formAction, type FormAction } from '@/components/order/form-action.ts';
import type { InvoiceUploadValue } from '@/components/order/invoice-upload-form.tsx';
import type { ShippingValue } from '@/components/order/shipping-form.tsx';

/** The marketplace's invoice and order caches: a store's upload or shipment changes both. */
const invoiceOrOrder = (key: unknown): boolean => /\/(invoice|order)\//.test(String(key));

/** The store uploads an order's invoice (the marketplace's POST /invoice names the order in the form). */
export function useStoreInvoiceUpload(orderId: number, onDone: () => void): FormAction<InvoiceUploadValue> {
  const client = useQueryClient();
  const create = useCreateInvoice({
    mutation: {
      meta: { successMessage: 'Fatura oluşturuldu' },
      onSuccess: async () => {
        onDone();
        await client.invalidateQueries({ predicate: (query) => invoiceOrOrder(query.queryKey[0]) });
      },
    },
  });
  return formAction(create, (value: InvoiceUploadValue) => ({ data: { orderId, ...value } }));
}

/** The store records an order's shipment (the marketplace's POST /order/shipping-update names the order in the body). */
export function useStoreShipping(orderId: number, onDone: () => void): FormAction<ShippingValue> {
  const client = useQueryClient();
  const update = useUpdateOrderShipping({
    mutation: {
      meta: { successMessage: 'Kargo bilgisi kaydedildi.' },
      onSuccess: async () => {
        onDone();
        await client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).includes('/order/') });
      },
    },
  });
  return formAction(update, (value: ShippingValue) => ({ data: { orderId, ...value } }));
}
