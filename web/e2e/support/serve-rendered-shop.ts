/**
 * The journeys' shop built for real services, started once per Playwright run (the second `webServer` of
 * playwright.config.ts) and shared by rendered.spec.ts, seo.spec.ts and live-video.spec.ts in both
 * projects:
 * 1. the mock backend over HTTP, as `npm run mocks:serve` runs it, standing in for the three services
 *    on mockServicesOrigin() (e2e/support/e2e-ports.ts);
 * 2. one production build for those services (`npm run build`'s, web/build/build-shop.ts) into
 *    e2e/artifacts/rendered-shop-<E2E_PORT>, with VITE_SITE_URL set to the host's own origin, so the
 *    front doors prerendered at build time name the address the journeys ask for as canonical;
 * 3. the shop's host on renderedShopOrigin(), as `npm run serve` runs it.
 * Each service runs in a process of its own; this one waits for them and stops them when it is stopped
 * (Playwright ends the whole process group at the end of the run). A test keeps its data to itself
 * through its world (X-Carsi-World, e2e/support/world.ts); the host's own calls read public data from
 * the default world.
 *
 * Run with Node on the sources (tooling/node-on-sources.ts), from web/ or anywhere.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { nodeOnSources } from '@carsi/tooling/node-on-sources';
import { buildShop, shopEnv, webDir } from '../../build/build-shop.ts';
import { e2ePort, mockServicesOrigin, renderedShopOrigin } from './e2e-ports.ts';

const running: ChildProcess[] = [];

function stopAll(code: number): never {
  for (const child of running) if (child.exitCode === null) child.kill();
  process.exit(code);
}
process.once('SIGTERM', () => stopAll(0));
process.once('SIGINT', () => stopAll(0));

/**
 * Runs `command` on `origin`'s port on loopback and resolves once it prints that it listens there. If it
 * stops, so does this process, printing what it wrote to stderr (Playwright shows it); while it runs, its
 * stderr is not shown (the host's warnings about pages a journey asks for are not the journeys' concern).
 */
function startListening(name: string, { command, args }: { command: string; args: string[] }, origin: string, env: NodeJS.ProcessEnv): Promise<void> {
  const { port } = new URL(origin);
  const child = spawn(command, args, { env: { ...process.env, ...env, PORT: port, HOST: '127.0.0.1' }, stdio: ['ignore', 'pipe', 'pipe'] });
  running.push(child);
  let errors = '';
  child.stderr?.setEncoding('utf8').on('data', (text: string) => (errors = `${errors}${text}`.slice(-20_000)));
  return new Promise((resolve, reject) => {
    let printed = '';
    const listening = new RegExp(`http://(?:localhost|127\\.0\\.0\\.1):${port}\\b`);
    child.stdout?.setEncoding('utf8').on('data', (text: string) => {
      if (printed.length < 10_000) printed += text;
      if (listening.test(printed)) resolve();
    });
    child.once('exit', (code) => {
      const stopped = new Error(`${name} on ${origin} stopped (code ${String(code)})`);
      reject(stopped);
      console.error(`${stopped.message}:\n${errors}`);
      stopAll(1);
    });
  });
}

const services = mockServicesOrigin();
const shop = renderedShopOrigin();
const dir = join(webDir, 'e2e', 'artifacts', `rendered-shop-${e2ePort()}`);

await startListening('the mock backend', nodeOnSources(join(webDir, '..', 'mocks', 'src', 'serve.ts')), services, {});
try {
  await buildShop({ dir, env: { ...shopEnv(services), VITE_SITE_URL: shop } });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stopAll(1);
}
await startListening("the shop's host", { command: process.execPath, args: [join(webDir, 'server', 'serve.ts')] }, shop, { NODE_ENV: 'production', WEB_BUILD_DIR: dir });
console.log(`The shop built for real services at ${shop}, its services at ${services}`);
