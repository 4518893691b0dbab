/**
 * Every request is checked against the contract before any handler looks anything up: path
 * parameters, query and JSON body parse with the SDK's zod schemas of the operation. They come from
 * `loadRequestSchemas` (`@carsi/sdk/schemas`), one tag's module at a time: a page in mock mode builds
 * the schemas of the tags it calls, not of all 270 operations. A request the contract forbids gets
 * 400 1000-1016 naming the offending fields, never a lookup answer (a too-short password is invalid,
 * not an unknown account).
 * Multipart bodies are left to the handlers (their file checks answer the catalogue's own codes).
 */
import { loadRequestSchemas } from '@carsi/sdk/schemas';
import type { ZodType } from 'zod';
import type { OperationInfo } from './operation.ts';
import { invalid } from './envelope.ts';

type Shape = Record<string, ZodType>;

const shapeOf = (schema: ZodType | undefined): Shape | undefined => {
  const shape = schema && 'shape' in schema ? (schema as unknown as { shape: unknown }).shape : undefined;
  return typeof shape === 'object' && shape !== null ? (shape as Shape) : undefined;
};

/*
 * The schemas are fixed for the life of the process, so what only depends on them is worked out once
 * per schema instead of on every request: the list of fields, and whether a field may be left out.
 */
const fieldLists = new WeakMap<ZodType, [string, ZodType][]>();
const fieldsOf = (schema: ZodType | undefined): [string, ZodType][] => {
  if (!schema) return [];
  let fields = fieldLists.get(schema);
  if (!fields) {
    fields = Object.entries(shapeOf(schema) ?? {});
    fieldLists.set(schema, fields);
  }
  return fields;
};

const mayBeMissing = new WeakMap<ZodType, boolean>();
const acceptsMissing = (field: ZodType): boolean => {
  let accepts = mayBeMissing.get(field);
  if (accepts === undefined) {
    accepts = field.safeParse(undefined).success;
    mayBeMissing.set(field, accepts);
  }
  return accepts;
};

/** A query or path value as the schema reads it: text, a number or a boolean, whichever it takes. */
function candidates(raw: string): unknown[] {
  const out: unknown[] = [raw];
  if (/^-?\d+(\.\d+)?$/.test(raw.trim())) out.push(Number(raw));
  if (raw === 'true' || raw === 'false') out.push(raw === 'true');
  return out;
}

/** One value: as text, number or boolean; repeated values (or an array field): the list, as text or read. */
const accepts = (field: ZodType, raw: string[]): boolean =>
  [...(raw.length === 1 ? candidates(raw[0] ?? '') : []), raw, raw.map((r) => candidates(r).at(-1))].some((value) => field.safeParse(value).success);

/**
 * Verdicts on single values already checked, per field: the same ids, pages and sort names come back
 * on every call, and a refused try costs zod an error object. A verdict only depends on the schema and
 * the text, so it never goes stale. Bounded per field: past the limit it starts over.
 */
const verdicts = new WeakMap<ZodType, Map<string, boolean>>();
const VERDICT_LIMIT = 512;

function acceptsOne(field: ZodType, raw: string): boolean {
  let known = verdicts.get(field);
  if (!known) {
    known = new Map();
    verdicts.set(field, known);
  }
  let verdict = known.get(raw);
  if (verdict === undefined) {
    verdict = accepts(field, [raw]);
    if (known.size >= VERDICT_LIMIT) known.clear();
    known.set(raw, verdict);
  }
  return verdict;
}

/** Names of the fields of `values` that `schema` refuses (every field of a flat object schema). */
function badFields(schema: ZodType | undefined, values: Map<string, string[]>): string[] {
  return fieldsOf(schema).flatMap(([name, field]) => {
    const raw = values.get(name);
    if (raw === undefined || raw.length === 0) return acceptsMissing(field) ? [] : [name];
    const fine = raw.length === 1 ? acceptsOne(field, raw[0] ?? '') : accepts(field, raw);
    return fine ? [] : [name];
  });
}

function pathValues(template: string, pathname: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  const names = template.split('/');
  const parts = pathname.split('/');
  names.forEach((segment, i) => {
    const match = /^\{(\w+)\}$/.exec(segment);
    const part = parts[i];
    if (match?.[1] && part !== undefined) values.set(match[1], [decodeURIComponent(part)]);
  });
  return values;
}

async function jsonBodyProblems(schema: ZodType | undefined, request: Request): Promise<string[]> {
  if (!schema) return [];
  const type = request.headers.get('content-type') ?? '';
  if (type !== '' && !type.includes('json')) return [];
  const text = await request.clone().text();
  // No body at all is the handler's to judge (some bodies are optional; a missing required one is refused there).
  if (text.trim() === '') return [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return ['body'];
  }
  const result = schema.safeParse(body);
  if (result.success) return [];
  return [...new Set(result.error.issues.map((issue) => issue.path.join('.') || 'body'))];
}

/** The 400 answer for a request the contract forbids, or undefined when it is well-formed. */
export async function contractRefusal(operation: OperationInfo, request: Request): Promise<Response | undefined> {
  const schemas = await loadRequestSchemas(operation.operationId);
  if (!schemas) return undefined;
  const url = new URL(request.url);
  const query = new Map<string, string[]>();
  for (const key of new Set(url.searchParams.keys())) query.set(key, url.searchParams.getAll(key));
  const fields = [
    ...badFields(schemas.path, pathValues(operation.path, url.pathname)),
    ...badFields(schemas.query, query),
    ...(await jsonBodyProblems(schemas.body, request)),
  ];
  return fields.length > 0 ? invalid(...fields) : undefined;
}
