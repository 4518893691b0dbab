/**
 * The order the examples are sent in, so that one run over a seeded store works: accepting a section's
 * contract first (selling needs it), then ordinary calls (an update after the call that creates its
 * record on the same path), deletions, the calls that end the session or the section account, and the
 * account deletion last.
 */
import { contractOperations, type ContractOperation } from '../contract.ts';

const FIRST = /CreateContract$/;
const ENDS_SESSION = /^(resetPassword|changePassword)$|SuspendAccount$/;
const DELETES = /^(delete|remove|un[a-z])|(Delete|Remove|Unfollow|Unban)[A-Z]|^[a-z]+(Un)(ban|favorite|follow)/;

function phase(op: ContractOperation): number {
  if (FIRST.test(op.operationId)) return 0;
  if (op.operationId === 'deleteAccount') return 4;
  if (ENDS_SESSION.test(op.operationId)) return 3;
  return op.method === 'DELETE' || DELETES.test(op.operationId) ? 2 : 1;
}

export function examplesInOrder(): ContractOperation[] {
  const all = contractOperations();
  // An update of a record runs after the call that creates it on the same path (PUT after POST /cart/{id}).
  const position = (operation: ContractOperation, index: number): number => {
    const creation = operation.method === 'PUT' ? all.findIndex((o) => o.path === operation.path && o.method === 'POST') : -1;
    return creation > index ? creation + 0.5 : index;
  };
  return all
    .map((operation, index) => ({ operation, index: position(operation, index) }))
    .sort((a, b) => phase(a.operation) - phase(b.operation) || a.index - b.index)
    .map(({ operation }) => operation);
}
