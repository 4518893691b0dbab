/**
 * Calls the mock backend and checks every answer against the contract as the provider verification
 * does (verify/answer-check.ts): a 200 parses with the SDK's zod schema of its operation, anything else
 * is an ErrorEnvelope with a catalogue code, and status and code are documented for the operation.
 */
import { operationOf } from '../http/operation.ts';
import { pngHeader } from '../http/image-size.ts';
import { answerProblem } from '../verify/answer-check.ts';

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
    const problem = answerProblem(id, response.status, json);
    if (problem) problems.push(`${problem} (${request.method} ${pathname}${search})`);
    if (response.status === 200) seen.add(id);
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
