/**
 * Starts a built renderer's host (`<outDir>-server/serve.js`) in a Node process of its own on a free
 * port, as `npm run serve` would: for the bench and the journeys that measure or use the shop as it is
 * deployed with pages drawn per request.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';

export interface RunningHost {
  /** The host's origin, without a trailing slash. */
  origin: string;
  /** What the host printed about pages it answered with the shell. */
  warnings: string[];
  close: () => Promise<void>;
}

export function spawnHost(serverDir: string): Promise<RunningHost> {
  const child = spawn(process.execPath, [join(serverDir, 'serve.js')], {
    env: { ...process.env, NODE_ENV: 'production', PORT: '0' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
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
      const port = /http:\/\/localhost:(\d+)/.exec(printed)?.[1];
      if (port) resolve({ origin: `http://127.0.0.1:${port}`, warnings, close });
    });
    child.once('exit', (code) => reject(new Error(`the shop's host stopped (code ${String(code)}): ${warnings.join('\n')}`)));
  });
}
