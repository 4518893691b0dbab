import { isApiError } from '@carsi/sdk/runtime';
import type { ContractStatus } from '@carsi/sdk/main';

/**
 * Spec §4, for every contract (section sellers and the auction): acceptance starts pending; a success gives ACCEPTED, a non-success answer keeps PENDING,
 * an error (no answer, or the server failing) gives DENIED.
 */
export function contractStatusAfter(outcome: { ok: true } | { ok: false; error: unknown }): ContractStatus {
  if (outcome.ok) return 'ACCEPTED';
  const answered = isApiError(outcome.error) && !outcome.error.isRetryable;
  return answered ? 'PENDING' : 'DENIED';
}

/** What the member reads about the acceptance state. */
export const contractStatusLabels: Record<ContractStatus, string> = {
  pending: 'Onayınızı bekliyor',
  PENDING: 'Onaylanmadı, lütfen tekrar deneyin',
  ACCEPTED: 'Onaylandı',
  DENIED: 'Onaylanamadı',
};
