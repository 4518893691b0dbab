/**
 * Loads up front what a browser page loads on demand (the faker fallbacks, every tag's request
 * schemas). In Node the mock backend serves tests and long-running servers: a test's time limit
 * should not pay for the first call of a tag, nor a benchmark's first seconds.
 */
import { loadRequestSchemas, operations } from '@carsi/sdk/schemas';
import { loadFallbacks } from './handlers/fallbacks.ts';

export async function preloadMocks(): Promise<void> {
  await Promise.all([loadFallbacks(), ...operations.map((operation) => loadRequestSchemas(operation.operationId))]);
}
