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

/**
 * Turns the tagged objects of freshly parsed JSON back into maps and sets, in place. A walk after a
 * plain `JSON.parse` rather than a reviver: V8 calls a reviver for every value of the text, which made
 * reading the seed several times slower, twice per page load of the in-browser
 * backend (the seed, then the saved store).
 */
/** Rewrites a string of the decoded text (its field's name given), e.g. to move a timestamp (db/clock.ts). */
export type StringReviver = (text: string, key: string) => string;

function revive(value: unknown, strings: StringReviver | undefined, key: string): unknown {
  if (typeof value !== 'object' || value === null) return strings && typeof value === 'string' ? strings(value, key) : value;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) value[index] = revive(value[index], strings, key);
    return value;
  }
  const record = value as Record<string, unknown>;
  const entries = record[MAP_TAG];
  if (Array.isArray(entries)) return new Map((entries as [unknown, unknown][]).map(([k, entry]) => [revive(k, undefined, ''), revive(entry, strings, '')]));
  const members = record[SET_TAG];
  if (Array.isArray(members)) return new Set(members.map((m) => revive(m, strings, '')));
  for (const field of Object.keys(record)) record[field] = revive(record[field], strings, field);
  return record;
}

export function encodeStore(value: unknown): string {
  return JSON.stringify(value, replacer);
}

/** Throws a SyntaxError for text that is not JSON. `strings` rewrites strings in the same walk. */
export function decodeStore(text: string, strings?: StringReviver): unknown {
  return revive(JSON.parse(text), strings, '');
}
