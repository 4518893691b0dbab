/**
 * A flow is a walk of named steps through the server under test; the first step that does not do what
 * the specification says stops the walk and is the flow's problem. Helpers take a documented example
 * from the contract, so a flow sends what the contract says a client sends.
 */
import type { Answer, CallInit } from '../client.ts';
import type { VerifyContext } from '../context.ts';
import { bodyExample, contractOperations, exampleRequest, type ContractOperation } from '../contract.ts';

export class StepFailed extends Error {}

export class Walk {
  private current = '';

  readonly ctx: VerifyContext;

  constructor(ctx: VerifyContext) {
    this.ctx = ctx;
  }

  async step<T>(name: string, run: () => Promise<T>): Promise<T> {
    this.current = name;
    try {
      return await run();
    } catch (error) {
      if (error instanceof StepFailed) throw error;
      throw new StepFailed(`step "${name}": ${(error as Error).message}`, { cause: error });
    }
  }

  /** A call that must answer 200 with code 0; its `data`. */
  async ok<T>(method: string, path: string, init: CallInit = {}): Promise<T> {
    const answer = await this.ctx.client.call(method, path, init);
    if (answer.status !== 200 || answer.body?.code !== 0) throw new Error(`${method} ${path}: ${describe(answer)}`);
    return answer.body.data as T;
  }

  /** A call that must be refused with `code`. */
  async refused(code: string, method: string, path: string, init: CallInit = {}): Promise<void> {
    const answer = await this.ctx.client.call(method, path, init);
    if (answer.body?.code !== code) throw new Error(`${method} ${path}: expected ${code}, got ${describe(answer)}`);
  }

  /** The operation's documented example sent as `token`, which must answer 200 with code 0; its `data`. */
  async example<T>(operationId: string, token: string): Promise<T> {
    const op = operation(operationId);
    const answer = await this.ctx.client.send(op.operationId, op.service, (base) => exampleRequest(op).build(token, base));
    if (answer.status !== 200 || answer.body?.code !== 0) throw new Error(`${operationId} (its example): ${describe(answer)}`);
    return answer.body.data as T;
  }

  /** Asks until `ready` holds for the answer, for `waitMs` at most (a server's own time: approvals). */
  async until<T>(what: string, waitMs: number, read: () => Promise<T>, ready: (value: T) => boolean): Promise<T> {
    const end = Date.now() + waitMs;
    for (;;) {
      const value = await read();
      if (ready(value)) return value;
      if (Date.now() > end) throw new Error(`${what} did not happen within ${waitMs / 1000} s (last: ${JSON.stringify(value).slice(0, 160)})`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  get stepName(): string {
    return this.current;
  }
}

export const describe = (answer: Answer): string => `${answer.status} ${String(answer.body?.code)} ${String(answer.body?.message ?? '')}`.trim();

export function operation(operationId: string): ContractOperation {
  const found = contractOperations().find((op) => op.operationId === operationId);
  if (!found) throw new Error(`${operationId} is not in the contract`);
  return found;
}

/** The JSON body example of an operation. */
export function exampleBody<T extends object>(operationId: string): T {
  const op = operation(operationId);
  const body = bodyExample(op, op.requestBody?.content['application/json']);
  if (typeof body !== 'object' || body === null) throw new Error(`${operationId} has no JSON body example`);
  return body as T;
}

/** The example's path (with its query) as the contract documents it, e.g. `/api/marketplace/cart/2`. */
export function examplePath(operationId: string): string {
  const url = new URL(exampleRequest(operation(operationId)).build(undefined).url);
  return `${url.pathname}${url.search}`;
}

/** A new member's address, unique per run. */
export const freshEmail = (who: string): string => `verify.${who}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Registers and logs in a new member; its token. */
export async function newMember(walk: Walk, who: string): Promise<{ email: string; token: string }> {
  const email = freshEmail(who);
  const password = 'Dogrula2024';
  await walk.step(`register ${who}`, () => walk.ok('POST', '/api/auth/register', { body: { email, password, eMessage: false, eOffer: false, pPData: true } }));
  const session = await walk.step(`log ${who} in`, () => walk.ok<{ token: string }>('POST', '/api/auth/login', { body: { email, password } }));
  return { email, token: session.token };
}
