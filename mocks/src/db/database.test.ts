import { describe, expect, it } from 'vitest';
import { CAPS } from './caps.ts';
import { DEMO_EMAIL } from './seed/members.ts';
import { db, resetDb } from './database.ts';
import { buildSeed } from './seed/build-seed.ts';
import { decodeStore, encodeStore } from './store-codec.ts';
import { seedRebaser } from './clock.ts';
import { SEED_TEXT } from '../generated/seed.ts';
import { OrderStatus } from '@carsi/sdk/main';

describe('seeded store', () => {
  it('builds the same shop every time', () => {
    const a = buildSeed();
    const b = buildSeed();
    expect(a.products.map((p) => [p.title, p.price, p.stock])).toEqual(b.products.map((p) => [p.title, p.price, p.stock]));
    expect(a.users.map((u) => u.email)).toEqual(b.users.map((u) => u.email));
  });

  /** The precomputed seed as the store starts from it: its dates moved to the clock (db/clock.ts). */
  const seededNow = (): string => encodeStore(decodeStore(SEED_TEXT, seedRebaser()));

  it('starts from the precomputed seed, which is what buildSeed() draws now (else run npm run generate)', () => {
    resetDb();
    expect(encodeStore(db) === seededNow(), 'the store does not start from mocks/src/generated/seed.ts').toBe(true);
    expect(encodeStore(buildSeed()) === SEED_TEXT, 'mocks/src/generated/seed.ts is stale: run `npm run generate`').toBe(true);
  });

  it('has the demo user, all 81 provinces, orders in every status and capped products', () => {
    expect(db.users.find((u) => u.email === DEMO_EMAIL)?.accountType).toBe('INDIVIDUAL');
    expect(db.users.some((u) => u.accountType === 'COMPANY')).toBe(true);
    expect(db.provinces).toHaveLength(81);
    expect(new Set(db.districts.map((d) => d.provinceId)).size).toBe(10);
    expect(new Set(db.orders.filter((o) => o.buyerId === 1).map((o) => o.status))).toEqual(new Set(Object.values(OrderStatus)));
    expect(db.products).toHaveLength(CAPS.products);
    expect(db.products.every((p) => p.price > 0 && /[A-Za-zÇĞİÖŞÜçğıöşü]/.test(p.title))).toBe(true);
    expect(db.products.some((p) => p.stock === 0)).toBe(true);
  });

  it('resetDb() undoes changes', () => {
    const first = db.products[0];
    if (!first) throw new Error('no products');
    first.stock = 0;
    db.users.push({ ...db.users[0]!, id: 9999, email: 'x@y.z' });
    db.carts.set(1, []);
    resetDb();
    expect(db.products[0]?.stock).not.toBe(0);
    expect(db.carts.get(1)?.length).toBeGreaterThan(0);
    expect(encodeStore(db)).toBe(seededNow());
    expect(db.users.some((u) => u.id === 9999)).toBe(false);
  });
});
