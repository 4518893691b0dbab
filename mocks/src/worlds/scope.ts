/**
 * Which world a call is answered in. Every module reads the store through `db` (db/database.ts) and the
 * faults through the fault store without being told the world: both ask `currentWorld()`, which is
 * - in Node, the world the request was started in (`runInWorld`, kept across awaits by the
 *   AsyncLocalStorage that worlds/async-scope.ts installs);
 * - in the browser, the default world: a page answers every call from the one world it was opened in
 *   (worlds/browser-world.ts gives it its name, store and scenario).
 * No imports but types, so the store and the fault store can both depend on it.
 */
import type { Db } from '../db/database.ts';
import type { FaultRule } from '../control/fault-types.ts';
import { DEFAULT_WORLD } from './names.ts';

export interface World {
  name: string;
  /** The scenario it started from and resets to (scenarios/index.ts); undefined: the seed alone. */
  scenario: string | undefined;
  /** Its store; made when first needed (the default world's decodes the seed field by field, db/database.ts). */
  store: Db | undefined;
  /** Its active fault rules (control/fault-store.ts). */
  faults: readonly FaultRule[];
  /** When it was made, last answered a call (ms since epoch), and how many calls it answered. */
  createdAt: number;
  lastUsedAt: number;
  requests: number;
}

export const newWorld = (name: string, scenario: string | undefined, now = Date.now()): World => ({
  name,
  scenario,
  store: undefined,
  faults: [],
  createdAt: now,
  lastUsedAt: now,
  requests: 0,
});

/** The world of calls that name none: the server's only world before worlds existed. It never expires. */
export const defaultWorld: World = newWorld(DEFAULT_WORLD, undefined);

/** What keeps the world of a call across its awaits (Node's AsyncLocalStorage has this shape). */
export interface AsyncWorldScope {
  getStore(): World | undefined;
  run<T>(world: World, fn: () => T): T;
}

let asyncScope: AsyncWorldScope | undefined;
/** Without an async scope: the world of the synchronous run in progress. */
let running: World | undefined;

/** Node entries install AsyncLocalStorage here (worlds/async-scope.ts); the browser never does. */
export function installWorldScope(scope: AsyncWorldScope): void {
  asyncScope ??= scope;
}

export function currentWorld(): World {
  return (asyncScope ? asyncScope.getStore() : running) ?? defaultWorld;
}

/**
 * Runs `fn` in `world`: everything it reads and changes through `db` and the fault store is that
 * world's. With an async scope installed (Node) this holds across awaits; without one (the browser),
 * only for the synchronous part of `fn`.
 */
export function runInWorld<T>(world: World, fn: () => T): T {
  if (asyncScope) return asyncScope.run(world, fn);
  const before = running;
  running = world;
  try {
    return fn();
  } finally {
    running = before;
  }
}
