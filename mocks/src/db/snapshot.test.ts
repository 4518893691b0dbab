import { afterEach, describe, expect, it, vi } from 'vitest';
import { SEED_TEXT } from '../generated/seed.ts';
import { restoreDb, serializeDb } from './snapshot.ts';
import { db, resetDb } from './database.ts';

afterEach(() => resetDb());

describe('store snapshots (the in-browser backend across a reload)', () => {
  it('brings back sessions, carts, favourites and new records after a reset', () => {
    db.sessions.set('token-from-before-the-reload', 1);
    db.carts.set(1, [{ productId: 21, quantity: 3, selected: true, addedAt: '2026-11-22T10:00:00.000Z' }]);
    db.favorites.set(1, [99]);
    const [firstUser] = db.users;
    if (!firstUser) throw new Error('seed has no users');
    db.users.push({ ...firstUser, id: 9001, email: 'yeni.uye@ornek.com' });

    const text = serializeDb();
    resetDb();
    expect(db.sessions.has('token-from-before-the-reload')).toBe(false);

    expect(restoreDb(text)).toBe(true);
    expect(db.sessions.get('token-from-before-the-reload')).toBe(1);
    expect(db.carts.get(1)).toEqual([{ productId: 21, quantity: 3, selected: true, addedAt: '2026-11-22T10:00:00.000Z' }]);
    expect(db.favorites.get(1)).toEqual([99]);
    expect(db.users.some((u) => u.email === 'yeni.uye@ornek.com')).toBe(true);
  });

  it('ignores text that is not a snapshot of this store, and keeps the store as it is', () => {
    const before = serializeDb();
    expect(restoreDb('{bozuk')).toBe(false);
    expect(restoreDb(JSON.stringify({ version: 0, seed: 1, fields: [], db: {} }))).toBe(false);
    const otherShape = JSON.parse(before) as { fields: string[] };
    otherShape.fields = [...otherShape.fields, 'somethingNew'];
    expect(restoreDb(JSON.stringify(otherShape))).toBe(false);
    const otherSeed = JSON.parse(before) as { seed: string };
    otherSeed.seed = 'a-seed-of-before';
    expect(restoreDb(JSON.stringify(otherSeed))).toBe(false);
    expect(serializeDb()).toBe(before);
  });

  it('a page that restores its saved store never decodes the seed, and a field it lacks still starts from the seed', async () => {
    db.favorites.set(1, [7]);
    const saved = serializeDb();
    // A page load: the store's modules start afresh, then the saved store is put back.
    vi.resetModules();
    const fresh = await import('./database.ts');
    const freshSnapshot = await import('./snapshot.ts');
    const parse = vi.spyOn(JSON, 'parse');
    try {
      expect(freshSnapshot.restoreDb(saved)).toBe(true);
      expect(fresh.db.favorites.get(1)).toEqual([7]);
      expect(fresh.db.products.length).toBeGreaterThan(0);
      expect(parse.mock.calls.some(([text]) => text === SEED_TEXT)).toBe(false);

      vi.resetModules();
      const other = await import('./database.ts');
      other.db.favorites = new Map([[2, [8]]]);
      expect(other.db.favorites.get(2)).toEqual([8]);
      expect(other.db.favorites.get(1)).toBeUndefined();
      expect(other.db.users.length).toBeGreaterThan(0);
      expect(parse.mock.calls.some(([text]) => text === SEED_TEXT)).toBe(true);
    } finally {
      parse.mockRestore();
      vi.resetModules();
    }
  });
});
