/**
 * After Orval: writes sdk/src/generated/operations.ts (every operation of the three bundles, for the
 * contract checks and tests), sdk/src/generated/response-schemas.ts (operationId → zod schema of its
 * success answer) and sdk/src/generated/request-schemas.ts (operationId → zod schemas of its path
 * parameters, query and body, the mocks' request check), gathered from Orval's zod output.
 */
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { resolveParameter, type ParameterObject } from '@carsi/tooling/openapi-parameters';
import { jsonBundle, root, services } from '@carsi/tooling/services';

const generated = join(root, 'sdk', 'src', 'generated');
const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface OperationObject {
  operationId: string;
  parameters?: ParameterObject[];
  tags: string[];
  'x-source': string;
  'x-query'?: boolean;
  security?: unknown[];
}

const filesUnder = (dir: string): string[] =>
  !existsSync(dir) ? [] : readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : path.endsWith('.ts') ? [path] : [];
  });

const pascal = (id: string): string => id.charAt(0).toUpperCase() + id.slice(1);

const rows: string[] = [];
const operationIds: string[] = [];
const imports: string[] = [];
const entries: string[] = [];
const requestImports: string[] = [];
const requestEntries: string[] = [];
/** operationId → the loader of its request schemas from its tag's zod module alone. */
const requestLoaders: string[] = [];
/** The request headers the contract's calls send: their security schemes' and their header parameters. */
const requestHeaders = new Set<string>();

for (const service of services) {
  const doc = JSON.parse(readFileSync(jsonBundle(service), 'utf8')) as {
    paths: Record<string, Partial<Record<(typeof methods)[number], OperationObject>> & { parameters?: ParameterObject[] }>;
    security?: unknown[];
    components?: {
      parameters?: Record<string, ParameterObject>;
      securitySchemes?: Record<string, { type: string; scheme?: string; in?: string; name?: string }>;
    };
  };
  for (const scheme of Object.values(doc.components?.securitySchemes ?? {})) {
    if (scheme.type === 'http' || scheme.type === 'oauth2' || scheme.type === 'openIdConnect') requestHeaders.add('Authorization');
    else if (scheme.type === 'apiKey' && scheme.in === 'header' && scheme.name) requestHeaders.add(scheme.name);
  }
  const addHeaderParameters = (parameters: ParameterObject[] | undefined): void => {
    for (const parameter of (parameters ?? []).map((parameter) => resolveParameter(doc, parameter))) if (parameter.in === 'header' && parameter.name) requestHeaders.add(parameter.name);
  };
  const zodExports = new Map<string, string>();
  for (const file of filesUnder(join(generated, service, 'zod'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/^export const (\w+(?:Response|Params|QueryParams|Body)) = /gm)) {
      zodExports.set(match[1] as string, './' + relative(generated, file).replace(/\.ts$/, ''));
    }
  }
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    addHeaderParameters(item.parameters);
    for (const method of methods) {
      const op = item[method];
      if (!op) continue;
      addHeaderParameters(op.parameters);
      const security = op.security ?? doc.security ?? [];
      const secured = security.some((s) => typeof s === 'object' && s !== null && Object.keys(s).length > 0);
      operationIds.push(op.operationId);
      rows.push(
        `  { service: '${service}', operationId: '${op.operationId}', method: '${method.toUpperCase()}', path: '${path}', tag: '${op.tags[0]}', source: '${op['x-source']}', secured: ${secured}, query: ${method === 'get' || op['x-query'] === true} },`,
      );
      const files = new Set<string>();
      const lazyParts: string[] = [];
      const parts = (['Params', 'QueryParams', 'Body'] as const).flatMap((part) => {
        const name = `${pascal(op.operationId)}${part}`;
        const file = zodExports.get(name);
        if (!file) return [];
        requestImports.push(`import { ${name} as ${op.operationId}${part} } from '${file}';`);
        files.add(file);
        const key = part === 'Params' ? 'path' : part === 'QueryParams' ? 'query' : 'body';
        lazyParts.push(`${key}: m.${name}`);
        return [`${key}: ${op.operationId}${part}`];
      });
      if (parts.length > 0) requestEntries.push(`  ${op.operationId}: { ${parts.join(', ')} },`);
      // A tag's request schemas live in one zod module; the loader only needs that one.
      const [file] = files;
      if (file && files.size === 1) requestLoaders.push(`  ${op.operationId}: () => import('${file}').then((m) => ({ ${lazyParts.join(', ')} })),`);
      else if (files.size > 1) throw new Error(`${op.operationId}: request schemas in ${files.size} modules`);
      const schemaName = `${pascal(op.operationId)}Response`;
      const from = zodExports.get(schemaName);
      if (from) {
        const alias = `${op.operationId}Schema`;
        imports.push(`import { ${schemaName} as ${alias} } from '${from}';`);
        entries.push(`  ${op.operationId}: ${alias},`);
      }
    }
  }
}

