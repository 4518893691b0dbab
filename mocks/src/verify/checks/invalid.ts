/**
 * Invalid variants of every documented request (invalid-cases.ts) must be refused with 400, the
 * validation code 1000-1016 and, when a field was broken, that field in `fields`. A body over the
 * server's limit must be refused with the 413 the contract documents for every call that takes a body.
 */
import { ErrorCode } from '@carsi/sdk/main';
import { check, type VerifyContext } from '../context.ts';
import { contractOperations, exampleRequest, type ContractOperation } from '../contract.ts';
import { invalidCases } from './invalid-cases.ts';

const CODES: ReadonlySet<unknown> = new Set(Object.values(ErrorCode));

const fieldNames = (fields: unknown): string[] =>
  Array.isArray(fields) ? fields.map((f) => String((f as { field?: unknown } | null)?.field ?? '')) : [];

/** Every entry of `fields` names its field and carries a catalogue code. */
const fieldsWithCodes = (fields: unknown): boolean =>
  fields === undefined || (Array.isArray(fields) && fields.every((f) => typeof (f as { field?: unknown } | null)?.field === 'string' && CODES.has((f as { code?: unknown }).code)));

async function checkCases(ctx: VerifyContext, op: ContractOperation): Promise<void> {
  let token: string | undefined;
  try {
    token = op.secured ? await ctx.members.token(op.member) : undefined;
  } catch (error) {
    ctx.results.add('invalid', `${op.operationId}: invalid variants`, (error as Error).message);
    return;
  }
  for (const c of invalidCases(op, token, ctx.client.target[op.service])) {
    await check(ctx, 'invalid', `${op.operationId}: ${c.what}`, async () => {
      const answer = await ctx.client.send(op.operationId, op.service, () => c.request);
      const got = `${answer.status} ${String(answer.body?.code)}`;
      if (answer.status !== 400 || answer.body?.code !== '1000-1016') return `expected 400 1000-1016, got ${got}`;
      if (!fieldsWithCodes(answer.body.fields)) return `400 with fields that are not { field, code } with catalogue codes: ${JSON.stringify(answer.body.fields)}`;
      if (c.field !== undefined && !fieldNames(answer.body.fields).includes(c.field)) {
        return `400 without "${c.field}" in fields (${JSON.stringify(answer.body.fields ?? null)})`;
      }
      return undefined;
    });
  }
}

/** One call per service and body kind (JSON, multipart): a body one byte over `limitBytes`. */
async function checkOversized(ctx: VerifyContext, operations: ContractOperation[], limitBytes: number): Promise<void> {
  const picked = new Map<string, ContractOperation>();
  for (const op of operations) {
    const kinds = Object.keys(op.requestBody?.content ?? {});
    for (const kind of kinds) if (!picked.has(`${op.service} ${kind}`) && exampleRequest(op).missing.length === 0) picked.set(`${op.service} ${kind}`, op);
  }
  for (const [kind, op] of picked) {
    await check(ctx, 'invalid', `${op.operationId}: ${kind.split(' ')[1]} body over ${limitBytes} bytes`, async () => {
      const token = op.secured ? await ctx.members.token(op.member) : undefined;
      const built = exampleRequest(op).build(token, ctx.client.target[op.service]);
      const headers: Record<string, string> = { 'Content-Type': kind.endsWith('json') ? 'application/json' : 'multipart/form-data; boundary=x' };
      if (token) headers.Authorization = `Bearer ${token}`;
      const answer = await ctx.client.sendOversized(op.operationId, built.url, built.method, headers, limitBytes + 1);
      return answer.status === 413 ? undefined : `expected 413, got ${answer.status} ${String(answer.body?.code)}`;
    });
  }
}

export async function checkInvalid(ctx: VerifyContext, limitBytes: number): Promise<void> {
  const operations = contractOperations();
  for (const op of operations) await checkCases(ctx, op);
  await checkOversized(ctx, operations, limitBytes);
}
