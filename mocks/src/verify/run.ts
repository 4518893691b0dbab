/**
 * A provider verification: every category against the server under test, in an order that lets one run
 * over a freshly seeded server work — the checks that change nothing on a correct server first, then
 * the flows (their own new members), the examples last (they delete records and the example member's
 * account), and the response check over every answer seen.
 */
import { checkAuth } from './checks/auth.ts';
import { checkBola } from './checks/bola.ts';
import { checkExamples } from './checks/examples.ts';
import { checkInvalid } from './checks/invalid.ts';
import { Client } from './client.ts';
import type { VerifyContext } from './context.ts';
import { checkFlows } from './flows/index.ts';
import { DEFAULT_MEMBERS, Members, type Credentials } from './members.ts';
import { Results, type Category } from './results.ts';
import type { Target } from './target.ts';

export interface VerifyOptions {
  target: Target;
  /** The example member first, then another member (default: the seeded demo and corporate members). */
  members?: readonly Credentials[];
  /** Longest wait for one answer (default 15 s). */
  timeoutMs?: number;
  /** The server's largest accepted body; one byte more must be refused with 413 (default 10 MiB). */
  bodyLimitBytes?: number;
  /** Longest wait for the moderator to approve a new listing (default 30 s). */
  approvalWaitMs?: number;
  /** Only these categories (default: all); the response check always covers the answers seen. */
  only?: readonly Category[];
  /** Told when a category starts. */
  onCategory?: (category: Category) => void;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

/** The server cannot be verified at all (unreachable, or the example member cannot log in). */
export class VerifySetupError extends Error {}
export const DEFAULT_BODY_LIMIT_BYTES = 10 * 1024 * 1024;

export async function verifyProvider(options: VerifyOptions): Promise<Results> {
  const results = new Results();
  const client = new Client(options.target, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const ctx: VerifyContext = { client, members: new Members(client, options.members ?? DEFAULT_MEMBERS), results };
  const steps: [Category, () => Promise<void>][] = [
    ['auth', () => checkAuth(ctx)],
    ['invalid', () => checkInvalid(ctx, options.bodyLimitBytes ?? DEFAULT_BODY_LIMIT_BYTES)],
    ['bola', () => checkBola(ctx)],
    ['flows', () => checkFlows(ctx, options.approvalWaitMs)],
    ['examples', () => checkExamples(ctx)],
  ];
  // Nothing can be checked without the example member's session: a wrong address or password stops here.
  try {
    await ctx.members.token();
  } catch (error) {
    throw new VerifySetupError(`cannot verify ${options.target.main}: ${(error as Error).message}`, { cause: error });
  }
  for (const [category, run] of steps) {
    if (options.only && !options.only.includes(category)) continue;
    options.onCategory?.(category);
    await run();
  }
  options.onCategory?.('responses');
  client.report(results);
  return results;
}
