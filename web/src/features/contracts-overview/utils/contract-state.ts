import type { ContractStatus } from '@carsi/sdk/main';

/** Accepted contracts and the ones still waiting for the member (never accepted, refused or failed). */
export type ContractGroup = 'accepted' | 'pending';

export const groupOf = (status: ContractStatus): ContractGroup => (status === 'ACCEPTED' ? 'accepted' : 'pending');

/** What the member reads about each acceptance state (spec §4: pending → ACCEPTED / PENDING / DENIED). */
export const contractStateLabels: Record<ContractStatus, string> = {
  pending: 'Onayınızı bekliyor',
  PENDING: 'Onay tamamlanmadı',
  DENIED: 'Onaylanamadı, tekrar deneyin',
  ACCEPTED: 'Onaylandı',
};
