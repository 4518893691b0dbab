import { DEFAULT_FAILURE_MESSAGE, isApiError } from '@carsi/sdk/runtime';

/** The catalogue's Turkish text for a failed call (or the default), to show next to the action. */
export const errorMessageOf = (error: unknown): string | undefined =>
  error === null || error === undefined ? undefined : isApiError(error) ? error.message : DEFAULT_FAILURE_MESSAGE;
