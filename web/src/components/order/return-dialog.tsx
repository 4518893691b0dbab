import type { OrderItemQuantity, SellOrderDetail } from '@carsi/sdk/main';
import type { FormAction } from './form-action.ts';
import { returnableItems } from './order-items.ts';
import { QuantityDialog } from './quantity-dialog.tsx';

export interface ReturnValue {
  items: OrderItemQuantity[];
  reason: string;
}

/**
 * Asks to return delivered pieces, on every platform (`create` is the platform's call, from the
 * feature's api/); an open request (2000-0104) or a wrong count (2000-0067) is shown in the dialog.
 */
export function ReturnDialog({ order, create, onClose }: { order: SellOrderDetail; create: FormAction<ReturnValue>; onClose: () => void }) {
  return (
    <QuantityDialog
      open
      title="İade talebi oluştur"
      description="İade etmek istediğiniz ürünlerin adedini seçin ve nedenini yazın."
      lines={returnableItems(order)}
      reasonLabel="İade nedeni"
      reasonRequired
      submitLabel={create.pending ? 'Gönderiliyor…' : 'İade talebi oluştur'}
      busy={create.pending}
      serverError={create.problem}
      onSubmit={(items, reason) => create.submit({ items, reason })}
      onClose={onClose}
    />
  );
}
