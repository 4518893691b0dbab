/**
 * Requests the contract forbids, made from each operation's documented example broken one way at a
 * time from the schemas: a required query parameter or JSON body field removed, a number outside its
 * bounds, a text too short or too long, a value outside its enumeration, a value of the wrong type, an id
 * that is not an integer, and JSON that does not parse. Each names the field it breaks (none for
 * malformed JSON). Multipart bodies are left whole: their parts are the handlers' to check.
 */
import { bodyExample, exampleRequest, schemaOf, type ContractOperation } from '../contract.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: Json };

export interface InvalidCase {
  what: string;
  /** The request field broken (as the server should name it in `fields`); none for malformed JSON. */
  field?: string;
  request: Request;
}

/** Values the schema refuses, each with what it breaks; `inBody` adds values of the wrong JSON type. */
function invalidValues(schema: Schema | undefined, inBody: boolean): [string, Json][] {
  if (!schema) return [];
  const out: [string, Json][] = [];
  const type = schema.type;
  if (type === 'integer' || type === 'number') {
    if (typeof schema.minimum === 'number') out.push(['below minimum', schema.minimum - 1]);
    if (typeof schema.maximum === 'number') out.push(['above maximum', schema.maximum + 1]);
    out.push(['not a number', 'abc']);
  }
  if (type === 'string' && !Array.isArray(schema.enum)) {
    if (typeof schema.minLength === 'number' && schema.minLength > 1) out.push(['too short', 'a'.repeat(schema.minLength - 1)]);
    if (typeof schema.maxLength === 'number') out.push(['too long', 'a'.repeat(schema.maxLength + 1)]);
    if (inBody) out.push(['of the wrong type (a number)', 12345]);
  }
  if (inBody && type === 'boolean') out.push(['of the wrong type (a text)', 'evet']);
  if (inBody && type === 'array') out.push(['of the wrong type (a text)', 'liste']);
  if (Array.isArray(schema.enum)) out.push(['outside the enumeration', 'BILINMEYEN_DEGER']);
  return out;
}

/** A flat view of an object schema: its properties and required names (allOf parts merged). */
function objectOf(op: ContractOperation, schema: Schema | undefined): { properties: Record<string, Schema>; required: string[] } | undefined {
  const resolved = schemaOf(op.service, schema);
  if (!resolved) return undefined;
  const parts = [resolved, ...((Array.isArray(resolved.allOf) ? resolved.allOf : []) as Schema[]).map((p) => schemaOf(op.service, p) ?? {})];
  if (parts.some((p) => Array.isArray(p.oneOf) || Array.isArray(p.anyOf))) return undefined;
  const properties: Record<string, Schema> = {};
  const required: string[] = [];
  for (const part of parts) {
    for (const [name, prop] of Object.entries((part.properties ?? {}) as Record<string, Schema>)) properties[name] = schemaOf(op.service, prop) ?? prop;
    if (Array.isArray(part.required)) required.push(...part.required.map(String));
  }
  return Object.keys(properties).length > 0 ? { properties, required } : undefined;
}

const parameterSchema = (op: ContractOperation, schema: unknown): Schema | undefined => schemaOf(op.service, schema as Schema) ?? (schema as Schema | undefined);

export function invalidCases(op: ContractOperation, token: string | undefined, base = 'http://localhost'): InvalidCase[] {
  const example = exampleRequest(op);
  if (example.missing.length > 0) return [];
  const built = example.build(token, base);
  const url = new URL(built.url);
  const out: InvalidCase[] = [];
  const json = op.requestBody?.content['application/json'];
  const jsonBody = bodyExample(op, json);
  const bodyText = jsonBody === undefined ? undefined : JSON.stringify(jsonBody);
  const withUrl = (what: string, field: string, next: URL): void => {
    out.push({ what, field, request: new Request(next, { method: built.method, headers: built.headers, body: bodyText }) });
  };
  for (const p of op.parameters) {
    if (p.in === 'path') {
      const at = op.path.split('/').indexOf(`{${p.name}}`);
      for (const [why, value] of invalidValues(parameterSchema(op, p.schema), false)) {
        if (at < 0 || value === null || typeof value === 'object') continue;
        const segments = url.pathname.split('/');
        // A path prefix of the server (before the contract's path) shifts the segment.
        segments[segments.length - op.path.split('/').length + at] = encodeURIComponent(String(value));
        const next = new URL(url);
        next.pathname = segments.join('/');
        withUrl(`path ${p.name} ${why}`, p.name, next);
      }
    }
    if (p.in === 'query') {
      if (p.required) {
        const next = new URL(url);
        next.searchParams.delete(p.name);
        withUrl(`query ${p.name} missing`, p.name, next);
      }
      for (const [why, value] of invalidValues(parameterSchema(op, p.schema), false)) {
        const next = new URL(url);
        next.searchParams.set(p.name, String(value));
        withUrl(`query ${p.name} ${why}`, p.name, next);
      }
    }
  }
  if (bodyText !== undefined) {
    out.push({ what: 'body is malformed JSON', request: new Request(url, { method: built.method, headers: built.headers, body: bodyText.slice(0, -1) }) });
  }
  const object = json ? objectOf(op, json.schema as Schema) : undefined;
  if (object && jsonBody !== null && typeof jsonBody === 'object' && !Array.isArray(jsonBody)) {
    const send = (what: string, field: string, body: Json): void => {
      out.push({ what, field, request: new Request(url, { method: built.method, headers: built.headers, body: JSON.stringify(body) }) });
    };
    for (const name of object.required) {
      send(`body ${name} missing`, name, Object.fromEntries(Object.entries(jsonBody).filter(([key]) => key !== name)));
    }
    for (const [name, prop] of Object.entries(object.properties)) {
      for (const [why, value] of invalidValues(prop, true)) send(`body ${name} ${why}`, name, { ...jsonBody, [name]: value });
    }
  }
  return out;
}
