/**
 * The control API (`/__control/...`), as MSW handlers so it works the same in the browser worker,
 * in tests and on the HTTP server. Plain JSON, not the envelope: it is not part of the contract.
 */
import { http, HttpResponse } from 'msw';
import { readJson } from '../http/body.ts';
import { seedSizes } from '../db/database.ts';
import { FaultSpecError, parseFaultSpec } from './fault-spec.ts';
import { addFault, clearFaults, listFaults, setFaults } from './fault-store.ts';
import { resetAll } from './reset.ts';

const bad = (error: unknown): Response =>
  HttpResponse.json({ error: error instanceof Error ? error.message : String(error) }, { status: 400 });

const current = (): Response => HttpResponse.json({ faults: listFaults() });

export const controlHandlers = [
  http.get('*/__control/faults', () => current()),
  /**
   * Body: `{ "faults": [rule, …] }` replaces all, `{ "spec": "getCart:hang,latency:500" }` replaces
   * all from the text form, a single rule `{ "operationId", "kind", … }` is added.
   */
  http.post('*/__control/faults', async ({ request }) => {
    const body = await readJson(request);
    try {
      if (Array.isArray(body.faults)) setFaults(body.faults);
      else if (typeof body.spec === 'string') setFaults(parseFaultSpec(body.spec));
      else addFault(body);
    } catch (error) {
      if (error instanceof FaultSpecError) return bad(error);
      throw error;
    }
    return current();
  }),
  http.delete('*/__control/faults', ({ request }) => {
    clearFaults(new URL(request.url).searchParams.get('operationId') ?? undefined);
    return current();
  }),
  http.post('*/__control/reset', () => {
    resetAll();
    return HttpResponse.json({ reset: true, sizes: seedSizes() });
  }),
  http.get('*/__control/db', () => HttpResponse.json({ sizes: seedSizes() })),
];
