/**
 * The short text form of faults, for `?fault=` and localStorage:
 * comma-separated `[operationId:]kind[:argument]`, e.g.
 * `latency:1500`, `addCartItem:error:2000-0013`, `getCart:hang`, `unauthorized`, `login:malformed`.
 */
import { ErrorCode } from '@carsi/sdk/main';
import { ALL_OPERATIONS, FAULT_KINDS, MAX_LATENCY_MS, type FaultKind, type FaultRule } from './fault-types.ts';

const CODES: ReadonlySet<string> = new Set(Object.values(ErrorCode));

const isKind = (text: string): text is FaultKind => (FAULT_KINDS as readonly string[]).includes(text);
export const isErrorCode = (text: unknown): text is ErrorCode => typeof text === 'string' && CODES.has(text);

export class FaultSpecError extends Error {
  override readonly name = 'FaultSpecError';
}

/** Checks one rule; throws FaultSpecError with the reason. */
export function validateRule(rule: unknown): FaultRule {
  if (typeof rule !== 'object' || rule === null) throw new FaultSpecError('fault must be an object');
  const r = rule as Record<string, unknown>;
  const operationId = r.operationId === undefined ? ALL_OPERATIONS : r.operationId;
  if (typeof operationId !== 'string' || !/^(\*|[A-Za-z][A-Za-z0-9]*)$/.test(operationId)) {
    throw new FaultSpecError(`invalid operationId: ${String(operationId)}`);
  }
  if (typeof r.kind !== 'string' || !isKind(r.kind)) throw new FaultSpecError(`kind must be one of ${FAULT_KINDS.join(', ')}`);
  const out: FaultRule = { operationId, kind: r.kind };
  if (r.kind === 'latency') {
    const ms = Number(r.latencyMs);
    if (!Number.isInteger(ms) || ms < 0 || ms > MAX_LATENCY_MS) throw new FaultSpecError(`latencyMs must be 0..${MAX_LATENCY_MS}`);
    out.latencyMs = ms;
  }
  if (r.kind === 'error') {
    if (!isErrorCode(r.code)) throw new FaultSpecError(`unknown catalogue code: ${String(r.code)}`);
    out.code = r.code;
  }
  return out;
}

function parseOne(part: string): FaultRule {
  const pieces = part.split(':').map((p) => p.trim());
  const [first = '', ...rest] = pieces;
  const [operationId, kind, arg] = isKind(first) ? [ALL_OPERATIONS, first, rest[0]] : [first, rest[0] ?? '', rest[1]];
  if (kind === 'latency') return validateRule({ operationId, kind, latencyMs: Number(arg ?? 1000) });
  if (kind === 'error') return validateRule({ operationId, kind, code: arg ?? '1000-1000' });
  return validateRule({ operationId, kind });
}

export function parseFaultSpec(text: string): FaultRule[] {
  return text
    .split(',')
    .map((p) => p.trim())
    .filter((p) => p !== '')
    .map(parseOne);
}

export function formatFaultSpec(rules: readonly FaultRule[]): string {
  return rules
    .map((r) => {
      const prefix = r.operationId === ALL_OPERATIONS ? '' : `${r.operationId}:`;
      const arg = r.kind === 'latency' ? `:${r.latencyMs ?? 0}` : r.kind === 'error' ? `:${r.code ?? ''}` : '';
      return `${prefix}${r.kind}${arg}`;
    })
    .join(',');
}
