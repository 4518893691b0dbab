/**
 * The store as text and back, so the in-browser backend survives a page reload: what a shopper did
 * before pressing F5 (logged in, filled the cart, saved a profile) is still there afterwards.
 */
import { SEED_ID } from '../generated/seed.ts';
import { db, replaceDb, type Db } from './database.ts';
import { decodeStore, encodeStore } from './store-codec.ts';

/** Bump when a record's shape changes: an older snapshot is then dropped instead of misread. */
export const SNAPSHOT_VERSION = 2;

interface Snapshot {
  version: number;
  /** The precomputed seed it grew from (mocks/scripts/write-seed.ts); another seed's store is dropped. */
  seed: string;
  /** The store's fields when the snapshot was taken; a store with other fields ignores it. */
  fields: string[];
  db: unknown;
}

const fieldsOf = (store: object): string[] => Object.keys(store).sort();

export function serializeDb(): string {
  const snapshot: Snapshot = { version: SNAPSHOT_VERSION, seed: SEED_ID, fields: fieldsOf(db), db };
  return encodeStore(snapshot);
}

/**
 * Puts a snapshot back into the live store. Returns false, leaving the store as it is, for text that
 * is not a snapshot of this version, seed and shape.
 */
export function restoreDb(text: string): boolean {
  let parsed: unknown;
  try {
    parsed = decodeStore(text);
  } catch {
    return false;
  }
  if (typeof parsed !== 'object' || parsed === null) return false;
  const snapshot = parsed as Partial<Snapshot>;
  if (
    snapshot.version !== SNAPSHOT_VERSION ||
    snapshot.seed !== SEED_ID ||
    !Array.isArray(snapshot.fields) ||
    snapshot.fields.join() !== fieldsOf(db).join() ||
    typeof snapshot.db !== 'object' ||
    snapshot.db === null
  ) {
    return false;
  }
  replaceDb(snapshot.db as Db);
  return true;
}
