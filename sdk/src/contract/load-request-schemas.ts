import { requestSchemaLoaders } from '../generated/request-schema-loaders.ts';
import type { RequestSchemas } from '../generated/request-schemas.ts';

const loaded = new Map<string, RequestSchemas>();

/**
 * What an operation takes (path, query, body schemas), loading only its tag's zod module the first
 * time; undefined for an operation that takes nothing or that the contract does not have.
 */
export async function loadRequestSchemas(operationId: string): Promise<RequestSchemas | undefined> {
  const known = loaded.get(operationId);
  if (known) return known;
  const load = requestSchemaLoaders[operationId];
  if (!load) return undefined;
  const schemas = await load();
  loaded.set(operationId, schemas);
  return schemas;
}
