/**
 * The contract's documented examples as requests: for every operation of the three bundles
 * (openapi/dist, written by `npm run spec`; their JSON form), its path, query and header parameters filled with their
 * `example`, and its request body from the media type's `example` (JSON, or multipart with the binary
 * parts the schema names filled with a small valid file). The provider verification sends them to the
 * server under test; the mocks' example test to a freshly seeded mock store.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pngHeader } from '../http/image-size.ts';
import { bundleDir } from './bundle-dir.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

interface Parameter {
  $ref?: string;
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  example?: Json;
  schema?: { example?: Json; default?: Json; $ref?: string };
}

interface Media {
  schema?: JsonObject;
  example?: Json;
}

export interface ContractOperation {
  service: 'main' | 'content' | 'live';
  method: string;
  path: string;
  operationId: string;
  secured: boolean;
  parameters: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, Media> };
  responses: Record<string, JsonObject>;
  description: string;
  /** `x-example-member`: the member (e-mail) the example is for when it is not the demo member. */
  member?: string;
}

export interface ExampleRequest {
  operation: ContractOperation;
  /** What is missing for a complete example (a required parameter or body without one). */
  missing: string[];
  /** The request with `token` as bearer, against `base` (an origin; default http://localhost). */
  build(token: string | undefined, base?: string): Request;
}

const SERVICES = ['main', 'content', 'live'] as const;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Bundle {
  paths?: Record<string, Record<string, JsonObject>>;
  security?: Json;
  components?: { parameters?: Record<string, Parameter>; schemas?: Record<string, JsonObject> };
}

const bundles = new Map<string, Bundle>();
export function readBundle(service: (typeof SERVICES)[number]): Bundle {
  let doc = bundles.get(service);
  if (!doc) {
    doc = JSON.parse(readFileSync(join(bundleDir(), `${service}.json`), 'utf8')) as Bundle;
    bundles.set(service, doc);
  }
  return doc;
}

const isSecured = (security: Json | undefined): boolean =>
  Array.isArray(security) && security.some((s) => typeof s === 'object' && s !== null && Object.keys(s).length > 0);

/** Every operation of the three bundles with its parameters resolved. */
export function contractOperations(): ContractOperation[] {
  return SERVICES.flatMap((service) => {
    const doc = readBundle(service);
    return Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      METHODS.flatMap((method): ContractOperation[] => {
        const op = item[method];
        if (!op) return [];
        // Path-level parameters apply to every operation of the path; the operation's own win.
        const shared = (item.parameters ?? []) as unknown as Parameter[];
        const own = (op.parameters ?? []) as unknown as Parameter[];
        const parameters = [...own, ...shared].map((p) => {
          if (!p.$ref) return p;
          const found = doc.components?.parameters?.[p.$ref.split('/').pop() ?? ''];
          if (!found) throw new Error(`unresolved ${p.$ref}`);
          return found;
        }).filter((p, i, all) => all.findIndex((q) => q.name === p.name && q.in === p.in) === i);
        return [{
          service,
          method: method.toUpperCase(),
          path,
          operationId: String(op.operationId),
          secured: isSecured(op.security ?? doc.security),
          parameters,
          requestBody: op.requestBody as ContractOperation['requestBody'],
          responses: (op.responses ?? {}) as Record<string, JsonObject>,
          description: typeof op.description === 'string' ? op.description : '',
          ...(typeof op['x-example-member'] === 'string' ? { member: op['x-example-member'] } : {}),
        }];
      }),
    );
  });
}

/** Resolves a local schema reference of `service`'s bundle. */
export function schemaOf(service: ContractOperation['service'], schema: JsonObject | undefined): JsonObject | undefined {
  let current = schema;
  for (let depth = 0; current && typeof current.$ref === 'string' && depth < 20; depth += 1) {
    current = readBundle(service).components?.schemas?.[current.$ref.split('/').pop() ?? ''];
  }
  return current;
}

const exampleOf = (p: Parameter): Json | undefined => p.example ?? p.schema?.example;

/** A tiny valid PDF (the invoice and certificate uploads check the magic bytes). */
const pdf = (name: string): File => new File(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], name, { type: 'application/pdf' });
const image = (name: string): File => new File([pngHeader(800, 800)], name, { type: 'image/png' });

/** Binary parts a multipart schema declares (`contentMediaType`), single or array. */
function binaryParts(service: ContractOperation['service'], schema: JsonObject | undefined): { name: string; pdf: boolean; many: boolean; required: boolean }[] {
  const resolved = schemaOf(service, schema);
  if (!resolved) return [];
  const parts = [resolved, ...((resolved.allOf ?? []) as JsonObject[]).map((s) => schemaOf(service, s) ?? {})];
  const required = new Set(parts.flatMap((s) => (Array.isArray(s.required) ? s.required.map(String) : [])));
  return parts.flatMap((s) =>
    Object.entries((s.properties ?? {}) as Record<string, JsonObject>).flatMap(([name, prop]) => {
      const many = prop.type === 'array';
      const leaf = (many ? prop.items : prop) as JsonObject | undefined;
      const media = leaf?.contentMediaType;
      if (typeof media !== 'string') return [];
      return [{ name, pdf: media.includes('pdf'), many, required: required.has(name) }];
    }),
  );
}

