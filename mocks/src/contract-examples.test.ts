/**
 * The contract and the seed are one world: every operation of the three services, called once with
 * the example the contract documents, as the demo member, against a freshly seeded store, answers 2xx
 * with code 0 and a body that parses with the operation's schema, in the provider verification's order
 * (deletions after the other calls, the calls that end the session or the section account last).
 */
import { describe, expect, it } from 'vitest';
import { responseSchemas } from '@carsi/sdk/schemas';
import { CORPORATE, DEMO } from './db/seed/world.ts';
import { DEMO_TOKEN, resetMocks } from './node.ts';
import { contractOperations, exampleRequest } from './verify/contract.ts';
import { examplesInOrder } from './verify/checks/example-order.ts';
import { useSeededServer } from './testing/seeded-server.ts';

useSeededServer();

/** A session for the member an example is written for (`x-example-member`), by logging in. */
async function tokenOf(email: string | undefined): Promise<string> {
  if (email === undefined || email === DEMO.email) return DEMO_TOKEN;
  const member = [CORPORATE].find((m) => m.email === email);
  if (!member) throw new Error(`no password known for ${email}`);
  const response = await fetch('http://localhost/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: member.password }) });
  const body = (await response.json()) as { data: { token: string } };
  return body.data.token;
}

describe('the documented examples', () => {
  it('are accepted by the seeded mocks, each with a 2xx, code 0 and a body the contract allows', async () => {
    const ordered = examplesInOrder();
    const refused: string[] = [];
    for (const operation of ordered) {
      const example = exampleRequest(operation);
      const where = `${operation.operationId} (${operation.method} ${operation.path})`;
      if (example.missing.length > 0) {
        refused.push(`${where}: no example for ${example.missing.join(', ')}`);
        continue;
      }
      const response = await fetch(example.build(await tokenOf(operation.member)));
      const body = (await response.json()) as { code?: unknown; message?: unknown };
      if (response.status < 200 || response.status >= 300 || body.code !== 0) {
        refused.push(`${where}: ${response.status} ${String(body.code)} ${String(body.message)}`);
        continue;
      }
      const schema = responseSchemas[operation.operationId as keyof typeof responseSchemas];
      const parsed = schema?.safeParse(body);
      if (!parsed?.success) refused.push(`${where}: answer outside the contract ${parsed?.error.issues.slice(0, 2).map((i) => `${i.path.join('.')} ${i.message}`).join('; ') ?? 'no schema'}`);
    }
    console.log(`examples accepted ${ordered.length - refused.length}/${ordered.length}`);
    expect(refused).toEqual([]);
  }, 60_000);

  it('remove the invoice of a section sale on a fresh store, each on its own (a contract-test runner calls them one by one)', async () => {
    const deletions = contractOperations().filter((operation) => /^(secondHand|craft|swap)DeleteSellOrderInvoice$/.test(operation.operationId));
    expect(deletions).toHaveLength(3);
    for (const operation of deletions) {
      resetMocks();
      const response = await fetch(exampleRequest(operation).build(DEMO_TOKEN));
      const body = (await response.json()) as { code?: unknown };
      expect({ operation: operation.operationId, status: response.status, code: body.code }).toEqual({ operation: operation.operationId, status: 200, code: 0 });
    }
  });
});
