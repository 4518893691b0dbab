/**
 * The active faults: a list of rules per world (worlds/scope.ts: the rules of the world the call is
 * answered in), changed at run time, observed by whoever cares (QA panel).
 */
import { currentWorld } from '../worlds/scope.ts';
import { validateRule } from './fault-spec.ts';
import { ALL_OPERATIONS, type FaultRule } from './fault-types.ts';

const listeners = new Set<(rules: readonly FaultRule[]) => void>();

function replace(next: readonly FaultRule[]): readonly FaultRule[] {
  currentWorld().faults = next;
  for (const listener of listeners) listener(next);
  return next;
}

export function listFaults(): readonly FaultRule[] {
  return currentWorld().faults;
}

/** Replaces every fault (each rule is validated; nothing changes if one is invalid). */
export function setFaults(next: readonly unknown[]): readonly FaultRule[] {
  return replace(next.map(validateRule));
}

export function addFault(rule: unknown): readonly FaultRule[] {
  return replace([...listFaults(), validateRule(rule)]);
}

/** Removes the faults of one operation (or of `*`), or all when no id is given. */
export function clearFaults(operationId?: string): void {
  replace(operationId === undefined ? [] : listFaults().filter((r) => r.operationId !== operationId));
}

export function onFaultsChange(listener: (rules: readonly FaultRule[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The rules that apply to an operation: its own first, then the `*` ones. */
export function faultsFor(operationId: string): FaultRule[] {
  const rules = listFaults();
  if (rules.length === 0) return [];
  return [
    ...rules.filter((r) => r.operationId === operationId),
    ...rules.filter((r) => r.operationId === ALL_OPERATIONS),
  ];
}
