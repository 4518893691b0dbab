/** Which contract operation a request is (via the SDK's operation index). */
import { findOperation, type OperationInfo } from '@carsi/sdk/schemas';

export type { OperationInfo };

const SERVICES: readonly OperationInfo['service'][] = ['main', 'content', 'live'];

/**
 * Answers already worked out, by method and path. `findOperation` tests every operation's pattern
 * of a service, and the guard asks on every request; the operations never change at run time, so a
 * path once resolved resolves the same way. Bounded: past the limit it starts over.
 */
const known = new Map<string, OperationInfo | null>();
const KNOWN_LIMIT = 4096;

function resolve(method: string, pathname: string): OperationInfo | undefined {
  for (const service of SERVICES) {
    const op = findOperation(service, method, pathname);
    if (op) return op;
  }
  return undefined;
}

export function operationOf(request: Request): OperationInfo | undefined {
  const { pathname } = new URL(request.url);
  const key = `${request.method} ${pathname}`;
  const hit = known.get(key);
  if (hit !== undefined) return hit ?? undefined;
  const op = resolve(request.method, pathname);
  if (known.size >= KNOWN_LIMIT) known.clear();
  known.set(key, op ?? null);
  return op;
}
