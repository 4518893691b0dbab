/** `carsi-mocks serve` (and `npm run mocks:serve`): the mock backend on http://<host>:<port> until stopped. */
import { randomBytes } from 'node:crypto';
import { CORPORATE_EMAIL, CORPORATE_PASSWORD, CORPORATE_TOKEN, DEMO_EMAIL, DEMO_PASSWORD, DEMO_TOKEN, seedSizes } from '../db/index.ts';
import { handlers } from '../handlers/index.ts';
import { createMockHttpServer, listen } from '../http-server.ts';
import { preloadMocks } from '../preload.ts';
import { setBaseScenario } from '../worlds/registry.ts';
import { parseServeOptions, SERVE_HELP } from './serve-options.ts';

export async function serveCommand(args: string[]): Promise<void> {
  const options = parseServeOptions(args);
  if (options.help) {
    console.log(SERVE_HELP);
    return;
  }
  // The control API changes what every client of this server sees: only whoever started it may use it.
  const controlToken = process.env.MOCKS_CONTROL_TOKEN || randomBytes(16).toString('hex');
  await preloadMocks();
  const server = createMockHttpServer(handlers, { controlToken, worlds: options.worlds, ...(options.chaos ? { chaos: options.chaos } : {}) });
  if (options.scenario !== undefined) setBaseScenario(options.scenario);
  const taken = await listen(server, options.port, options.host);
  const sizes = Object.entries(seedSizes()).map(([k, v]) => `${k} ${v}`).join(', ');
  console.log(`Çarşı mock backend on http://${options.host}:${taken}`);
  console.log(`  ${handlers.length} handlers; seed: ${sizes}`);
  if (options.scenario !== undefined) console.log(`  scenario: ${options.scenario} (every world starts from it)`);
  console.log(`  worlds: X-Carsi-World header, at most ${options.worlds.maxWorlds} besides the default one, dropped after ${options.worlds.idleMs / 60_000} min idle`);
  console.log(`  demo: ${DEMO_EMAIL} / ${DEMO_PASSWORD} (token ${DEMO_TOKEN})`);
  console.log(`  corporate: ${CORPORATE_EMAIL} / ${CORPORATE_PASSWORD} (token ${CORPORATE_TOKEN})`);
  const { latency, faultRate } = options.chaos ?? {};
  if (latency) console.log(`  latency: ${latency.min === latency.max ? `${latency.min} ms` : `${latency.min}-${latency.max} ms`} on every answer`);
  if (faultRate) console.log(`  fault rate: ${faultRate} of calls answer 500 (1000-1000)`);
  console.log('  control: GET/POST/DELETE /__control/faults, POST /__control/reset, GET/POST/DELETE /__control/worlds, GET /__control/scenarios (JSON bodies)');
  console.log(`  control token: ${controlToken}  (send it as X-Control-Token; set MOCKS_CONTROL_TOKEN to choose it)`);

  const stop = (): void => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
