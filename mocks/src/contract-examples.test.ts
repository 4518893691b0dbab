/**
 * The contract and the seed are one world: every operation of the three services, called once with
 * the example the contract documents, as the demo member, against a freshly seeded store, answers 2xx
 * with code 0 and a body that parses with the operation's schema. Deletions run after the other
 * calls and the calls that end the session (or the section account) run last.
 */
import { describe, expect, it } from 'vitest';
import { responseSchemas } from '@carsi/sdk/schemas';
import { CORPORATE, DEMO } from './db/seed/world.ts';
import { DEMO_TOKEN, resetMocks } from './node.ts';
import { contractOperations, exampleRequest, type ContractOperation } from './testing/contract-examples.ts';
import { useSeededServer } from './testing/seeded-server.ts';

useSeededServer();

const FIRST = /CreateContract$/;
const ENDS_SESSION = /^(resetPassword|changePassword)$|SuspendAccount$/;
const DELETES = /^(delete|remove|un[a-z])|(Delete|Remove|Unfollow|Unban)[A-Z]|^[a-z]+(Un)(ban|favorite|follow)/;

/** 0 = accepting a section's contract (selling needs it), 1 = ordinary call, 2 = deletion, 3 = ends the session or account. */
function phase(op: ContractOperation): number {
  if (FIRST.test(op.operationId)) return 0;
  if (op.operationId === 'deleteAccount') return 4;
  if (ENDS_SESSION.test(op.operationId)) return 3;
  return op.method === 'DELETE' || DELETES.test(op.operationId) ? 2 : 1;
}

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
    const all = contractOperations();
    // An update of a record runs after the call that creates it on the same path (PUT after POST /cart/{id}).
    const position = (operation: ContractOperation, index: number): number => {
      const creation = operation.method === 'PUT' ? all.findIndex((o) => o.path === operation.path && o.method === 'POST') : -1;
      return creation > index ? creation + 0.5 : index;
    };
    const ordered = all
      .map((operation, index) => ({ operation, index: position(operation, index) }))
      .sort((a, b) => phase(a.operation) - phase(b.operation) || a.index - b.index)
      .map(({ operation }) => operation);
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
