import { useDeferredValue } from 'react';

/**
 * A listing page's answer, rendered at transition priority: once it is in, the grid of cards (the page's
 * heaviest render) renders in slices that leave the main thread free for input, while the skeleton
 * stays a moment. `waiting` holds until the first answer is rendered, unless the call failed. Read the
 * count from `page` too: it then comes with the grid, in the same commit, and cannot wrap its row and
 * move the skeleton on its own.
 */
export function useDeferredPage<T>(query: { data: T | undefined; isError: boolean }): { page: T | undefined; waiting: boolean } {
  const page = useDeferredValue(query.data);
  return { page, waiting: page === undefined && !query.isError };
}
