import { operations, type OperationInfo } from '../generated/operations.ts';

interface CompiledOperation extends OperationInfo {
  pattern: RegExp;
  /** Literal segments count; the most specific template wins (/cart/list over /cart/{id}). */
  literalSegments: number;
}

const compile = (op: OperationInfo): CompiledOperation => {
  const segments = op.path.split('/');
  const source = segments.map((s) => (s.startsWith('{') ? '[^/]+' : s.replace(/[.*+?^$()|[\]\\]/g, '\\$&'))).join('/');
  return { ...op, pattern: new RegExp(`^${source}$`), literalSegments: segments.filter((s) => !s.startsWith('{')).length };
};

let compiled: CompiledOperation[] | undefined;

/** Which operation of the contract a concrete call (`GET /api/marketplace/product/42`) is. */
export function findOperation(service: OperationInfo['service'], method: string, path: string): OperationInfo | undefined {
  compiled ??= operations.map(compile);
  const upper = method.toUpperCase();
  return compiled
    .filter((op) => op.service === service && op.method === upper && op.pattern.test(path))
    .sort((a, b) => b.literalSegments - a.literalSegments)[0];
}