const banner = '// Generated by scripts/generate-operation-index.ts from openapi/dist. Do not edit.\n';

/**
 * The schema tables are typed by a cast after a cheap check. Every entry is one of Orval's zod schemas;
 * relating each of them to zod's `ZodType` (the tables' declared type) made the type checker compare
 * their deep generic internals, a large share of a single-threaded `tsc` for the three tables, where
 * checking each entry for a `safeParse` costs nothing measurable.
 */
const CHEAP_CHECK = '/** Each entry checked for a `safeParse`, then given the declared type (see scripts/generate-operation-index.ts). */';
writeFileSync(
  join(generated, 'operations.ts'),
  `${banner}
/** Every operationId of the three services. */
export type OperationId =
${operationIds.map((id) => `  | '${id}'`).join('\n')};

export interface OperationInfo {
  service: 'main' | 'content' | 'live';
  operationId: OperationId;
  method: 'GET' | 'PUT' | 'POST' | 'DELETE' | 'PATCH';
  path: string;
  tag: string;
  source: 'seed' | 'inferred';
  secured: boolean;
  /** Read-only: a GET, or a POST the contract marks \`x-query\` (the SDK generates a query hook). */
  query: boolean;
}

export const operations: readonly OperationInfo[] = [
${rows.join('\n')}
];

/** The request headers the contract's calls send (security schemes and header parameters of the three services). */
export const contractRequestHeaders: readonly string[] = ${JSON.stringify([...requestHeaders].sort())};
`,
);
writeFileSync(
  join(generated, 'response-schemas.ts'),
  `${banner}import type { ZodType } from 'zod';
import type { SchemaLike } from './request-schemas';
${imports.join('\n')}

${CHEAP_CHECK}
const schemaTable = {
${entries.join('\n')}
} satisfies Record<string, SchemaLike>;
export const responseSchemas = schemaTable as unknown as Readonly<Record<string, ZodType>>;
`,
);
writeFileSync(
  join(generated, 'request-schemas.ts'),
  `${banner}import type { ZodType } from 'zod';
${requestImports.join('\n')}

/** What each entry of the schema tables is checked to be: a zod schema, as far as a cheap check can tell (it has \`safeParse\`). */
export interface SchemaLike {
  safeParse: unknown;
}

/** What an operation takes, as the contract says: path parameters, query and (JSON or multipart) body. */
export interface RequestSchemas {
  path?: ZodType;
  query?: ZodType;
  body?: ZodType;
}

${CHEAP_CHECK}
const schemaTable = {
${requestEntries.join('\n')}
} satisfies Record<string, Partial<Record<keyof RequestSchemas, SchemaLike>>>;
export const requestSchemas = schemaTable as unknown as Readonly<Record<string, RequestSchemas>>;
`,
);
writeFileSync(
  join(generated, 'request-schema-loaders.ts'),
  `${banner}import type { RequestSchemas, SchemaLike } from './request-schemas';

/**
 * The same schemas as \`requestSchemas\`, loaded per operation: each loads its tag's zod module only,
 * so a client that checks a few operations (the mock backend in a browser page) does not build the
 * schemas of all of them.
 */
const loaderTable = {
${requestLoaders.join('\n')}
} satisfies Record<string, () => Promise<Partial<Record<keyof RequestSchemas, SchemaLike>>>>;
export const requestSchemaLoaders = loaderTable as unknown as Readonly<Record<string, () => Promise<RequestSchemas>>>;
`,
);
console.log(`indexed ${rows.length} operations, ${entries.length} response schemas, ${requestEntries.length} request schemas`);
