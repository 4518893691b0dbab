import { isApiError } from '@carsi/sdk/runtime';

/** The service answered that what the address names does not exist: the page is the Turkish 404 page. */
export const isNotFoundError = (error: unknown): boolean => isApiError(error) && error.status === 404;
