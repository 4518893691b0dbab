/**
 * Lookups by id follow the table they index: whatever is added, removed, replaced or renumbered is
 * found (or not) on the next read, exactly as a scan would, and the product and listing pages show it.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { db, resetMocks, server } from '../node.ts';
import { api, data } from '../testing/api.ts';
import { idIndex } from './id-index.ts';
import type { ProductRecord } from './types.ts';
import type { ListingRecord } from './vertical-types.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => resetMocks());
afterAll(() => server.close());

interface Row {
  id: number;
  name: string;
}

describe('idIndex', () => {
  it('answers what a scan by id answers while the table changes', () => {
    let table: Row[] = [{ id: 1, name: 'bir' }, { id: 2, name: 'iki' }];
    const byId = idIndex(() => table);
    const scan = (id: number) => table.find((row) => row.id === id);
    const agrees = (...ids: number[]) => ids.forEach((id) => expect(byId(id)).toBe(scan(id)));

    agrees(1, 2, 3);
    table.push({ id: 3, name: 'üç' });
    agrees(1, 2, 3);
    table.splice(0, 1);
    agrees(1, 2, 3);
    // Same length, another row in place: the remembered position is not trusted.
    table[0] = { id: 2, name: 'iki (yeni)' };
    agrees(1, 2, 3);
    expect(byId(2)?.name).toBe('iki (yeni)');
    // Renumbered in place: found under the new id only.
    const row = table[1];
    if (row) row.id = 9;
    agrees(3, 9);
    // A new table (reset, snapshot restore).
    table = [{ id: 5, name: 'beş' }];
    agrees(1, 2, 3, 5, 9);
  });
});

describe('pages found by id', () => {
  it('shows a product added after the first product page, and not one that was removed', async () => {
    expect((await api('/api/marketplace/product/12')).status).toBe(200);
    const template = db.products.find((p) => p.id === 12);
    if (!template) throw new Error('the seed has no product 12');
    const added: ProductRecord = { ...template, id: 9001, title: 'Sonradan Eklenen Demlik', slug: 'sonradan-eklenen-demlik' };
    db.products.push(added);
    expect(data<{ id: number; title: string }>(await api('/api/marketplace/product/9001'))).toMatchObject({ id: 9001, title: 'Sonradan Eklenen Demlik' });
    db.products.splice(db.products.indexOf(added), 1);
    expect((await api('/api/marketplace/product/9001')).body.code).toBe('2000-0202');
  });

  it('shows a listing replaced in place with its new content', async () => {
    const at = db.listings.findIndex((l) => l.vertical === 'second-hand' && l.state === 'ACTIVE');
    const listing = db.listings[at];
    if (!listing) throw new Error('the seed has no active second-hand listing');
    expect(data<{ title: string }>(await api(`/api/second-hand/product/${listing.id}`)).title).toBe(listing.title);
    const replaced: ListingRecord = { ...listing, title: 'Yerine konan ilan başlığı' };
    db.listings[at] = replaced;
    expect(data<{ title: string }>(await api(`/api/second-hand/product/${listing.id}`)).title).toBe('Yerine konan ilan başlığı');
  });
});
