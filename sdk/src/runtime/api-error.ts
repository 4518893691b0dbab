import { errorMessageFor, type AnyErrorCode } from './messages.ts';

export interface FieldProblem {
  field: string;
  code: string;
  message: string;
}

/** Every failed call of the SDK throws this: the catalogue code, its Turkish message and the status. */
export class ApiError extends Error {
  readonly code: AnyErrorCode | string;
  readonly status: number;
  readonly fields: readonly FieldProblem[];

  constructor(code: AnyErrorCode | string, status: number, fields: readonly FieldProblem[] = []) {
    super(errorMessageFor(code));
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fields = fields;
  }

  get isUnauthorized(): boolean {
    return this.status === 401;
  }

  /** 4xx answers will fail the same way again; network trouble and 5xx may not. */
  get isRetryable(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
