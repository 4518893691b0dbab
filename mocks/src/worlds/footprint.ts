/**
 * What a world's store weighs, estimated from its records without walking them: each field's records
 * count times what one record of that field weighs in the seed (its JSON text per record, measured once
 * on the seed), times the heap one byte of store text takes once decoded. `npm run bench:mocks` measures
 * the real heap of fresh worlds beside this estimate.
 */
import { SEED_FIELDS, SEED_TEXT } from '../generated/seed.ts';
import { decodeStore, encodeStore } from '../db/store-codec.ts';
import type { World } from './scope.ts';

/**
 * Heap bytes per byte of store text: a fresh world's heap after full GCs over the seed's text length,
 * measured by `npm run bench:mocks`, which prints its measure beside this estimate.
 */
export const HEAP_PER_TEXT_BYTE = 1.7;
/** The heap of a fresh world (the seed decoded, before any call adds to it). */
export const FRESH_WORLD_BYTES = Math.round(SEED_TEXT.length * HEAP_PER_TEXT_BYTE);

/** Text bytes of one record of a field the seed holds none of. */
const UNKNOWN_RECORD_BYTES = 120;

/** Records of a field: rows of a table, entries of a map or set, summed over an object's own fields. */
function recordsOf(value: unknown, depth = 0): number {
  if (Array.isArray(value)) return value.length;
  if (value instanceof Map || value instanceof Set) return value.size;
  if (typeof value === 'object' && value !== null && depth === 0) return Object.values(value).reduce((sum: number, inner) => sum + recordsOf(inner, 1), 0);
  return 1;
}

let perRecord: Map<string, number> | undefined;

/** Text bytes per record of each field, from the seed (decoded once, on the first estimate). */
function bytesPerRecord(): Map<string, number> {
  if (perRecord) return perRecord;
  const seed = decodeStore(SEED_TEXT) as Record<string, unknown>;
  perRecord = new Map(SEED_FIELDS.map((field) => {
    const records = recordsOf(seed[field]);
    return [field, records === 0 ? UNKNOWN_RECORD_BYTES : encodeStore(seed[field]).length / records];
  }));
  return perRecord;
}

/** Estimated heap bytes of a world's store; 0 while the default world has not decoded its seed yet. */
export function approxWorldBytes(world: World): number {
  const store = world.store as Record<string, unknown> | undefined;
  if (!store) return 0;
  const sizes = bytesPerRecord();
  let text = 0;
  for (const field of SEED_FIELDS) {
    // A field of the default world's lazy store that nothing has read yet is a getter: not decoded, nothing held.
    if (Object.getOwnPropertyDescriptor(store, field)?.get) continue;
    text += recordsOf(store[field]) * (sizes.get(field) ?? UNKNOWN_RECORD_BYTES);
  }
  return Math.round(text * HEAP_PER_TEXT_BYTE);
}
