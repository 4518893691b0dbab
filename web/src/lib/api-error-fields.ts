import { ApiError, isApiError } from '@carsi/sdk/runtime';

/**
 * The server names nested fields with their path ("companyInformation.iban"); a flat form knows them
 * as "iban". Answers the same error with the prefix removed, so the problem lands on the right field.
 */
export function withoutFieldPrefix(error: unknown, prefix: string): unknown {
  if (!isApiError(error)) return error;
  const fields = error.fields.map((problem) =>
    problem.field.startsWith(`${prefix}.`) ? { ...problem, field: problem.field.slice(prefix.length + 1) } : problem,
  );
  return new ApiError(error.code, error.status, fields);
}
