/**
 * Times Orval over the three bundled specs with the repo's own orval.config.ts, writing into a
 * temporary folder so the working tree's generated code is left alone.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { generate, type Options } from 'orval';
import config from '../../../orval.config.ts';
import { services } from '@carsi/tooling/services';

export interface CodegenTiming {
  service: string;
  ms: number;
}

const absolute = (root: string, path: string): string => (isAbsolute(path) ? path : join(root, path));

/** The project with its outputs moved under `outDir` and every other path made absolute. */
function relocated(options: Options, root: string, outDir: string): Options {
  const input = typeof options.input === 'string' ? absolute(root, options.input) : options.input;
  if (typeof options.output !== 'object' || options.output === null) throw new Error('orval.config.ts: every project has an output object');
  const output = { ...options.output };
  if (output.target) output.target = join(outDir, output.target);
  if (output.schemas && typeof output.schemas === 'string') output.schemas = join(outDir, output.schemas);
  if (output.packageJson) output.packageJson = absolute(root, output.packageJson);
  const mutator = output.override?.mutator;
  if (mutator && typeof mutator === 'object') output.override = { ...output.override, mutator: { ...mutator, path: absolute(root, mutator.path) } };
  return { ...options, input: typeof input === 'object' && input !== null && 'target' in input ? { ...input, target: absolute(root, String(input.target)) } : input, output };
}

export async function timeCodegen(root: string): Promise<CodegenTiming[]> {
  const outDir = mkdtempSync(join(tmpdir(), 'carsi-codegen-'));
  const projects = config as Record<string, Options>;
  const timings: CodegenTiming[] = [];
  try {
    for (const service of services) {
      const own = Object.entries(projects).filter(([name]) => name.startsWith(service));
      const started = performance.now();
      // hooks, zod schemas and MSW handlers of the service, as `npm run generate` runs them
      for (const [, options] of own) await generate(relocated(options, root, outDir), root, { logLevel: 'error', throwOnError: true });
      timings.push({ service, ms: performance.now() - started });
    }
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
  return timings;
}
