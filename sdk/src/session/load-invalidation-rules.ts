import type { InvalidationRule } from '../runtime/invalidation.ts';

/**
 * The invalidation rules, for `createQueryClient({ invalidate: loadInvalidationRules })`: a module of their
 * own, imported when the first mutation starts, so an app's first load does not carry the table.
 */
export const loadInvalidationRules = (): Promise<readonly InvalidationRule[]> =>
  import('./invalidation-rules.ts').then(({ invalidationRules }) => invalidationRules);
