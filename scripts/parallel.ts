/**
 * `node scripts/parallel.ts typecheck lint`: runs the named npm scripts at the same time (part of
 * `npm test`). ESLint uses one core and TypeScript 7's tsc the rest, so on the 2-core CI machine the
 * pair takes little longer than tsc alone instead of their sum. The exit code is 1 when any failed.
 */
import { describeFailures, runTogether } from './lib/run-together.ts';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

const failed = await runTogether(scripts.map((script) => ({ label: `npm run ${script}`, command: 'npm', args: ['run', script] })));
if (failed.length > 0) {
  console.error(describeFailures(failed));
  process.exit(1);
}
