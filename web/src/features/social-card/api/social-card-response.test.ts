// @vitest-environment node
import { getProduct, searchProducts, swapListProducts } from '@carsi/sdk/main';
import { describe, expect, it } from 'vitest';
import { withMockBackend } from '@/testing/mock-backend.ts';
import { socialCardResponse } from './social-card-response.server.ts';

withMockBackend();

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** Width and height from a PNG's IHDR chunk (bytes 16–23, big-endian). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

describe('social cards', { timeout: 60_000 }, () => {
  it("draws a product's card as a 1200×630 PNG, kept for an unchanged product", async () => {
    const [product] = (await searchProducts({ pageSize: 1 })).items;
    if (!product) throw new Error('the seed has no product');
    const started = performance.now();
    const response = await socialCardResponse({ kind: 'product', id: product.id });
    const cold = performance.now() - started;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toMatch(/^public, max-age=\d+/);
    const png = new Uint8Array(await response.arrayBuffer());
    expect([...png.subarray(0, 8)]).toEqual(PNG_SIGNATURE);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });

    const again = performance.now();
    const cached = new Uint8Array(await (await socialCardResponse({ kind: 'product', id: product.id })).arrayBuffer());
    const warm = performance.now() - again;
    expect(cached).toEqual(png);
    console.info(`social card: ${png.byteLength} bytes, drawn in ${cold.toFixed(0)} ms cold, ${warm.toFixed(0)} ms from memory`);
    expect((await getProduct(product.id)).title).toBe(product.title);
  });

  it("draws a section listing's card (a swap listing: its price is an estimate)", async () => {
    const [listing] = (await swapListProducts({ pageSize: 1 })).items;
    if (!listing) throw new Error('the seed has no swap listing');
    const response = await socialCardResponse({ kind: 'listing', section: 'swap', id: listing.id });
    expect(response.status).toBe(200);
    expect(pngSize(new Uint8Array(await response.arrayBuffer()))).toEqual({ width: 1200, height: 630 });
    expect((await socialCardResponse({ kind: 'listing', section: 'craft', id: 987_654_321 })).status).toBe(404);
  });

  it('answers 404 for a product the service does not have, and for an address naming none', async () => {
    expect((await socialCardResponse({ kind: 'product', id: 987_654_321 })).status).toBe(404);
    expect((await socialCardResponse(undefined)).status).toBe(404);
  });
});
