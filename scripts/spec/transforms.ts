import { isObject, type Json, type JsonObject } from '@carsi/tooling/yaml';

export const httpMethods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'] as const;

export interface OperationRef {
  path: string;
  method: string;
  operation: JsonObject;
}

export function operationsOf(doc: JsonObject): OperationRef[] {
  const paths = isObject(doc.paths) ? doc.paths : {};
  return Object.entries(paths).flatMap(([path, item]) =>
    isObject(item)
      ? httpMethods.flatMap((method) => {
          const operation = item[method];
          return isObject(operation) ? [{ path, method, operation }] : [];
        })
      : [],
  );
}

const ref = (kind: string, name: string): JsonObject => ({ $ref: `#/components/${kind}/${name}` });

/** `x-data: <schema>` on a success response becomes the success envelope around that schema. */
function wrapEnvelope(response: JsonObject): void {
  const data = response['x-data'];
  if (data === undefined) return;
  delete response['x-data'];
  const media: JsonObject = {
    schema: {
      allOf: [
        ref('schemas', 'SuccessEnvelope'),
        { type: 'object', required: ['data'], properties: { data } },
      ],
    },
  };
  if (response['x-example'] !== undefined) {
    media.example = { status: 200, code: 0, message: 'İşlem başarılı.', data: response['x-example'] };
    delete response['x-example'];
  }
  response.content = { 'application/json': media };
}

/** A parameter or body field that names a record, so an unknown value is a not-found answer. */
const NAMES_A_RECORD = /(Id|Ids|Slug)$|^(id|slug|brand|creator)$/;

function resolved(doc: JsonObject, value: Json | undefined): JsonObject | undefined {
  let current = value;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string' && depth < 20; depth += 1) {
    const [, , kind, name] = current.$ref.split('/');
    const components = isObject(doc.components) ? doc.components : {};
    const kindMap = components[kind ?? ''];
    current = isObject(kindMap) && name !== undefined ? kindMap[name] : undefined;
  }
  return isObject(current) ? current : undefined;
}

/** Property names of a (resolved) schema with its allOf / oneOf / anyOf parts. */
function propertyNames(doc: JsonObject, schema: Json | undefined, depth = 0): string[] {
  const s = resolved(doc, schema);
  if (!s || depth > 10) return [];
  const own = isObject(s.properties) ? Object.keys(s.properties) : [];
  const parts = ['allOf', 'oneOf', 'anyOf'].flatMap((k) => (Array.isArray(s[k]) ? (s[k] as Json[]) : []));
  return [...own, ...parts.flatMap((p) => propertyNames(doc, p, depth + 1))];
}

/** Whether the request (path, query or body) names a record by id, slug or code. */
function namesARecord(doc: JsonObject, op: OperationRef): boolean {
  if (op.path.includes('{')) return true;
  const params = Array.isArray(op.operation.parameters) ? op.operation.parameters : [];
  if (params.some((p) => { const r = resolved(doc, p); return r?.in === 'query' && typeof r.name === 'string' && NAMES_A_RECORD.test(r.name); })) return true;
  const body = resolved(doc, op.operation.requestBody);
  const content = body && isObject(body.content) ? body.content : {};
  return Object.values(content).some((media) => isObject(media) && propertyNames(doc, media.schema).some((n) => NAMES_A_RECORD.test(n)));
}

/**
 * Error responses follow from the operation's shape, so no path file has to repeat them:
 * 400 always (a refusal names its catalogue code), 401 when it needs a token, 404 when the path,
 * a query parameter or a body field names a record, 413 and 415 when it takes a body (the HTTP
 * server refuses an oversized or non-JSON/non-form body before any handler), 429 always (rate
 * limits and resend waits), 500 always. An explicitly written response wins.
 */
