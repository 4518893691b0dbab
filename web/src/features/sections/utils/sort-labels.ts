/** The order names; which orders a section offers, and in what order, the facets say. */
export { isSort, sortLabels } from '@/lib/sort-options.ts';
