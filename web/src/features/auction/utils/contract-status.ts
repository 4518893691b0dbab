import type { ContractStatus } from '@carsi/sdk/main';
import { isApiError } from '@carsi/sdk/runtime';

/**
 * Spec §4, as in the sections: acceptance starts pending; a success gives ACCEPTED, a non-success answer
 * keeps PENDING, an error (no answer, or the server failing) gives DENIED.
 */
export function contractStatusAfter(outcome: { ok: true } | { ok: false; error: unknown }): ContractStatus {
  if (outcome.ok) return 'ACCEPTED';
  return isApiError(outcome.error) && !outcome.error.isRetryable ? 'PENDING' : 'DENIED';
}

export const contractStatusLabels: Record<ContractStatus, string> = {
  pending: 'Onayınızı bekliyor',
  PENDING: 'Onaylanmadı, lütfen tekrar deneyin',
  ACCEPTED: 'Onaylandı',
  DENIED: 'Onaylanamadı',
};

/** The contract's HTML as plain paragraphs: no markup from the server is rendered. */
export function contractParagraphs(html: string): string[] {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = Array.from(body.children).map((element) => (element.textContent ?? '').trim());
  return (blocks.length > 0 ? blocks : [(body.textContent ?? '').trim()]).filter((text) => text !== '');
}
