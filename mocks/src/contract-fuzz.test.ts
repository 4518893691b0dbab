/**
 * Requests the contract forbids are refused with 400 1000-1016 before any lookup: for every
 * operation, its documented example is broken one way at a time from the schemas (the provider
 * verification's cases, verify/checks/invalid-cases.ts) and each must come back 400.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from './node.ts';
import { contractOperations } from './verify/contract.ts';
import { invalidCases } from './verify/checks/invalid-cases.ts';
import { useSeededServer } from './testing/seeded-server.ts';

useSeededServer();

describe('requests the contract forbids', () => {
  it('are refused with 400 and the validation code, before any lookup', async () => {
    const wrong: string[] = [];
    let total = 0;
    for (const op of contractOperations()) {
      for (const c of invalidCases(op, DEMO_TOKEN)) {
        total += 1;
        const response = await fetch(c.request);
        const body = (await response.json()) as { code?: unknown };
        if (response.status !== 400 || body.code !== '1000-1016') wrong.push(`${op.operationId} ${c.what}: ${response.status} ${String(body.code)}`);
      }
    }
    console.log(`invalid requests refused ${total - wrong.length}/${total}`);
    expect(wrong).toEqual([]);
    expect(total).toBeGreaterThan(500);
  }, 120_000);
});
