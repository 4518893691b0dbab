/** The active faults: a list of rules, changed at run time, observed by whoever cares (QA panel). */
import { validateRule } from './fault-spec.ts';
import { ALL_OPERATIONS, type FaultRule } from './fault-types.ts';

let rules: FaultRule[] = [];
const listeners = new Set<(rules: readonly FaultRule[]) => void>();

function changed(): void {
  for (const listener of listeners) listener(rules);
}

export function listFaults(): readonly FaultRule[] {
  return rules;
}

/** Replaces every fault (each rule is validated; nothing changes if one is invalid). */
export function setFaults(next: readonly unknown[]): readonly FaultRule[] {
  rules = next.map(validateRule);
  changed();
  return rules;
}

export function addFault(rule: unknown): readonly FaultRule[] {
  rules = [...rules, validateRule(rule)];
  changed();
  return rules;
}

/** Removes the faults of one operation (or of `*`), or all when no id is given. */
export function clearFaults(operationId?: string): void {
  rules = operationId === undefined ? [] : rules.filter((r) => r.operationId !== operationId);
  changed();
}

export function onFaultsChange(listener: (rules: readonly FaultRule[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The rules that apply to an operation: its own first, then the `*` ones. */
export function faultsFor(operationId: string): FaultRule[] {
  return [
    ...rules.filter((r) => r.operationId === operationId),
    ...rules.filter((r) => r.operationId === ALL_OPERATIONS),
  ];
}
