/**
 * Requests the contract forbids are refused with 400 1000-1016 before any lookup: for every
 * operation, its documented example is broken one way at a time from the schemas — a required query
 * parameter or JSON body field removed, a number outside its bounds, a text too short or too long, a
 * value outside its enumeration, an id that is not an integer — and each must come back 400.
 * (Multipart bodies are the handlers' to check; their fields are not fuzzed here.)
 */
import { describe, expect, it } from 'vitest';
import { DEMO_TOKEN } from './node.ts';
import { bodyExample, contractOperations, exampleRequest, schemaOf, type ContractOperation } from './testing/contract-examples.ts';
import { useSeededServer } from './testing/seeded-server.ts';

useSeededServer();

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Schema = { [key: string]: Json };

/** Values the schema refuses, each with what it breaks. */
function invalidValues(schema: Schema | undefined): [string, Json][] {
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
  }
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

interface Case {
  what: string;
  request: Request;
}

function cases(op: ContractOperation): Case[] {
  const example = exampleRequest(op);
  if (example.missing.length > 0) return [];
  const base = example.build(DEMO_TOKEN);
  const url = new URL(base.url);
  const out: Case[] = [];
  const withUrl = (what: string, next: URL, body?: string): void => {
    out.push({ what, request: new Request(next, { method: base.method, headers: base.headers, body }) });
  };
  const json = op.requestBody?.content['application/json'];
  const jsonBody = bodyExample(op, json);
  const bodyText = jsonBody === undefined ? undefined : JSON.stringify(jsonBody);
  for (const p of op.parameters) {
    if (p.in === 'path') {
      for (const [why, value] of invalidValues(schemaOf(op.service, p.schema as Schema) ?? (p.schema as Schema))) {
        const segments = op.path.split('/');
        const actual = url.pathname.split('/');
        const at = segments.indexOf(`{${p.name}}`);
        if (at < 0 || value === null || typeof value === 'object') continue;
        actual[at] = encodeURIComponent(String(value));
        const next = new URL(url);
        next.pathname = actual.join('/');
        withUrl(`path ${p.name} ${why}`, next, bodyText);
      }
    }
    if (p.in === 'query') {
      if (p.required) {
        const next = new URL(url);
        next.searchParams.delete(p.name);
        withUrl(`query ${p.name} missing`, next, bodyText);
      }
      for (const [why, value] of invalidValues(schemaOf(op.service, p.schema as Schema) ?? (p.schema as Schema))) {
        const next = new URL(url);
        next.searchParams.set(p.name, String(value));
        withUrl(`query ${p.name} ${why}`, next, bodyText);
      }
    }
  }
  const object = json ? objectOf(op, json.schema as Schema) : undefined;
  if (object && jsonBody !== null && typeof jsonBody === 'object' && !Array.isArray(jsonBody)) {
    const send = (what: string, body: Json): void => {
      out.push({ what, request: new Request(url, { method: base.method, headers: base.headers, body: JSON.stringify(body) }) });
    };
    for (const name of object.required) {
      send(`body ${name} missing`, Object.fromEntries(Object.entries(jsonBody).filter(([key]) => key !== name)));
    }
    for (const [name, prop] of Object.entries(object.properties)) {
      for (const [why, value] of invalidValues(prop)) send(`body ${name} ${why}`, { ...jsonBody, [name]: value });
    }
  }
  return out;
}

describe('requests the contract forbids', () => {
  it('are refused with 400 and the validation code, before any lookup', async () => {
    const wrong: string[] = [];
    let total = 0;
    for (const op of contractOperations()) {
      for (const c of cases(op)) {
        total += 1;
        const response = await fetch(c.request);
        const body = (await response.json()) as { code?: unknown };
        if (response.status !== 400 || body.code !== '1000-1016') wrong.push(`${op.operationId} ${c.what}: ${response.status} ${String(body.code)}`);
      }
    }
    console.log(`invalid requests refused ${total - wrong.length}/${total}`);
    expect(wrong).toEqual([]);
    expect(total).toBeGreaterThan(500);
  }, 120_000);
});
