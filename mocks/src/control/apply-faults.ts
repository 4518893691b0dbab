/** Turns the active fault rules into what the caller sees. */
import { HttpResponse } from 'msw';
import { fail, failWith } from '../http/envelope.ts';
import { faultsFor } from './fault-store.ts';

/** Longest a hung call is held before the mock gives up (the client times out long before). */
export const HANG_LIMIT_MS = 5 * 60 * 1000;

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });
}

/** A body that starts like an envelope but is not valid JSON. */
export const MALFORMED_BODY = '{"status":200,"code":0,"data":{"items":[';

/**
 * Applies the faults of an operation: latency first (the operation's own rule wins over `*`), then
 * the first of unauthorized / error / hang / malformed. Undefined means "answer normally".
 */
export async function applyFaults(operationId: string, request: Request): Promise<Response | undefined> {
  const rules = faultsFor(operationId);
  const latency = rules.find((r) => r.kind === 'latency');
  if (latency?.latencyMs) await wait(latency.latencyMs, request.signal);
  const fault = rules.find((r) => r.kind !== 'latency');
  switch (fault?.kind) {
    case 'unauthorized':
      return fail(401, '1000-1003');
    case 'error':
      return failWith(fault.code ?? '1000-1000');
    case 'hang':
      await wait(HANG_LIMIT_MS, request.signal);
      return HttpResponse.error();
    case 'malformed':
      return new HttpResponse(MALFORMED_BODY, { status: 200, headers: { 'Content-Type': 'application/json' } });
    default:
      return undefined;
  }
}
