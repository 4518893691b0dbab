/** `npm run mocks:serve`: the mock backend on http://localhost:$PORT (default 4010). */
import { randomBytes } from 'node:crypto';
import { handlers } from './handlers/index.ts';
import { createMockHttpServer, listen } from './http-server.ts';
import { preloadMocks } from './preload.ts';
import { CORPORATE_EMAIL, CORPORATE_PASSWORD, CORPORATE_TOKEN, DEMO_EMAIL, DEMO_PASSWORD, DEMO_TOKEN, seedSizes } from './db/index.ts';

const port = Number(process.env.PORT ?? 4010);
const host = process.env.HOST ?? 'localhost';
// The control API changes what every client of this server sees: only whoever started it may use it.
const controlToken = process.env.MOCKS_CONTROL_TOKEN || randomBytes(16).toString('hex');
await preloadMocks();
const server = createMockHttpServer(handlers, { controlToken });
const taken = await listen(server, port, host);
const sizes = Object.entries(seedSizes()).map(([k, v]) => `${k} ${v}`).join(', ');
console.log(`Çarşı mock backend on http://${host}:${taken}`);
console.log(`  ${handlers.length} handlers; seed: ${sizes}`);
console.log(`  demo: ${DEMO_EMAIL} / ${DEMO_PASSWORD} (token ${DEMO_TOKEN})`);
console.log(`  corporate: ${CORPORATE_EMAIL} / ${CORPORATE_PASSWORD} (token ${CORPORATE_TOKEN})`);
console.log('  control: GET/POST/DELETE /__control/faults, POST /__control/reset (JSON bodies)');
console.log(`  control token: ${controlToken}  (send it as X-Control-Token; set MOCKS_CONTROL_TOKEN to choose it)`);

const stop = (): void => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
