import { errorMessageFor } from '@carsi/sdk/runtime';
import type { FaultKind, FaultRule } from '../api/mock-control.ts';

export const faultKindLabels: Record<FaultKind, string> = {
  latency: 'Gecikme ekle',
  error: 'Hata kodu döndür',
  unauthorized: 'Oturumu düşür (401)',
  hang: 'Yanıt verme (zaman aşımı)',
  malformed: 'Bozuk yanıt gönder',
};

/** A call's name as the panel shows it; `allOperations` is the control's wildcard for every call. */
export const operationLabel = (operationId: string, allOperations: string): string => (operationId === allOperations ? 'Tüm çağrılar' : operationId);

/** One line a tester can read: which call, what happens. */
export function describeFault(rule: FaultRule, allOperations: string): string {
  const target = operationLabel(rule.operationId, allOperations);
  switch (rule.kind) {
    case 'latency':
      return `${target}: ${rule.latencyMs ?? 0} ms gecikme`;
    case 'error':
      return `${target}: ${rule.code ?? ''} — ${errorMessageFor(rule.code)}`;
    default:
      return `${target}: ${faultKindLabels[rule.kind]}`;
  }
}
