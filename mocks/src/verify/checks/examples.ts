/**
 * Every operation called once with the example the contract documents, as the member it is written for
 * (`x-example-member`, else the primary member): each must answer 2xx with code 0. Run last, as the
 * examples delete records, end sessions and finally delete the example member's account.
 */
import { check, type VerifyContext } from '../context.ts';
import { exampleRequest } from '../contract.ts';
import { examplesInOrder } from './example-order.ts';

export async function checkExamples(ctx: VerifyContext): Promise<void> {
  // Sessions first: the examples change the member's password and delete the account at the end.
  // A member who cannot log in fails the examples written for them, each with the reason.
  for (const member of new Set(examplesInOrder().map((op) => op.member))) await ctx.members.token(member).catch(() => undefined);
  for (const operation of examplesInOrder()) {
    await check(ctx, 'examples', `${operation.operationId} (${operation.method} ${operation.path})`, async () => {
      const example = exampleRequest(operation);
      if (example.missing.length > 0) return `the contract has no example for ${example.missing.join(', ')}`;
      const token = await ctx.members.token(operation.member);
      const answer = await ctx.client.send(operation.operationId, operation.service, (base) => example.build(token, base));
      if (answer.status >= 200 && answer.status < 300 && answer.body?.code === 0) return undefined;
      return `${answer.status} ${String(answer.body?.code)} ${String(answer.body?.message ?? '')}`.trim();
    });
  }
}
