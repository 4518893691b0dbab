/** Which contract operation a request is (via the SDK's operation index). */
import { findOperation, type OperationInfo } from '@carsi/sdk/schemas';

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
