/**
 * The store as text and back, so the in-browser backend survives a page reload: what a shopper did
 * before pressing F5 (logged in, filled the cart, saved a profile) is still there afterwards.
 */
import { db, FAKER_SEED, type Db } from './database.ts';

/** Bump when a record's shape changes: an older snapshot is then dropped instead of misread. */
export const SNAPSHOT_VERSION = 2;

interface Snapshot {
  version: number;
  seed: number;
  /** The store's fields when the snapshot was taken; a store with other fields ignores it. */
  fields: string[];
  db: unknown;
}

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

const fieldsOf = (store: object): string[] => Object.keys(store).sort();

export function serializeDb(): string {
  const snapshot: Snapshot = { version: SNAPSHOT_VERSION, seed: FAKER_SEED, fields: fieldsOf(db), db };
  return JSON.stringify(snapshot, replacer);
}

/**
 * Puts a snapshot back into the live store. Returns false, leaving the store as it is, for text that
 * is not a snapshot of this version, seed and shape.
 */
export function restoreDb(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text, reviver);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null) return false;
  const snapshot = parsed as Partial<Snapshot>;
  if (
    snapshot.version !== SNAPSHOT_VERSION ||
    snapshot.seed !== FAKER_SEED ||
    !Array.isArray(snapshot.fields) ||
    snapshot.fields.join() !== fieldsOf(db).join() ||
    typeof snapshot.db !== 'object' ||
    snapshot.db === null
  ) {
    return false;
  }
  Object.assign(db, snapshot.db as Db);
  return true;
}
