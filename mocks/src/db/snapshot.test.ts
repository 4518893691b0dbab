import { afterEach, describe, expect, it } from 'vitest';
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
});
