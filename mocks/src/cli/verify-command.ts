/** `carsi-mocks verify <base-url>` (and `npm run verify:provider -- <base-url>`): checks, summary, JUnit XML. */
import { writeFileSync } from 'node:fs';
import { toJunit } from '../verify/junit.ts';
import type { Results } from '../verify/results.ts';
import { verifyProvider, VerifySetupError } from '../verify/run.ts';
import { summarize } from '../verify/summary.ts';
import { parseVerifyOptions, VERIFY_HELP } from './verify-options.ts';

/** The exit code: 0 when every check passed, 1 when one failed or the server could not be verified at all. */
export async function verifyCommand(args: string[]): Promise<number> {
  const options = parseVerifyOptions(args);
  if (options.help) {
    console.log(VERIFY_HELP);
    return 0;
  }
  console.log(`Verifying ${options.target.main} against the Çarşı contract…`);
  const started = performance.now();
  let results: Results;
  try {
    results = await verifyProvider({
      target: options.target,
      members: options.members,
      timeoutMs: options.timeoutMs,
      approvalWaitMs: options.approvalWaitMs,
      bodyLimitBytes: options.bodyLimitBytes,
      ...(options.only ? { only: options.only } : {}),
      onCategory: (category) => console.log(`  ${category}…`),
    });
  } catch (error) {
    if (!(error instanceof VerifySetupError)) throw error;
    console.error(`carsi-mocks: ${error.message}`);
    return 1;
  }
  console.log(summarize(results, performance.now() - started));
  if (options.junit) {
    writeFileSync(options.junit, toJunit(results, options.target.main));
    console.log(`JUnit XML: ${options.junit}`);
  }
  return results.failed.length === 0 ? 0 : 1;
}