function addErrorResponses(doc: JsonObject, op: OperationRef, globalSecurity: Json | undefined): void {
  const responses = op.operation.responses;
  if (!isObject(responses)) throw new Error(`${op.method.toUpperCase()} ${op.path}: no responses`);
  const security = op.operation.security ?? globalSecurity;
  const secured = Array.isArray(security) && security.some((s) => isObject(s) && Object.keys(s).length > 0);
  const hasBody = op.operation.requestBody !== undefined;
  const rules: [string, boolean, string][] = [
    ['400', true, 'BadRequest'],
    ['401', secured, 'Unauthorized'],
    ['404', namesARecord(doc, op), 'NotFound'],
    ['413', hasBody, 'PayloadTooLarge'],
    ['415', hasBody, 'UnsupportedMediaType'],
    ['429', true, 'TooManyRequests'],
    ['500', true, 'ServerError'],
  ];
  for (const [status, applies, name] of rules) {
    if (applies && responses[status] === undefined) responses[status] = ref('responses', name);
  }
}

export function expandOperations(doc: JsonObject): void {
  for (const op of operationsOf(doc)) {
    const responses = op.operation.responses;
    if (isObject(responses)) {
      for (const response of Object.values(responses)) if (isObject(response)) wrapEnvelope(response);
    }
    addErrorResponses(doc, op, doc.security);
  }
}

function collectRefs(value: Json, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectRefs(item, into);
  } else if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$ref' && typeof inner === 'string') into.add(inner);
      else collectRefs(inner, into);
    }
  }
}

/**
 * Keeps only the components a bundle's paths reach, so shared fragments cost nothing; with
 * `keepVocabulary`, schemas marked `x-vocabulary: true` (the enumerations of spec §3) stay too.
 */
export function pruneUnusedComponents(doc: JsonObject, keepVocabulary = false): void {
  const components = isObject(doc.components) ? doc.components : {};
  const reached = new Set<string>();
  collectRefs(doc.paths ?? {}, reached);
  const schemas = components.schemas;
  if (keepVocabulary && isObject(schemas)) {
    for (const [name, schema] of Object.entries(schemas)) {
      if (isObject(schema) && schema['x-vocabulary'] === true) reached.add(`#/components/schemas/${name}`);
    }
  }
  const queue = [...reached];
  while (queue.length > 0) {
    const pointer = queue.pop() as string;
    const [, , kind, name] = pointer.split('/');
    const kindMap = components[kind ?? ''];
    const target = isObject(kindMap) && name !== undefined ? kindMap[name] : undefined;
    if (target === undefined) {
      // While several people write fragments at once, SPEC_ALLOW_MISSING=1 lets a bundle build anyway.
      if (process.env.SPEC_ALLOW_MISSING === '1') { console.warn(`unresolved reference ${pointer}`); continue; }
      throw new Error(`unresolved reference ${pointer}`);
    }
    const found = new Set<string>();
    collectRefs(target, found);
    for (const next of found) if (!reached.has(next)) { reached.add(next); queue.push(next); }
  }
  for (const [kind, entries] of Object.entries(components)) {
    if (kind === 'securitySchemes' || !isObject(entries)) continue;
    for (const name of Object.keys(entries)) {
      if (!reached.has(`#/components/${kind}/${name}`)) delete entries[name];
    }
    if (Object.keys(entries).length === 0) delete components[kind];
  }
}

/** Conventions of docs/architecture.md#contract-conventions that Redocly does not know about. Returns the violations. */
export function conventionViolations(doc: JsonObject, service: string): string[] {
  const problems: string[] = [];
  for (const { path, method, operation } of operationsOf(doc)) {
    const where = `${service} ${method.toUpperCase()} ${path}`;
    if (typeof operation.operationId !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(operation.operationId)) {
      problems.push(`${where}: operationId must be camelCase`);
    }
    if (operation['x-source'] !== 'seed' && operation['x-source'] !== 'inferred') {
      problems.push(`${where}: x-source must be seed or inferred`);
    }
    if (!Array.isArray(operation.tags) || operation.tags.length !== 1) problems.push(`${where}: exactly one tag`);
    if (typeof operation.summary !== 'string') problems.push(`${where}: summary missing`);
  }
  return problems;
}
