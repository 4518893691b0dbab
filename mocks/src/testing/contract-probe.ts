/**
 * Calls the mock backend and checks every answer against the contract: a 200 parses with the SDK's
 * zod schema of its operation, anything else is an ErrorEnvelope with a catalogue code.
 */
import { responseSchemas } from '@carsi/sdk/schemas';
import { ErrorCode } from '@carsi/sdk/main';
import { operationOf } from '../http/operation.ts';
import { pngHeader } from '../http/image-size.ts';
import { undocumentedAnswer } from './contract-examples.ts';

const CODES: ReadonlySet<string> = new Set(Object.values(ErrorCode));

export interface Probe {
  problems: string[];
  /** operationIds answered with 200 */
  seen: Set<string>;
  call(method: string, path: string, body?: unknown, token?: string): Promise<unknown>;
  callForm(method: string, path: string, form: FormData, token?: string): Promise<unknown>;
}

export const png = (width: number, height: number, name = 'foto.png'): File => new File([pngHeader(width, height)], name, { type: 'image/png' });

export function createProbe(defaultToken: string | undefined): Probe {
  const problems: string[] = [];
  const seen = new Set<string>();
  async function send(request: Request): Promise<unknown> {
    const operation = operationOf(request);
    const { pathname, search } = new URL(request.url);
    const response = await fetch(request);
    const json = (await response.json()) as { status: number; code: unknown; data: unknown };
    const id = operation?.operationId ?? `${request.method} ${pathname}`;
    const undocumented = undocumentedAnswer(id, response.status, json.code);
    if (undocumented) problems.push(undocumented);
    if (response.status === 200) {
      seen.add(id);
      const schema = operation ? responseSchemas[operation.operationId] : undefined;
      if (!schema) problems.push(`${id}: no response schema`);
      else {
        const parsed = schema.safeParse(json);
        if (!parsed.success) problems.push(`${id} ${pathname}${search}: ${parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      }
    } else if (json.status !== response.status || typeof json.code !== 'string' || !CODES.has(json.code) || json.data !== null) {
      problems.push(`${id} ${pathname}: error answer outside ErrorEnvelope ${JSON.stringify(json)}`);
    }
    return json.data;
  }
  const auth = (token: string | undefined): Record<string, string> => (token ? { Authorization: `Bearer ${token}` } : {});
  return {
    problems,
    seen,
    call: (method, path, body, token = defaultToken) =>
      send(new Request(`http://localhost${path}`, {
        method,
        headers: { ...auth(token), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      })),
    callForm: (method, path, form, token = defaultToken) => send(new Request(`http://localhost${path}`, { method, headers: auth(token), body: form })),
  };
}
