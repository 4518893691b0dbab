import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { serializeDb } from '../db/snapshot.ts';
import { db, resetDb } from '../db/database.ts';
import { worldStorageKey } from '../worlds/names.ts';
import { resetWorld } from '../worlds/registry.ts';
import { currentWorld } from '../worlds/scope.ts';
import { DB_STORAGE_KEY, persistStore } from './browser-persistence.ts';
import type { KeyValueStorage } from './browser-faults.ts';

const memoryStorage = (): KeyValueStorage & { items: Map<string, string> } => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
};

const call = (method: string): Request => new Request('http://localhost:5173/api/marketplace/cart', { method });

/** A page's document whose visibility the test sets. */
const pageDocument = (): EventTarget & { visibilityState: string } => Object.assign(new EventTarget(), { visibilityState: 'visible' });

const storageEvent = (key: string, newValue: string): Event => Object.assign(new Event('storage'), { key, newValue });

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  currentWorld().scenario = undefined;
  resetDb();
});

describe('the in-browser store across reloads', () => {
  it('comes back after a reload with what the shopper did', () => {
    const storage = memoryStorage();
    const page = new EventTarget();
    const persistence = persistStore(storage, page);
    db.sessions.set('oturum-1', 1);
    persistence.answered(call('POST'));
    vi.advanceTimersByTime(250);

    resetDb(); // the reload: a fresh store from the seed
    persistStore(storage, new EventTarget());
    expect(db.sessions.get('oturum-1')).toBe(1);
  });

  it('saves when the page goes away, even before the batch delay', () => {
    const storage = memoryStorage();
    const page = new EventTarget();
    persistStore(storage, page);
    db.favorites.set(1, [7]);
    page.dispatchEvent(new Event('pagehide'));
    expect(storage.items.has(DB_STORAGE_KEY)).toBe(true);
    resetDb();
    persistStore(storage, new EventTarget());
    expect(db.favorites.get(1)).toEqual([7]);
  });

  it('saves what a read changed when the page is hidden, not after every read', () => {
    const storage = memoryStorage();
    const document = pageDocument();
    const persistence = persistStore(storage, new EventTarget(), document);
    db.favorites.set(1, [5]); // say, an order that moved on with time while it was read
    persistence.answered(call('GET'));
    persistence.answered(call('HEAD'));
    vi.advanceTimersByTime(1_000);
    expect(storage.items.has(DB_STORAGE_KEY)).toBe(false);

    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(storage.items.has(DB_STORAGE_KEY)).toBe(true);
    resetDb();
    persistStore(storage, new EventTarget(), pageDocument());
    expect(db.favorites.get(1)).toEqual([5]);
  });

  it('saves a change shortly after the call, batched with the calls that follow', () => {
    const storage = memoryStorage();
    const writes = vi.spyOn(storage, 'setItem');
    const persistence = persistStore(storage, new EventTarget(), pageDocument());
    for (const method of ['POST', 'PUT', 'DELETE']) {
      db.favorites.set(1, [method.length]);
      persistence.answered(call(method));
    }
    expect(writes).not.toHaveBeenCalled();
    vi.advanceTimersByTime(250);
    expect(writes).toHaveBeenCalledTimes(1);
    resetDb();
    persistStore(storage, new EventTarget(), pageDocument());
    expect(db.favorites.get(1)).toEqual([6]);
  });

  it("takes another tab's save at once", () => {
    const page = new EventTarget();
    persistStore(memoryStorage(), page);
    db.carts.set(1, []);
    const otherTab = serializeDb();
    resetDb();
    page.dispatchEvent(storageEvent(DB_STORAGE_KEY, otherTab));
    expect(db.carts.get(1)).toEqual([]);
  });

  it('writes the store only when it changed, and again after another tab removed it', () => {
    const storage = memoryStorage();
    const writes = vi.spyOn(storage, 'setItem');
    const page = new EventTarget();
    const persistence = persistStore(storage, page);
    db.sessions.set('oturum-2', 1);
    persistence.saveNow();
    persistence.saveNow(); // a call that only read
    page.dispatchEvent(new Event('pagehide'));
    expect(writes).toHaveBeenCalledTimes(1);

    db.favorites.set(1, [9]);
    persistence.saveNow();
    expect(writes).toHaveBeenCalledTimes(2);

    storage.removeItem(DB_STORAGE_KEY); // the QA panel's reset in another tab
    page.dispatchEvent(Object.assign(new Event('storage'), { key: DB_STORAGE_KEY, newValue: null }));
    persistence.saveNow();
    expect(writes).toHaveBeenCalledTimes(3);
    resetDb();
    persistStore(storage, new EventTarget());
    expect(db.favorites.get(1)).toEqual([9]);
  });

  it('drops a saved store it cannot read and starts from the seed', () => {
    const storage = memoryStorage();
    storage.setItem(DB_STORAGE_KEY, '{"version":0}');
    persistStore(storage, new EventTarget());
    expect(storage.getItem(DB_STORAGE_KEY)).toBeNull();
    expect(db.carts.get(1)?.length).toBe(2);
  });

  it("keeps each world's store under its own key, and starts a world from the scenario the page asks for", () => {
    const storage = memoryStorage();
    const world = { key: worldStorageKey('db', 'qa-1'), scenario: 'new-member' };
    const member = () => db.users.some((u) => u.email === 'elif.demir@carsi.test');
    const persistence = persistStore(storage, new EventTarget(), pageDocument(), world);
    expect(member()).toBe(true);
    // Saved at once, under the world's key only: the default world's store is untouched.
    expect(storage.items.has(world.key)).toBe(true);
    expect(storage.items.has(DB_STORAGE_KEY)).toBe(false);

    // A reload of the same world (the scenario asked again or not) keeps what was done there.
    db.favorites.set(1, [77]);
    persistence.saveNow();
    currentWorld().scenario = undefined;
    resetDb();
    persistStore(storage, new EventTarget(), pageDocument(), { key: world.key });
    expect(db.favorites.get(1)).toEqual([77]);
    expect(currentWorld().scenario).toBe('new-member');
    // The QA panel's reset goes back to the scenario, not to the bare seed.
    resetWorld();
    expect(member()).toBe(true);
    expect(db.favorites.get(1)).not.toEqual([77]);

    // Another scenario asked for the same world starts it over.
    persistStore(storage, new EventTarget(), pageDocument(), { key: world.key, scenario: 'store-owner' });
    expect(member()).toBe(false);
    expect(db.users.some((u) => u.email === 'burak.sahin@carsi.test')).toBe(true);
  });
});
