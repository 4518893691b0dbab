/** Every secured operation called with its documented example but no token must answer 401. */
import { check, type VerifyContext } from '../context.ts';
import { contractOperations, exampleRequest } from '../contract.ts';

export async function checkAuth(ctx: VerifyContext): Promise<void> {
  for (const op of contractOperations().filter((o) => o.secured)) {
    await check(ctx, 'auth', `${op.operationId} (${op.method} ${op.path}) without a token`, async () => {
      const example = exampleRequest(op);
      if (example.missing.length > 0) return `the contract has no example for ${example.missing.join(', ')}`;
      const answer = await ctx.client.send(op.operationId, op.service, (base) => example.build(undefined, base));
      return answer.status === 401 ? undefined : `expected 401, got ${answer.status} ${String(answer.body?.code)}`;
    });
  }
}
