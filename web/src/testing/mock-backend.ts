import { configureSdk } from '@carsi/sdk/runtime';
import { resetMocks, server } from '@carsi/mocks/node';
import { afterAll, beforeAll, beforeEach } from 'vitest';

/** Where the SDK sends its calls in these tests; MSW answers them in this process. */
export const MOCK_SERVICES_ORIGIN = 'http://localhost';

/**
 * The mock backend (`@carsi/mocks/node`: MSW over the same handlers as `npm run mocks:serve`, freshly
 * seeded) answers the SDK's calls in this file's tests, as the services answer a loader on the shop's
 * server. For node-environment tests of server code (resource routes' loaders). An unhandled call fails.
 */
export function withMockBackend(): void {
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    resetMocks();
  });
  // testing/setup.ts resets the SDK's settings after each test.
  beforeEach(() => configureSdk({ baseUrls: { main: MOCK_SERVICES_ORIGIN, content: MOCK_SERVICES_ORIGIN, live: MOCK_SERVICES_ORIGIN } }));
  afterAll(() => {
    resetMocks();
    server.close();
  });
}
