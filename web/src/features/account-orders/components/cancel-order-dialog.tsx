import type { OrderDetail } from '@carsi/sdk/main';
import { errorMessageOf } from '@/lib/error-message.ts';
import { useCancelOrderMutation } from '../api/orders.ts';
import { cancellableItems } from '@/components/order/order-items.ts';
import { QuantityDialog } from '@/components/order/quantity-dialog.tsx';

/** Cancels pieces not yet shipped; a wrong count (2000-0067) is shown in the dialog. */
export function CancelOrderDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const cancel = useCancelOrderMutation();
  return (
    <QuantityDialog
      open
      title="Siparişi iptal et"
      description="İptal etmek istediğiniz ürünlerin adedini seçin. Ödemeniz kartınıza iade edilir."
      lines={cancellableItems(order)}
      reasonLabel="İptal nedeni (isteğe bağlı)"
      reasonRequired={false}
      submitLabel={cancel.isPending ? 'İptal ediliyor…' : 'İptal et'}
      busy={cancel.isPending}
      serverError={errorMessageOf(cancel.error)}
      onSubmit={(items, reason) =>
        cancel.mutate({ data: { orderId: order.id, items, ...(reason ? { reason } : {}) } }, { onSuccess: onClose })
      }
      onClose={onClose}
    />
  );
}
