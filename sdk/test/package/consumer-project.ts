/**
 * The steps of the packaging test: build and pack the SDK, install the tarball into a throwaway project
 * outside the repo, compile a consumer against it and run it, each as the real command a user would type.
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
export const sdkDir = join(repoRoot, 'sdk');
const consumerFixture = fileURLToPath(new URL('./consumer/', import.meta.url));

/** npm settings inherited from an enclosing `npm run`/`npm test` (workspace, prefix) must not leak in. */
const cleanEnv = (): NodeJS.ProcessEnv =>
  Object.fromEntries(Object.entries(process.env).filter(([key]) => !key.toLowerCase().startsWith('npm_')));

export interface CommandResult {
  ok: boolean;
  stdout: string;
  /** stdout and stderr, for failure messages. */
  output: string;
}

/** Runs a command; never throws, so a failing step shows its own output in the assertion. */
export async function command(file: string, args: string[], cwd: string): Promise<CommandResult> {
  try {
    const { stdout, stderr } = await run(file, args, { cwd, env: cleanEnv(), maxBuffer: 64 * 1024 * 1024 });
    return { ok: true, stdout, output: `${stdout}${stderr}` };
  } catch (error) {
    const failed = error as { stdout?: string; stderr?: string; message: string };
    return { ok: false, stdout: failed.stdout ?? '', output: `${failed.message}\n${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

/** The command's stdout, or an error carrying everything it printed. */
export const expectOk = (step: string, result: CommandResult): string => {
  if (!result.ok) throw new Error(`${step} failed:\n${result.output}`);
  return result.stdout;
};

/** `npm pack` of `dir` into `destination`; the tarball's path. */
export async function npmPack(dir: string, destination: string): Promise<string> {
  const output = expectOk(`npm pack ${dir}`, await command('npm', ['pack', '--json', '--pack-destination', destination], dir));
  const [packed] = JSON.parse(output) as { filename: string }[];
  if (!packed) throw new Error(`npm pack printed no file:\n${output}`);
  return join(destination, packed.filename);
}

/** A tool this repo installs (publint, attw): outside the repo, npx would fetch it. */
export const repoTool = (name: string): string => join(repoRoot, 'node_modules', '.bin', name);

/** Every file under `dir`, in name order. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? filesUnder(path) : [path];
    });

/** The version this repo uses, so `--prefer-offline` can serve it from the npm cache. */
const versionOf = (name: string): string =>
  (JSON.parse(readFileSync(join(repoRoot, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;

export const consumerDependencies = ['react', 'react-dom', '@tanstack/react-query', 'typescript', '@types/react'];

/** A fresh project under the OS temp dir with the consumer sources (and `extraSources`) in src/. */
export function createConsumerProject(extraSources: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'carsi-sdk-consumer-'));
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'carsi-sdk-consumer', private: true, type: 'module' }, null, 2));
  cpSync(join(consumerFixture, 'tsconfig.json'), join(dir, 'tsconfig.json'));
  cpSync(consumerFixture, join(dir, 'src'), { recursive: true, filter: (path) => !/(tsconfig\.json|run\.mjs)$/.test(path) });
  for (const [name, text] of Object.entries(extraSources)) writeFileSync(join(dir, 'src', name), text);
  return dir;
}

export async function installInto(project: string, tarball: string): Promise<void> {
  const packages = [tarball, ...consumerDependencies.map((name) => `${name}@${versionOf(name)}`)];
  expectOk('npm install', await command('npm', ['install', ...packages, '--no-audit', '--no-fund', '--prefer-offline'], project));
}

/** Type-checks and compiles the consumer with the TypeScript installed in the project. */
export const compileConsumer = (project: string): Promise<CommandResult> =>
  command('node', [join(project, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], project);

/** Copies the runner next to the compiled consumer and runs it in Node against `baseUrl`. */
export async function runConsumer(project: string, baseUrl: string): Promise<unknown> {
  cpSync(join(consumerFixture, 'run.mjs'), join(project, 'dist', 'run.mjs'));
  const output = expectOk('node run.mjs', await command('node', [join(project, 'dist', 'run.mjs'), baseUrl], project));
  return JSON.parse(output.trim().split('\n').at(-1) ?? '');
}
