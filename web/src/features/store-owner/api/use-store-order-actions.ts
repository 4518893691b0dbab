import { useCreateInvoice, useUpdateOrderShipping } from '@carsi/sdk/main';
import { formAction, type FormAction } from '@/components/order/form-action.ts';
import type { InvoiceUploadValue } from '@/components/order/invoice-upload-form.tsx';
import type { ShippingValue } from '@/components/order/shipping-form.tsx';

// A store's upload or shipment changes the marketplace's invoice and order caches: the SDK's invalidation rules.

/** The store uploads an order's invoice (the marketplace's POST /invoice names the order in the form). */
export function useStoreInvoiceUpload(orderId: number, onDone: () => void): FormAction<InvoiceUploadValue> {
  const create = useCreateInvoice({ mutation: { onSuccess: onDone } });
  return formAction(create, (value: InvoiceUploadValue) => ({ data: { orderId, ...value } }));
}

/** The store records an order's shipment (the marketplace's POST /order/shipping-update names the order in the body). */
export function useStoreShipping(orderId: number, onDone: () => void): FormAction<ShippingValue> {
  const update = useUpdateOrderShipping({ mutation: { meta: { successMessage: 'Kargo bilgisi kaydedildi.' }, onSuccess: onDone } });
  return formAction(update, (value: ShippingValue) => ({ data: { orderId, ...value } }));
}
