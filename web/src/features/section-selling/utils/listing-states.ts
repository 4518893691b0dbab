import type { ListingState } from '@/config/section-capabilities.ts';

/** The query parameter of "İlanlarım" that filters by state (`?durum=SWAPPED`). */
export const LISTING_STATE_PARAM = 'durum';

/** A listing's state as the seller reads it. */
export const listingStateLabels: Record<ListingState, string> = {
  WAITING_FOR_APPROVAL: 'Onay bekliyor',
  ACTIVE: 'Yayında',
  REJECTED: 'Reddedildi',
  SOLD: 'Satıldı',
  SWAPPED: 'Takaslandı',
  EXPIRED: 'Süresi doldu',
  REMOVED: 'Kaldırıldı',
};

export const listingStateColors: Record<ListingState, 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  WAITING_FOR_APPROVAL: 'warning',
  ACTIVE: 'success',
  REJECTED: 'error',
  SOLD: 'info',
  SWAPPED: 'info',
  EXPIRED: 'default',
  REMOVED: 'default',
};

/** States in which the seller may still edit or remove the listing. */
export const isEditable = (state: string): boolean => state === 'WAITING_FOR_APPROVAL' || state === 'ACTIVE' || state === 'REJECTED';

export const isListingState = (value: string | null): value is ListingState =>
  value !== null && Object.hasOwn(listingStateLabels, value);
