/**
 * The store as JSON text and back. Maps and sets are tagged, so a store read back has the same maps
 * it was written with; the precomputed seed and the browser's saved store both use this form.
 */
const MAP_TAG = '__map';
const SET_TAG = '__set';

const replacer = (_key: string, value: unknown): unknown => {
  if (value instanceof Map) return { [MAP_TAG]: [...value] };
  if (value instanceof Set) return { [SET_TAG]: [...value] };
  return value;
};

const reviver = (_key: string, value: unknown): unknown => {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const tagged = value as Record<string, unknown>;
    if (Array.isArray(tagged[MAP_TAG])) return new Map(tagged[MAP_TAG] as [unknown, unknown][]);
    if (Array.isArray(tagged[SET_TAG])) return new Set(tagged[SET_TAG] as unknown[]);
  }
  return value;
};

export function encodeStore(value: unknown): string {
  return JSON.stringify(value, replacer);
}

/** Throws a SyntaxError for text that is not JSON. */
export function decodeStore(text: string): unknown {
  return JSON.parse(text, reviver);
}
