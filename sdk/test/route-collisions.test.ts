/**
 * One shared QueryClient and one mock worker serve all three services and all three vertical
 * families, so neither a query key nor a mock URL may be claimed by two operations.
 */
import { matchRequestUrl } from 'msw';
import { describe, expect, it } from 'vitest';
import * as content from '../src/content.ts';
import { operations, type OperationInfo } from '../src/generated/operations.ts';
import * as live from '../src/live.ts';
import * as main from '../src/main.ts';

const entries = { main, content, live } as const;
const families = ['second-hand', 'craft', 'swap'] as const;

const pascal = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);
const withSampleParams = (path: string): string => path.replace(/\{\w+\}/g, '7');
/** The URL Orval's MSW handlers listen on: any origin, `{id}` as `:id`. */
const mswPattern = (path: string): string => `*${path.replace(/\{(\w+)\}/g, ':$1')}`;
const literalSegments = (path: string): number => path.split('/').filter((s) => s && !s.startsWith('{')).length;

type KeyGetter = (...args: unknown[]) => readonly unknown[];

/** `getGetCartQueryKey` of `getCart`, called with a sample value for every argument. */
function queryKeyOf(op: OperationInfo): string | undefined {
  const getter = (entries[op.service] as Record<string, unknown>)[`get${pascal(op.operationId)}QueryKey`];
  if (typeof getter !== 'function') return undefined;
  const key = (getter as KeyGetter)(...Array.from({ length: getter.length }, () => '7'));
  return JSON.stringify(key);
}

const queries = operations
  .map((op) => ({ op, key: queryKeyOf(op) }))
  .filter((q): q is { op: OperationInfo; key: string } => q.key !== undefined);

const describeOp = (op: OperationInfo): string => `${op.service} ${op.method} ${op.path} (${op.operationId})`;

describe('query keys', () => {
  it('every read-only call (GET, or POST marked x-query) of the three services has a query key, and no two share one', () => {
    const gets = operations.filter((op) => op.query);
    expect(queries.map((q) => q.op.operationId).sort()).toEqual(gets.map((op) => op.operationId).sort());
    const owners = new Map<string, string[]>();
    for (const { op, key } of queries) owners.set(key, [...(owners.get(key) ?? []), describeOp(op)]);
    expect([...owners.values()].filter((ops) => ops.length > 1)).toEqual([]);
  });

  it.each(families)('the %s family keys its queries under its own prefix', (family) => {
    const own = queries.filter(({ op }) => op.path.startsWith(`/api/${family}/`));
    expect(own.length).toBeGreaterThan(10);
    for (const { key } of own) expect(JSON.parse(key)[0]).toMatch(new RegExp(`^/api/${family}/`));
  });

  it('the three families offer the same operations under different keys', () => {
    const suffixes = (family: string) =>
      new Set(queries.filter(({ op }) => op.path.startsWith(`/api/${family}/`)).map(({ op }) => `${op.method} ${op.path.slice(`/api/${family}`.length)}`));
    const [secondHand, craft, swap] = families.map(suffixes);
    const shared = [...secondHand!].filter((s) => craft!.has(s) && swap!.has(s));
    expect(shared.length).toBeGreaterThan(10);
    for (const suffix of shared) {
      const [method, path] = suffix.split(' ');
      const keys = families.map((family) => queries.find(({ op }) => op.method === method && op.path === `/api/${family}${path}`)?.key);
      expect(new Set(keys).size, suffix).toBe(3);
    }
  });
});

describe('mock URLs', () => {
  /**
   * Where two handlers match the same request, MSW answers with the one registered first. A literal
   * path beside a parameter in the same service (`/product/list`, `/product/{id}`) is ordinary REST,
   * and the mocks register the literal first; anything else is a collision.
   */
  it('no request of one operation is also matched by the handler of another', () => {
    const collisions: string[] = [];
    for (const op of operations) {
      const url = new URL(`http://localhost${withSampleParams(op.path)}`);
      for (const other of operations) {
        if (other === op || other.method !== op.method) continue;
        if (!matchRequestUrl(url, mswPattern(other.path)).matches) continue;
        const literalBeside = other.service === op.service && literalSegments(op.path) > literalSegments(other.path);
        if (!literalBeside) collisions.push(`${describeOp(op)} is also matched by ${mswPattern(other.path)} of ${describeOp(other)}`);
      }
    }
    expect(collisions).toEqual([]);
  });
});
