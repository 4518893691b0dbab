/**
 * For test files that walk the whole contract in one go: the MSW server in Node (an unhandled call
 * fails the test) on a freshly seeded store, which is put back afterwards for the next file.
 */
import { afterAll, beforeAll } from 'vitest';
import { resetMocks, server } from '../node.ts';

export function useSeededServer(): void {
  beforeAll(() => {
    server.listen({ onUnhandledFrame: 'error' });
    resetMocks();
  });
  afterAll(() => {
    resetMocks();
    server.close();
  });
}
