/** The condition labels live in web/src/utils so the selling pages read the same words; the listing filters offer the conditions the facets list. */
export { conditionLabels, isCondition } from '@/utils/condition-labels.ts';
