/** What every check gets: the client of the server under test, the members and where results go. */
import type { Client } from './client.ts';
import type { Members } from './members.ts';
import type { Category, Results } from './results.ts';

export interface VerifyContext {
  client: Client;
  members: Members;
  results: Results;
}

/** Runs one check and records it: a thrown error is its problem, a returned string too. */
export async function check(ctx: VerifyContext, category: Category, name: string, run: () => Promise<string | undefined>): Promise<void> {
  const started = performance.now();
  let problem: string | undefined;
  try {
    problem = await run();
  } catch (error) {
    problem = (error as Error).message;
  }
  ctx.results.add(category, name, problem, performance.now() - started);
}
