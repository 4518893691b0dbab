/**
 * `tsx scripts/parallel.ts typecheck lint`: runs the named npm scripts at the same time (part of
 * `npm test`). ESLint uses one core and TypeScript 7's tsc the rest, so on the 2-core CI machine the
 * pair takes little longer than tsc alone instead of their sum. Each script's output is printed in one piece when it ends
 * (never interleaved); the exit code is 1 when any of them failed.
 */
import { spawn } from 'node:child_process';

interface Outcome {
  script: string;
  code: number;
  output: string;
  seconds: number;
}

function runScript(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn('npm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (code: number) => resolve({ script, code, output: Buffer.concat(chunks).toString('utf8'), seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/parallel.ts <npm script> [<npm script> ...]');
  process.exit(2);
}

const outcomes = await Promise.all(
  scripts.map(async (script) => {
    const outcome = await runScript(script);
    const mark = outcome.code === 0 ? '✓' : '✗';
    process.stdout.write(`${mark} npm run ${script} (${outcome.seconds.toFixed(1)} s)\n${outcome.output}`);
    return outcome;
  }),
);
const failed = outcomes.filter((outcome) => outcome.code !== 0);
if (failed.length > 0) {
  console.error(`failed: ${failed.map((outcome) => `npm run ${outcome.script} (exit ${outcome.code})`).join(', ')}`);
  process.exit(1);
}
