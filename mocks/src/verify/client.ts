/**
 * Calls the server under test and hands every answer to the response check: each distinct
 * (operation, status) is one check of the `responses` category, failed by the first answer of that
 * kind the contract does not allow.
 */
import { findOperation } from '@carsi/sdk/schemas';
import { answerProblem, type EnvelopeLike } from './answer-check.ts';
import { sendOversized } from './oversized.ts';
import type { Results } from './results.ts';
import type { Service, Target } from './target.ts';

export interface Answer {
  status: number;
  /** The parsed JSON body; undefined when the answer was not JSON. */
  body: EnvelopeLike | undefined;
}

export interface CallInit {
  body?: unknown;
  form?: FormData;
  token?: string | undefined;
}

const SERVICES: readonly Service[] = ['main', 'content', 'live'];

export class Client {
  private readonly seen = new Map<string, { problem: string | undefined; count: number }>();

  readonly target: Target;
  private readonly timeoutMs: number;

  constructor(target: Target, timeoutMs: number) {
    this.target = target;
    this.timeoutMs = timeoutMs;
  }

  /** Sends what `build` makes for the operation's service origin; the answer is checked against the contract. */
  async send(operationId: string, service: Service, build: (base: string) => Request): Promise<Answer> {
    const request = build(this.target[service]);
    let response: Response;
    try {
      response = await fetch(request, { signal: AbortSignal.timeout(this.timeoutMs) });
    } catch (error) {
      throw new Error(`${request.method} ${new URL(request.url).pathname}: no answer (${(error as Error).message})`, { cause: error });
    }
    return this.answered(operationId, response.status, await response.text());
  }

  /** A body of `bytes` bytes, more than the server should take (oversized.ts). */
  async sendOversized(operationId: string, url: string, method: string, headers: Record<string, string>, bytes: number): Promise<Answer> {
    try {
      const { status, text } = await sendOversized(url, method, headers, bytes, this.timeoutMs);
      return this.answered(operationId, status, text);
    } catch (error) {
      throw new Error(`${method} ${new URL(url).pathname} with ${bytes} bytes: no answer (${(error as Error).message})`, { cause: error });
    }
  }

  private answered(operationId: string, status: number, text: string): Answer {
    let body: EnvelopeLike | undefined;
    try {
      body = JSON.parse(text) as EnvelopeLike;
    } catch {
      body = undefined;
    }
    this.record(operationId, status, answerProblem(operationId, status, body));
    return { status, body };
  }

  /** A call by method and contract path (`/api/...`), JSON or multipart, with an optional bearer token. */
  call(method: string, path: string, init: CallInit = {}): Promise<Answer> {
    const pathname = path.split('?')[0] ?? path;
    const service = SERVICES.find((s) => findOperation(s, method, pathname));
    const operation = service && findOperation(service, method, pathname);
    if (!service || !operation) throw new Error(`${method} ${pathname} is not an operation of the contract`);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (init.token) headers.Authorization = `Bearer ${init.token}`;
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const body = init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
    return this.send(operation.operationId, service, (base) => new Request(`${base}${path}`, { method, headers, body }));
  }

  private record(operationId: string, status: number, problem: string | undefined): void {
    const key = `${operationId} ${status}`;
    const entry = this.seen.get(key);
    if (!entry) this.seen.set(key, { problem, count: 1 });
    else {
      entry.count += 1;
      entry.problem ??= problem;
    }
  }

  /** Every (operation, status) seen, as checks of the `responses` category. */
  report(results: Results): void {
    for (const [key, { problem, count }] of [...this.seen].sort(([a], [b]) => a.localeCompare(b))) {
      results.add('responses', `${key} (${count} answer${count === 1 ? '' : 's'})`, problem);
    }
  }
}
