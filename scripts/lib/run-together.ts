/**
 * Runs commands at the same time and prints each one's output in one piece when it ends (never
 * interleaved). Used where independent steps fill the CI machine's two cores: `npm test`'s type check
 * beside the lint (scripts/parallel.ts), and `npm run generate`'s Orval beside the lint of the bundles
 * and the openapi-typescript types (scripts/generate.ts).
 */
import { spawn } from 'node:child_process';

export interface Step {
  /** How the step is named in the output. */
  label: string;
  command: string;
  args: readonly string[];
}

export interface Outcome {
  label: string;
  code: number;
  output: string;
  seconds: number;
}

function runStep({ label, command, args }: Step, cwd: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn(command, [...args], { cwd, stdio: ['ignore', 'pipe', 'pipe'], shell: process.platform === 'win32' });
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = (code: number) => resolve({ label, code, output: Buffer.concat(chunks).toString('utf8'), seconds: (performance.now() - started) / 1000 });
    child.on('error', (error) => {
      chunks.push(Buffer.from(`${error.message}\n`));
      done(1);
    });
    child.on('close', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });
}

/** Runs the steps side by side; resolves with the ones that failed (none: every step exited 0). */
export async function runTogether(steps: readonly Step[], cwd: string = process.cwd()): Promise<Outcome[]> {
  const outcomes = await Promise.all(
    steps.map(async (step) => {
      const outcome = await runStep(step, cwd);
      process.stdout.write(`${outcome.code === 0 ? '✓' : '✗'} ${outcome.label} (${outcome.seconds.toFixed(1)} s)\n${outcome.output}`);
      return outcome;
    }),
  );
  return outcomes.filter((outcome) => outcome.code !== 0);
}

export const describeFailures = (failed: readonly Outcome[]): string =>
  `failed: ${failed.map((outcome) => `${outcome.label} (exit ${outcome.code})`).join(', ')}`;
