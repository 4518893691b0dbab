/** Which contract operation a request is (via the SDK's operation index). */
import { findOperation } from '../../../sdk/src/contract/operation-matcher.ts';
import type { OperationInfo } from '../../../sdk/src/generated/operations.ts';

export type { OperationInfo };

const SERVICES: readonly OperationInfo['service'][] = ['main', 'content', 'live'];

export function operationOf(request: Request): OperationInfo | undefined {
  const { pathname } = new URL(request.url);
  for (const service of SERVICES) {
    const op = findOperation(service, request.method, pathname);
    if (op) return op;
  }
  return undefined;
}
