/**
 * Orval over the bundles of `npm run spec`: per service, React Query hooks (sdk/src/generated/<service>),
 * zod schemas (sdk/src/generated/<service>/zod) and MSW handlers with Turkish faker data
 * (mocks/src/generated/<service>). Everything these write is wiped and rewritten on each run;
 * hand-written code lives outside the targets.
 */
import { readFileSync } from 'node:fs';
import { defineConfig, type Options } from 'orval';
import { resolveParameter, type ParameterComponents, type ParameterObject } from '@carsi/tooling/openapi-parameters';
import { jsonBundle, services, type Service } from '@carsi/tooling/services';

/** The runtime's mutator each service's calls go through (sdk/src/runtime/mutators.ts). */
const mutators: Record<Service, string> = {
  main: 'mainRequest',
  content: 'contentRequest',
  live: 'liveRequest',
};

/** The project that writes a service's hooks and models (`npm run generate` starts the mock seed after the main one). */
export const hooksProject = (service: Service): string => `${service}Hooks`;

interface Operation {
  operationId: string;
  parameters?: ParameterObject[];
  'x-query'?: boolean;
}

interface Bundle extends ParameterComponents {
  paths?: Record<string, Record<string, Operation>>;
}

/** Each bundle is read once per run. */
const parsedBundles = new Map<Service, Bundle>();
function bundle(service: Service): Bundle {
  let doc = parsedBundles.get(service);
  if (!doc) {
    doc = JSON.parse(readFileSync(jsonBundle(service), 'utf8')) as Bundle;
    parsedBundles.set(service, doc);
  }
  return doc;
}

function operations(service: Service): Operation[] {
  return Object.values(bundle(service).paths ?? {}).flatMap((item) =>
    Object.values(item).filter((op): op is Operation => typeof op === 'object' && op !== null && 'operationId' in op),
  );
}

/** Read-only calls the spec makes POST (`x-query: true` in the contract) are queries in the SDK, not mutations. */
const readOnlyPosts = (service: Service): string[] => operations(service).filter((op) => op['x-query'] === true).map((op) => op.operationId);

/** Paged lists (a `currentPage` query parameter, usually the shared `CurrentPage`) also get infinite-query hooks. */
const pagedOperations = (service: Service): string[] =>
  operations(service)
    .filter((op) => (op.parameters ?? []).map((p) => resolveParameter(bundle(service), p)).some((p) => p.name === 'currentPage' && p.in === 'query'))
    .map((op) => op.operationId);

function hooks(service: Service): Options {
  const readOnly = readOnlyPosts(service);
  return {
    input: { target: jsonBundle(service) },
    output: {
      mode: 'tags-split',
      target: `sdk/src/generated/${service}/endpoints`,
      schemas: `sdk/src/generated/${service}/model`,
      client: 'react-query',
      packageJson: 'sdk/package.json',
      // Selects the calling convention only: the mutator gets one config object ({ url, method, params,
      // data }) and the hooks return its unwrapped answer. No axios code is generated or installed (the
      // runtime sends with fetch). Orval's default, 'fetch', would hand the mutator (url, RequestInit),
      // build the query string itself and type every answer as { data, status, headers }.
      httpClient: 'axios',
      clean: true,
      override: {
        mutator: { path: 'sdk/src/runtime/mutators.ts', name: mutators[service] },
        operations: Object.fromEntries([
          ...readOnly.map((id) => [id, { query: { useQuery: true, useMutation: false } }]),
          ...pagedOperations(service).map((id) => [
            id,
            { query: { useQuery: true, useInfinite: true, useInfiniteQueryParam: 'currentPage', ...(readOnly.includes(id) ? { useMutation: false } : {}) } },
          ]),
        ]),
      },
    },
  };
}

function zodSchemas(service: Service): Options {
  return {
    input: { target: jsonBundle(service) },
    output: { mode: 'tags-split', target: `sdk/src/generated/${service}/zod`, client: 'zod', clean: true },
  };
}

/**
 * The handlers' models stay in one file per service (no `schemas` folder): only the handlers' types
 * read them, and Orval writes its files one after the other, so one file per model cost a good part
 * of its run.
 */
function mswHandlers(service: Service): Options {
  return {
    input: { target: jsonBundle(service) },
    output: {
      mode: 'tags-split',
      target: `mocks/src/generated/${service}/endpoints/${service}.ts`,
      client: 'fetch',
      clean: true,
      mock: { generators: [{ type: 'msw', locale: 'tr', useExamples: false }] },
    },
  };
}

export default defineConfig(
  Object.fromEntries(
    services.flatMap((service) => [
      [hooksProject(service), hooks(service)],
      [`${service}Zod`, zodSchemas(service)],
      [`${service}Mocks`, mswHandlers(service)],
    ]),
  ),
);
