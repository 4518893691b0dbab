/**
 * Runs before every other handler: finds the contract operation of the call, applies the active
 * faults, answers 401 (1000-1003) when a secured operation comes without a valid token, and 400
 * (1000-1016) when the request breaks the contract — for the stateful handlers and Orval's generated
 * fallbacks alike. Anything else falls through.
 */
import { http } from 'msw';
import { applyFaults } from '../control/apply-faults.ts';
import { unauthorized } from '../http/envelope.ts';
import { operationOf } from '../http/operation.ts';
import { contractRefusal } from '../http/request-check.ts';
import { currentUser } from '../http/session.ts';

export const guardHandlers = [
  http.all('*', async ({ request }) => {
    const operation = operationOf(request);
    if (!operation) return undefined;
    const faulted = await applyFaults(operation.operationId, request);
    if (faulted) return faulted;
    if (operation.secured && !currentUser(request)) return unauthorized();
    return contractRefusal(operation, request);
  }),
];
