/**
 * Whether one answer is what the contract allows its operation: a status the operation documents, a
 * catalogue code its description names, a 200 that parses with the SDK's schema of the operation, and
 * any other status an ErrorEnvelope with a catalogue code and `data: null`.
 */
import { ErrorCode } from '@carsi/sdk/main';
import { responseSchemas } from '@carsi/sdk/schemas';
import { undocumentedAnswer } from './contract.ts';

const CODES: ReadonlySet<string> = new Set(Object.values(ErrorCode));

export interface EnvelopeLike {
  status?: unknown;
  code?: unknown;
  message?: unknown;
  data?: unknown;
  fields?: unknown;
}

/** The problem with the answer, if any. `body` is the parsed JSON (undefined when it was not JSON). */
export function answerProblem(operationId: string, status: number, body: EnvelopeLike | undefined): string | undefined {
  if (body === undefined) return `${operationId}: ${status} answer is not JSON`;
  const undocumented = undocumentedAnswer(operationId, status, body.code);
  if (undocumented) return undocumented;
  if (status === 200) {
    const schema = responseSchemas[operationId as keyof typeof responseSchemas];
    if (!schema) return `${operationId}: no response schema`;
    const parsed = schema.safeParse(body);
    if (parsed.success) return undefined;
    return `${operationId}: answer outside the schema: ${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.') || '(body)'} ${i.message}`).join('; ')}`;
  }
  if (status >= 400 && (body.status !== status || typeof body.code !== 'string' || !CODES.has(body.code) || body.data !== null)) {
    return `${operationId}: ${status} answer outside ErrorEnvelope ${JSON.stringify(body).slice(0, 200)}`;
  }
  return undefined;
}
