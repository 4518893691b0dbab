/**
 * `node scripts/parallel.ts typecheck lint`: runs the named npm scripts at the same time (part of
 * `npm test`), so on the 2-core CI machine they take little longer than the longest alone instead of
 * their sum. The exit code is 1 when any failed.
 */
import { describeFailures, runTogether } from './lib/run-together.ts';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node scripts/parallel.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

/** `typecheck --singleThreaded` runs `npm run typecheck -- --singleThreaded`: words after the script's name are its arguments. */
const stepOf = (entry: string) => {
  const [script = entry, ...extra] = entry.split(' ').filter(Boolean);
  const args = ['run', script, ...(extra.length > 0 ? ['--', ...extra] : [])];
  return { label: `npm ${args.join(' ')}`, command: 'npm', args };
};

const failed = await runTogether(scripts.map(stepOf));
if (failed.length > 0) {
  console.error(describeFailures(failed));
  process.exit(1);
}
