import type { OrderDetail } from '@carsi/sdk/main';
import { errorMessageOf } from '@/lib/error-message.ts';
import { useCreateReturnMutation } from '../api/orders.ts';
import { returnableItems } from '../utils/order-items.ts';
import { QuantityDialog } from './quantity-dialog.tsx';

/** Asks to return delivered pieces; an open request (2000-0104) or a wrong count (2000-0067) is shown in the dialog. */
export function ReturnOrderDialog({ order, onClose }: { order: OrderDetail; onClose: () => void }) {
  const create = useCreateReturnMutation();
  return (
    <QuantityDialog
      open
      title="İade talebi oluştur"
      description="İade etmek istediğiniz ürünlerin adedini seçin ve nedenini yazın."
      lines={returnableItems(order)}
      reasonLabel="İade nedeni"
      reasonRequired
      submitLabel={create.isPending ? 'Gönderiliyor…' : 'İade talebi oluştur'}
      busy={create.isPending}
      serverError={errorMessageOf(create.error)}
      onSubmit={(items, reason) => create.mutate({ data: { orderId: order.id, items, reason } }, { onSuccess: onClose })}
      onClose={onClose}
    />
  );
}
