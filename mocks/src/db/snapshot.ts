/**
 * The store as text and back, so the in-browser backend survives a page reload: what a shopper did
 * before pressing F5 (logged in, filled the cart, saved a profile) is still there afterwards.
 */
import { SEED_ID } from '../generated/seed.ts';
import { currentWorld } from '../worlds/scope.ts';
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
  /** The scenario the world started from (worlds/scope.ts), which a reset goes back to; absent: the seed. */
  scenario?: string;
  db: unknown;
}

const fieldsOf = (store: object): string[] => Object.keys(store).sort();

/** The current world's store and scenario as text. */
export function serializeDb(): string {
  const { scenario } = currentWorld();
  const snapshot: Snapshot = { version: SNAPSHOT_VERSION, seed: SEED_ID, fields: fieldsOf(db), ...(scenario === undefined ? {} : { scenario }), db };
  return encodeStore(snapshot);
}

/**
 * Puts a snapshot back into the current world: its store and scenario. Returns false, leaving the world
 * as it is, for text that is not a snapshot of this version, seed and shape.
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
  currentWorld().scenario = typeof snapshot.scenario === 'string' ? snapshot.scenario : undefined;
  return true;
}
