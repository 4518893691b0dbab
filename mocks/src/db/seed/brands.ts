import { CATEGORY_TREE } from './categories.ts';

/** Every brand named by a leaf of the category tree, once, in first-seen order. */
export const BRAND_NAMES: readonly string[] = [
  ...new Set(CATEGORY_TREE.flatMap((top) => top.groups.flatMap((g) => g.leaves.flatMap((l) => l.brands)))),
];
