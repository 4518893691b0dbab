import type { SwapOfferStatus } from '@carsi/sdk/main';

/** Turkish names of a swap offer's states. */
export const swapStatusLabels: Record<SwapOfferStatus, string> = {
  PENDING: 'Yanıt bekliyor',
  ACCEPTED: 'Kabul edildi',
  REJECTED: 'Reddedildi',
  CANCELLED: 'İptal edildi',
};

export const swapStatusColors: Record<SwapOfferStatus, 'info' | 'success' | 'error' | 'default'> = {
  PENDING: 'info',
  ACCEPTED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
};
