/**
 * Where a journey run listens, all from E2E_PORT (default 5173), so that two runs with different ports
 * (say, two developers' journeys) share a machine: the mock-mode shop on E2E_PORT itself, the shop built
 * for real services on E2E_PORT + 10000 and the mock backend standing in for its services on
 * E2E_PORT + 20000 (e2e/support/serve-rendered-shop.ts). Read by playwright.config.ts, by that script and
 * by the specs, in the runner, the web server and the workers alike (each inherits E2E_PORT).
 */

const RENDERED_SHOP_OFFSET = 10_000;
const MOCK_SERVICES_OFFSET = 20_000;

/** The mock-mode shop's port (`vite preview`, or the dev server with E2E_DEV=1). */
export function e2ePort(env: NodeJS.ProcessEnv = process.env): number {
  const port = Number(env.E2E_PORT ?? 5173);
  if (!Number.isInteger(port) || port < 1 || port + MOCK_SERVICES_OFFSET > 65_535) {
    throw new Error(`E2E_PORT must be a port from 1 to ${65_535 - MOCK_SERVICES_OFFSET} (the run also listens on it + ${RENDERED_SHOP_OFFSET} and + ${MOCK_SERVICES_OFFSET}), got "${env.E2E_PORT ?? ''}".`);
  }
  return port;
}

/**
 * The origin of the shop built for real services, on its own host (`npm run serve`), without a trailing
 * slash. Loopback by address: it is also the build's VITE_SITE_URL, the origin its canonical links name.
 */
export const renderedShopOrigin = (env: NodeJS.ProcessEnv = process.env): string => `http://127.0.0.1:${e2ePort(env) + RENDERED_SHOP_OFFSET}`;

/** The origin of the mock backend over HTTP (`npm run mocks:serve`) that the rendered shop's build calls as its three services. */
export const mockServicesOrigin = (env: NodeJS.ProcessEnv = process.env): string => `http://127.0.0.1:${e2ePort(env) + MOCK_SERVICES_OFFSET}`;
