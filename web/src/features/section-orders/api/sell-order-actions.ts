import { formAction, type FormAction } from '@/components/order/form-action.ts';
import type { InvoiceUploadValue } from '@/components/order/invoice-upload-form.tsx';
import type { ShippingValue } from '@/components/order/shipping-form.tsx';
import { sectionApi, type SectionKey } from '@/lib/section-api.ts';

// The sales are read again after each of these by the SDK's invalidation rules.

/** A section seller's invoice of a sale: upload (the order in the path) and removal. */
export function useSellOrderInvoice(section: SectionKey, orderId: number): { upload: FormAction<InvoiceUploadValue>; remove: () => void; removing: boolean } {
  const api = sectionApi(section);
  const upload = api.useUploadSellOrderInvoice();
  const remove = api.useDeleteSellOrderInvoice();
  return {
    upload: formAction(upload, (value: InvoiceUploadValue) => ({ id: orderId, data: value })),
    remove: () => remove.mutate({ id: orderId }),
    removing: remove.isPending,
  };
}

/** "Kargoya verdim" of a section sale: the order in the path, the cargo address it leaves from in the body. */
export function useSellOrderShipping(section: SectionKey, orderId: number, cargoAddressId: number | undefined): FormAction<ShippingValue> {
  const api = sectionApi(section);
  const ship = api.useShipSellOrder({ mutation: { meta: { successMessage: 'Sipariş kargoya verildi olarak işaretlendi.' } } });
  return formAction(ship, (value: ShippingValue) => ({ id: orderId, data: { ...value, ...(cargoAddressId === undefined ? {} : { cargoAddressId }) } }));
}
