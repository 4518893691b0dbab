/**
 * `@carsi/sdk/schemas`: the zod schemas of every answer and a validator that checks live answers
 * against them. Development builds and tests pass it to `configureSdk({ validateResponse })`;
 * production does not import this entry, so the schemas stay out of its bundle.
 */
import type { ContractDriftReport, ResponseValidator } from './runtime/config.ts';
import { findOperation } from './contract/operation-matcher.ts';
import { responseSchemas } from './generated/response-schemas.ts';

export { responseSchemas } from './generated/response-schemas.ts';
export { requestSchemas, type RequestSchemas } from './generated/request-schemas.ts';
export { loadRequestSchemas } from './contract/load-request-schemas.ts';
export { contractRequestHeaders, operations, type OperationInfo } from './generated/operations.ts';
export { findOperation } from './contract/operation-matcher.ts';
export { verticals, verticalBySlug, type VerticalInfo, type VerticalSlug, type VerticalKey, type VerticalCapability } from './generated/verticals.ts';

export const validateResponse: ResponseValidator = ({ service, method, path, body }) => {
  const operation = findOperation(service, method, path);
  if (!operation) return { operationId: `${method} ${path}`, issues: [{ path: '', message: 'not an operation of the contract' }] };
  const schema = responseSchemas[operation.operationId];
  if (!schema) return undefined;
  const result = schema.safeParse(body);
  if (result.success) return undefined;
  const report: ContractDriftReport = {
    operationId: operation.operationId,
    issues: result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  };
  return report;
};
