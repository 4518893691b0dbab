/**
 * Starts a server in a Node process of its own on a free port and learns its origin from what it
 * prints: the built renderer's host (`<outDir>-server/serve.js`, as `npm run serve` runs it), for the
 * bench and the journeys that use the shop as it is deployed with pages drawn per request; and the mock
 * backend (`npm run mocks:serve`), for the journeys that stand it in for the services.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { nodeOnSources } from '../../scripts/lib/node-on-sources.ts';

export interface RunningHost {
  /** The host's origin, without a trailing slash. */
  origin: string;
  /** What the host printed on its error output (the pages it answered with the shell, say). */
  warnings: string[];
  close: () => Promise<void>;
}

/** Runs `command` with PORT=0 and resolves once it prints the address it listens on. */
function spawnListening(name: string, command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<RunningHost> {
  const child = spawn(command, [...args], { env: { ...process.env, ...env, PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
  const warnings: string[] = [];
  child.stderr.setEncoding('utf8').on('data', (text: string) => warnings.push(...text.split('\n').filter(Boolean)));
  const close = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  return new Promise((resolve, reject) => {
    let printed = '';
    child.stdout.setEncoding('utf8').on('data', (text: string) => {
      printed += text;
      const port = /http:\/\/(?:localhost|127\.0\.0\.1):(\d+)/.exec(printed)?.[1];
      if (port) resolve({ origin: `http://127.0.0.1:${port}`, warnings, close });
    });
    child.once('exit', (code) => reject(new Error(`${name} stopped (code ${String(code)}): ${warnings.join('\n')}`)));
  });
}

export const spawnHost = (serverDir: string): Promise<RunningHost> =>
  spawnListening("the shop's host", process.execPath, [join(serverDir, 'serve.js')], { NODE_ENV: 'production' });

const repoRoot = join(import.meta.dirname, '..', '..');

/**
 * The mock backend over HTTP, as `npm run mocks:serve` runs it (Node's own type stripping, the repo's
 * imports resolved by scripts/lib/source-resolve.ts). Its own process keeps the test runner from
 * loading the whole backend: Playwright compiles what a spec imports with Babel, ≈30 s of CPU for the
 * backend, its generated handlers and its seed.
 */
export function spawnMockServices(): Promise<RunningHost> {
  const { command, args } = nodeOnSources(join(repoRoot, 'mocks', 'src', 'serve.ts'));
  return spawnListening('the mock backend', command, args, { HOST: '127.0.0.1' });
}
