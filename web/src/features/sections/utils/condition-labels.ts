/** The condition labels live in web/src/utils so the selling pages read the same words. */
export { conditionLabels, conditionOrder, isCondition } from '@/utils/condition-labels.ts';
