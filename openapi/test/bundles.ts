import { readFileSync } from 'node:fs';
import { jsonBundle, services, type Service } from '@carsi/tooling/services';

export type Schema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  example?: unknown;
  examples?: unknown[];
  enum?: unknown[];
  'x-enum-varnames'?: string[];
};

export interface Parameter {
  $ref?: string;
  name: string;
  in: string;
  required?: boolean;
  example?: unknown;
  schema?: Schema;
}

export interface Operation {
  operationId: string;
  tags?: string[];
  summary?: string;
  'x-source'?: string;
  parameters?: Parameter[];
  requestBody?: { content: Record<string, { schema: Schema; example?: unknown }> };
  responses: Record<string, unknown>;
  security?: unknown[];
}

export interface Bundle {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas?: Record<string, Schema>; parameters?: Record<string, Parameter> };
}

export { services };
export const methods = ['get', 'put', 'post', 'delete', 'patch'] as const;

const cache = new Map<string, Bundle>();
export function bundle(service: Service): Bundle {
  let doc = cache.get(service);
  if (!doc) {
    // The JSON bundle: the same document as the YAML one (contract.test.ts checks), parsed in a fraction of its time.
    doc = JSON.parse(readFileSync(jsonBundle(service), 'utf8')) as Bundle;
    cache.set(service, doc);
  }
  return doc;
}

export interface Located {
  service: Service;
  method: string;
  path: string;
  operation: Operation;
}

function resolveParameter(doc: Bundle, parameter: Parameter): Parameter {
  if (!parameter.$ref) return parameter;
  const found = doc.components.parameters?.[parameter.$ref.split('/').pop() as string];
  if (!found) throw new Error(`unresolved ${parameter.$ref}`);
  return found;
}

/** Every operation of the three bundles, its parameters resolved (shared ones are `$ref`s). */
export function allOperations(): Located[] {
  return services.flatMap((service) => {
    const doc = bundle(service);
    return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      methods.flatMap((method) => {
        const operation = item[method];
        if (!operation) return [];
        const parameters = operation.parameters?.map((p) => resolveParameter(doc, p));
        return [{ service, method, path, operation: parameters ? { ...operation, parameters } : operation }];
      }),
    );
  });
}

/** `/api/province/{provinceId}/district` → `/api/province/{}/district`: the spec names parameters loosely. */
export const shapeOf = (path: string): string => path.replace(/\{[^}]+\}/g, '{}');

export function resolve(doc: Bundle, schema: Schema): Schema {
  let current = schema;
  while (current.$ref) {
    const name = current.$ref.split('/').pop() as string;
    const next = doc.components.schemas?.[name];
    if (!next) throw new Error(`unresolved ${current.$ref}`);
    current = next;
  }
  return current;
}

/** Every property name a schema (with its allOf parts and refs) may carry. */
export function propertyNames(doc: Bundle, schema: Schema): Set<string> {
  const resolved = resolve(doc, schema);
  const names = new Set(Object.keys(resolved.properties ?? {}));
  for (const part of [...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])]) {
    for (const name of propertyNames(doc, part)) names.add(name);
  }
  return names;
}

export function propertySchema(doc: Bundle, schema: Schema, name: string): Schema | undefined {
  const resolved = resolve(doc, schema);
  const direct = resolved.properties?.[name];
  if (direct) return direct;
  for (const part of [...(resolved.allOf ?? []), ...(resolved.oneOf ?? []), ...(resolved.anyOf ?? [])]) {
    const found = propertySchema(doc, part, name);
    if (found) return found;
  }
  return undefined;
}
