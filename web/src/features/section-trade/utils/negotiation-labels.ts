import type { NegotiationStatus } from '@carsi/sdk/main';

/** Turkish names of an offer's states, as both sides see them. */
export const negotiationStatusLabels: Record<NegotiationStatus, string> = {
  PENDING: 'Yanıt bekliyor',
  COUNTER_OFFERED: 'Karşı teklif verildi',
  ACCEPTED: 'Kabul edildi',
  REJECTED: 'Reddedildi',
  CANCELLED: 'İptal edildi',
  EXPIRED: 'Süresi doldu',
};

export const negotiationStatusColors: Record<NegotiationStatus, 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  PENDING: 'info',
  COUNTER_OFFERED: 'warning',
  ACCEPTED: 'success',
  REJECTED: 'error',
  CANCELLED: 'default',
  EXPIRED: 'default',
};

/** An offer the other side may still answer. */
export const isOpen = (status: NegotiationStatus): boolean => status === 'PENDING' || status === 'COUNTER_OFFERED';
