import { CancellationOrigin, OrderStatus, ReturnStatus } from '@carsi/sdk/main';

type ChipColor = 'default' | 'info' | 'warning' | 'primary' | 'success' | 'error';

/** Order and line states as shoppers read them (spec §3: RECEIVED 0 … CANCEL 4). */
export const orderStatusLabels: Record<OrderStatus, string> = {
  [OrderStatus.RECEIVED]: 'Sipariş alındı',
  [OrderStatus.PREPARING]: 'Hazırlanıyor',
  [OrderStatus.SHIPPED]: 'Kargoya verildi',
  [OrderStatus.DELIVERED]: 'Teslim edildi',
  [OrderStatus.CANCEL]: 'İptal edildi',
};

export const orderStatusColors: Record<OrderStatus, ChipColor> = {
  [OrderStatus.RECEIVED]: 'info',
  [OrderStatus.PREPARING]: 'warning',
  [OrderStatus.SHIPPED]: 'primary',
  [OrderStatus.DELIVERED]: 'success',
  [OrderStatus.CANCEL]: 'error',
};

export const returnStatusLabels: Record<ReturnStatus, string> = {
  [ReturnStatus.CREATED]: 'İade talebi alındı',
  [ReturnStatus.CANCELLED]: 'İade talebi iptal edildi',
  [ReturnStatus.APPROVED]: 'İade onaylandı',
  [ReturnStatus.SHIPPED]: 'İade kargoda',
  [ReturnStatus.COMPLETED]: 'İade tamamlandı',
  [ReturnStatus.REJECTED]: 'İade reddedildi',
};

/** A return the buyer may still withdraw. */
export const isCancellableReturn = (status: ReturnStatus): boolean => status === ReturnStatus.CREATED || status === ReturnStatus.APPROVED;

export const cancellationOriginLabels: Record<CancellationOrigin, string> = {
  [CancellationOrigin.DEFAULT]: 'İptal edildi',
  [CancellationOrigin.ADMINCANCEL]: 'Çarşı tarafından iptal edildi',
  [CancellationOrigin.BUYERCANCEL]: 'Tarafınızdan iptal edildi',
  [CancellationOrigin.SELLERCANCEL]: 'Satıcı tarafından iptal edildi',
  [CancellationOrigin.RETURN]: 'İade nedeniyle iptal edildi',
};
