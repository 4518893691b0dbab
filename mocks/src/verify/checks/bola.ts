/**
 * Broken object-level authorisation (OWASP API1): the example members' records, asked for with another
 * member's token (a member registered for the run), must stay hidden — 404, or the catalogue's "not
 * yours" 1000-1008. A record is named by the example's path id or by a record field of its JSON body;
 * ids that name public things (a product to ask about, favourite or add to the cart, a seller to follow
 * or ban, an auction lot) are left out, and so is placing an order (the new member's cart is empty, so
 * a server may refuse that first; the flows place orders).
 */
import { check, type VerifyContext } from '../context.ts';
import { bodyExample, contractOperations, exampleRequest, type ContractOperation } from '../contract.ts';

const PUBLIC_ID = /\/product\/\{id\}\/(question|comment|report)$|\/(un)?(favorite|follow|ban)\/\{id\}$|\/lot\/\{id\}\/bid$/;
const RECORD_FIELDS = ['orderId', 'returnId', 'addressId', 'invoiceAddressId', 'negotiationId', 'cardId'];

export function namesOwnRecord(op: ContractOperation): boolean {
  if (!op.secured || PUBLIC_ID.test(op.path) || /\/order\/create$/.test(op.path)) return false;
  // Adding a product to the cart or dropping it names the product, not a record of the member.
  if (/\/cart\/\{id\}$/.test(op.path) && op.method !== 'PUT') return false;
  if (op.parameters.some((p) => p.in === 'path' && p.name === 'id')) return true;
  const body = bodyExample(op, op.requestBody?.content['application/json']);
  return typeof body === 'object' && body !== null && !Array.isArray(body) && RECORD_FIELDS.some((field) => field in body);
}

export async function checkBola(ctx: VerifyContext): Promise<void> {
  let other: string;
  try {
    other = await ctx.members.stranger();
  } catch (error) {
    ctx.results.add('bola', 'a member registered for the access checks', (error as Error).message);
    return;
  }
  for (const op of contractOperations().filter(namesOwnRecord)) {
    await check(ctx, 'bola', `${op.operationId} (${op.method} ${op.path}) with another member's token`, async () => {
      const example = exampleRequest(op);
      if (example.missing.length > 0) return `the contract has no example for ${example.missing.join(', ')}`;
      const answer = await ctx.client.send(op.operationId, op.service, (base) => example.build(other, base));
      if (answer.status === 404 || answer.body?.code === '1000-1008') return undefined;
      return `another member got ${answer.status} ${String(answer.body?.code)}`;
    });
  }
}
