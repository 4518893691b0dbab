import { ALL_OPERATIONS, type FaultKind, type FaultRule } from '@carsi/mocks/control';
import { errorMessageFor } from '@carsi/sdk/runtime';

export const faultKindLabels: Record<FaultKind, string> = {
  latency: 'Gecikme ekle',
  error: 'Hata kodu döndür',
  unauthorized: 'Oturumu düşür (401)',
  hang: 'Yanıt verme (zaman aşımı)',
  malformed: 'Bozuk yanıt gönder',
};

export const ALL_OPERATIONS_LABEL = 'Tüm çağrılar';

/** One line a tester can read: which call, what happens. */
export function describeFault(rule: FaultRule): string {
  const target = rule.operationId === ALL_OPERATIONS ? ALL_OPERATIONS_LABEL : rule.operationId;
  switch (rule.kind) {
    case 'latency':
      return `${target}: ${rule.latencyMs ?? 0} ms gecikme`;
    case 'error':
      return `${target}: ${rule.code ?? ''} — ${errorMessageFor(rule.code)}`;
    default:
      return `${target}: ${faultKindLabels[rule.kind]}`;
  }
}
