/**
 * The contract operations the web app calls, derived from its source: every generated hook or
 * function it names (`useGetCart`, `getCart`), the section families' neutral hooks
 * (`sectionApi(key).useGetCart()` → secondHandGetCart, craftGetCart, swapGetCart) and what the SDK's
 * session helpers call for it (login, register, addCartList).
 */
import { operations, type OperationInfo } from '@carsi/sdk/schemas';
import { verticalOfOperation } from '@carsi/sdk/verticals';

export const sdkSessionOperations = ['login', 'register', 'addCartList'] as const;

const capitalize = (name: string): string => name.charAt(0).toUpperCase() + name.slice(1);

/** The identifiers of the given source texts. */
export function identifiersOf(sources: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const source of sources) for (const match of source.matchAll(/\b[A-Za-z_$][\w$]*\b/g)) found.add(match[0]);
  return found;
}

export function operationsCalledBy(identifiers: ReadonlySet<string>): OperationInfo[] {
  return operations.filter(({ operationId }) => {
    if ((sdkSessionOperations as readonly string[]).includes(operationId)) return true;
    if (identifiers.has(`use${capitalize(operationId)}`) || identifiers.has(`use${capitalize(operationId)}Infinite`) || identifiers.has(operationId)) return true;
    const family = verticalOfOperation(operationId);
    return family !== undefined && identifiers.has(`use${operationId.slice(family.key.length)}`);
  });
}