function formOf(operation: ContractOperation, media: Media): FormData {
  const { service } = operation;
  const form = new FormData();
  const example = (bodyExample(operation, media) ?? {}) as JsonObject;
  const binary = binaryParts(service, media.schema);
  for (const [key, value] of Object.entries(example)) {
    if (value === null || binary.some((b) => b.name === key)) continue;
    if (Array.isArray(value) && value.every((v) => typeof v !== 'object')) for (const v of value) form.append(key, String(v));
    // Nested parts travel as JSON text, as the generated client and curl send them.
    else if (typeof value === 'object') form.append(key, JSON.stringify(value));
    else form.append(key, String(value));
  }
  // A binary part the example names (by a file name) or requires is sent as a small valid file.
  for (const part of binary) {
    if (!part.required && example[part.name] === undefined) continue;
    const file = part.pdf ? pdf(`${part.name}.pdf`) : image(`${part.name}.png`);
    form.append(part.name, file);
  }
  return form;
}

/** The body example: the media type's own, else the (resolved) schema's. */
export function bodyExample(operation: ContractOperation, media: Media | undefined): Json | undefined {
  if (!media) return undefined;
  return media.example ?? schemaOf(operation.service, media.schema)?.example;
}

export function exampleRequest(operation: ContractOperation): ExampleRequest {
  const missing: string[] = [];
  let path = operation.path;
  const query = new URLSearchParams();
  const headers: Record<string, string> = {};
  for (const p of operation.parameters) {
    const value = exampleOf(p);
    if (value === undefined || value === null) {
      if (p.required || p.in === 'path') missing.push(`${p.in} ${p.name}`);
      continue;
    }
    if (p.in === 'path') path = path.replace(`{${p.name}}`, encodeURIComponent(String(value)));
    else if (p.in === 'query') for (const v of Array.isArray(value) ? value : [value]) query.append(p.name, String(v));
    else if (p.in === 'header') headers[p.name] = String(value);
  }
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json'];
  const multipart = content['multipart/form-data'];
  const jsonExample = bodyExample(operation, json);
  if (operation.requestBody?.required && bodyExample(operation, json ?? multipart) === undefined) missing.push('request body');
  const search = query.size > 0 ? `?${query.toString()}` : '';
  return {
    operation,
    missing,
    build(token, base = 'http://localhost') {
      const auth: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
      const url = `${base}${path}${search}`;
      if (jsonExample !== undefined) {
        return new Request(url, { method: operation.method, headers: { ...headers, ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify(jsonExample) });
      }
      if (multipart) return new Request(url, { method: operation.method, headers: { ...headers, ...auth }, body: formOf(operation, multipart) });
      return new Request(url, { method: operation.method, headers: { ...headers, ...auth } });
    },
  };
}

/** Catalogue codes every answer of a kind may carry without the operation naming them (the shared responses' own). */
const GENERIC_CODES: Readonly<Record<string, readonly string[]>> = {
  '400': ['1000-1016', '1000-1004'],
  '401': ['1000-1003', '1000-1009'],
  '404': ['1000-1006'],
  '413': ['1000-1004'],
  '415': ['1000-1004'],
  '429': ['1000-1002'],
  '500': ['1000-1000'],
};

let documented: Map<string, { statuses: Set<number>; codes: Set<string> }> | undefined;

/** What the contract documents an operation may answer: its response statuses and the catalogue codes of its description. */
export function documentedAnswers(operationId: string): { statuses: Set<number>; codes: Set<string> } | undefined {
  documented ??= new Map(
    contractOperations().map((op) => {
      const statuses = new Set(Object.keys(op.responses).map(Number));
      const codes = new Set(op.description.match(/\d{4}-\d{4}/g) ?? []);
      for (const status of statuses) for (const code of GENERIC_CODES[String(status)] ?? []) codes.add(code);
      return [op.operationId, { statuses, codes }];
    }),
  );
  return documented.get(operationId);
}

/** The problem with an answer the contract does not document for the operation, if any. */
export function undocumentedAnswer(operationId: string, status: number, code: unknown): string | undefined {
  const answers = documentedAnswers(operationId);
  if (!answers) return `${operationId}: not in the contract`;
  if (!answers.statuses.has(status)) return `${operationId}: status ${status} (${String(code)}) not documented`;
  if (status >= 400 && typeof code === 'string' && !answers.codes.has(code)) return `${operationId}: code ${code} (${status}) not named in its description`;
  return undefined;
}
