/**
 * The control API (`/__control/...`), as MSW handlers so it works the same in the browser worker,
 * in tests and on the HTTP server. Plain JSON, not the envelope: it is not part of the contract.
 */
import { http, HttpResponse } from 'msw';
import { readJson } from '../http/body.ts';
import { seedSizes } from '../db/database.ts';
import { scenarioInfos } from '../scenarios/index.ts';
import { createWorld, dropNamedWorlds, dropWorld, WorldRefusal, worldsReport } from '../worlds/registry.ts';
import { currentWorld } from '../worlds/scope.ts';
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
  /** The world of the call (`X-Carsi-World`, else the default one) back to its seed and scenario, without faults. */
  http.post('*/__control/reset', () => {
    resetAll();
    return HttpResponse.json({ reset: true, world: currentWorld().name, sizes: seedSizes() });
  }),
  http.get('*/__control/db', () => HttpResponse.json({ world: currentWorld().name, sizes: seedSizes() })),

  // Worlds (worlds/registry.ts): these answer about all worlds, whichever world the call names.
  http.get('*/__control/worlds', () => HttpResponse.json(worldsReport())),
  /** Body `{ "name": "qa-ayse", "scenario": "store-owner" }`: (re)starts that world now, from the scenario or the seed. */
  http.post('*/__control/worlds', async ({ request }) => {
    const body = await readJson(request);
    const { name, scenario } = body;
    if (typeof name !== 'string' || (scenario !== undefined && scenario !== null && typeof scenario !== 'string')) {
      return bad(new Error('The body is { "name": string, "scenario"?: string }.'));
    }
    try {
      const world = createWorld(name, scenario ?? undefined);
      return HttpResponse.json(worldsReport().worlds.find((w) => w.name === world.name) ?? { name: world.name }, { status: 201 });
    } catch (error) {
      if (error instanceof WorldRefusal) return HttpResponse.json({ error: error.message }, { status: error.status });
      throw error;
    }
  }),
  http.delete('*/__control/worlds/:name', ({ params }) => {
    const name = String(params.name);
    return dropWorld(name) ? HttpResponse.json({ dropped: name }) : HttpResponse.json({ error: `No world "${name}" (the default world is reset, not dropped).` }, { status: 404 });
  }),
  http.delete('*/__control/worlds', () => {
    const dropped = worldsReport().worlds.length - 1;
    dropNamedWorlds();
    return HttpResponse.json({ dropped });
  }),
  http.get('*/__control/scenarios', () => HttpResponse.json({ scenarios: scenarioInfos() })),
];
