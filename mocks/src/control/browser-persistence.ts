/**
 * Keeps the in-browser backend's store in localStorage: restored before the worker answers its first
 * call, saved shortly after every call that may change it and when the page is hidden or goes away.
 * Another tab's save is picked up at once, so two tabs of the shop see one backend, as they would with a
 * real server.
 */
import { restoreDb, serializeDb } from '../db/snapshot.ts';
import { DEFAULT_WORLD, worldStorageKey } from '../worlds/names.ts';
import { resetWorld } from '../worlds/registry.ts';
import { currentWorld } from '../worlds/scope.ts';
import type { KeyValueStorage } from './browser-faults.ts';

/** The default world's store; another world's has its own key (worlds/names.ts). */
export const DB_STORAGE_KEY = worldStorageKey('db', DEFAULT_WORLD);
const SAVE_DELAY_MS = 200;

/**
 * Reads are not saved one by one: a save writes the whole store out as text to compare it with the
 * saved text, and a page load makes a dozen reads and asks for two dozen pictures. What a read changes
 * (an order that moved on with time, a broadcast's view history) is saved when the page is hidden or
 * goes away, or with the next change.
 */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface StorePersistence {
  /** Call after the backend answered `request`: a change is saved, batched with the calls that follow it. */
  answered(request: Request): void;
  saveNow(): void;
}

/** What another tab's save looks like (the browser's StorageEvent). */
interface StorageChange extends Event {
  key: string | null;
  newValue: string | null;
}

/** The page's document as far as saving goes: it says when the page is hidden (a tab switch, a phone's home screen). */
export interface PageDocument extends EventTarget {
  readonly visibilityState: string;
}

/** Which world's store the page keeps, and the scenario it asked for (worlds/page-world.ts). */
export interface KeptWorld {
  /** Its localStorage key (default: the default world's). */
  key?: string;
  /** Start the world from this scenario unless its saved store already runs it. */
  scenario?: string;
}

export function persistStore(storage: KeyValueStorage, target: EventTarget = globalThis, page: PageDocument | undefined = globalThis.document, world: KeptWorld = {}): StorePersistence {
  const key = world.key ?? DB_STORAGE_KEY;
  // The text in storage as this tab last saw it. Most calls only read, and a save of an unchanged
  // store would copy the whole store into storage and make every other tab of the shop parse it again.
  let stored: string | undefined;
  const saved = storage.getItem(key);
  if (saved !== null) {
    if (restoreDb(saved)) stored = saved;
    else storage.removeItem(key);
  }
  // A page asked for a scenario its world does not run (yet): the world starts over from it.
  const startOver = world.scenario !== undefined && currentWorld().scenario !== world.scenario;
  if (startOver) {
    currentWorld().scenario = world.scenario;
    resetWorld();
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  const saveNow = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const text = serializeDb();
    if (text === stored) return;
    try {
      storage.setItem(key, text);
      stored = text;
    } catch (error) {
      // A full storage only costs the reload memory; the backend itself goes on answering.
      console.warn('[mocks] could not keep the store across reloads:', error);
    }
  };
  target.addEventListener('pagehide', saveNow);
  // A phone may end a hidden tab without a pagehide.
  page?.addEventListener('visibilitychange', () => {
    if (page.visibilityState === 'hidden') saveNow();
  });
  target.addEventListener('storage', (event) => {
    const { key: changed, newValue } = event as StorageChange;
    // Another tab saved, removed the store or cleared the storage: what is stored is no longer ours.
    if (changed !== null && changed !== key) return;
    stored = undefined;
    if (newValue !== null && restoreDb(newValue)) stored = newValue;
  });
  // The scenario's world is saved at once: a reload, or another tab of the same world, starts from it.
  if (startOver) saveNow();
  return {
    answered: (request) => {
      if (!READS.has(request.method)) timer ??= setTimeout(saveNow, SAVE_DELAY_MS);
    },
    saveNow,
  };
}
