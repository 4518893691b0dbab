/**
 * A listing's uploaded photo is kept: the mock backend keeps the bytes in memory and every view of
 * the listing (my listings, the section's list, the listing page, a purchase of it) points at them.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_TOKEN, db, resetMocks, server } from '@mocks/node.ts';
import { LISTING_APPROVAL_MS } from '@mocks/db/timings.ts';
import { listingForm } from '@mocks/testing/listing-form.ts';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  resetMocks();
  vi.useRealTimers();
});
afterAll(() => server.close());

const BASE = 'http://localhost';
const auth = { Authorization: `Bearer ${DEMO_TOKEN}` };

interface Picture {
  url: string;
  width: number;
  height: number;
}
interface Listing {
  id: number;
  images: Picture[];
}

/** A baseline JPEG's first bytes: SOI, then a SOF0 frame of width × height, then EOI. */
function jpeg(width: number, height: number, fill: number): Uint8Array<ArrayBuffer> {
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return new Uint8Array([0xff, 0xd8, ...frame, ...new Array<number>(64).fill(fill), 0xff, 0xd9]);
}

function draftWith(photo: Uint8Array<ArrayBuffer> | undefined): FormData {
  const form = listingForm({ categoryId: db.categories.find((c) => c.level === 3)?.id ?? 1, title: 'Şehir bisikleti, 28 jant', images: [] });
  if (photo) form.append('images', new File([photo], 'bisiklet.jpg', { type: 'image/jpeg' }));
  return form;
}

async function json<T>(path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${BASE}${path}`, { ...init, headers: { ...auth, ...init.headers } });
  const body = (await response.json()) as { code: unknown; data: T };
  expect(body.code, path).toBe(0);
  return body.data;
}

async function bytesAt(url: string): Promise<{ type: string | null; bytes: Uint8Array }> {
  const response = await fetch(`${BASE}${url}`);
  return { type: response.headers.get('content-type'), bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe("a listing's uploaded photo", () => {
  it('is served back at its own address and shown by every view of the listing', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const photo = jpeg(800, 1000, 7);
    const created = await json<Listing>('/api/second-hand/user/product', { method: 'POST', body: draftWith(photo) });
    const [picture] = created.images;
    expect(created.images).toHaveLength(1);
    expect(picture).toMatchObject({ url: expect.stringMatching(/^\/images\/uploads\/[\w-]+\.jpg$/), width: 800, height: 1000 });
    expect(await bytesAt(picture?.url ?? '')).toEqual({ type: 'image/jpeg', bytes: photo });

    const mine = await json<{ items: Listing[] }>('/api/second-hand/user/product?pageSize=100');
    expect(mine.items.find((l) => l.id === created.id)?.images).toEqual(created.images);

    vi.setSystemTime(Date.now() + LISTING_APPROVAL_MS + 1);
    expect((await json<Listing>(`/api/second-hand/product/${created.id}`)).images).toEqual(created.images);
    const home = await json<{ items: Listing[] }>('/api/second-hand/product/list?sort=MOST_RECENT&pageSize=100');
    expect(home.items.find((l) => l.id === created.id)?.images).toEqual(created.images);
  });

  it('is kept by an update without pictures and replaced by one with a new picture', async () => {
    const created = await json<Listing>('/api/second-hand/user/product', { method: 'POST', body: draftWith(jpeg(800, 1000, 7)) });
    const kept = await json<Listing>(`/api/second-hand/user/product/${created.id}`, { method: 'PUT', body: draftWith(undefined) });
    expect(kept.images).toEqual(created.images);

    const second = jpeg(900, 1200, 9);
    const replaced = await json<Listing>(`/api/second-hand/user/product/${created.id}`, { method: 'PUT', body: draftWith(second) });
    expect(replaced.images).toEqual([expect.objectContaining({ width: 900, height: 1200 })]);
    expect(replaced.images[0]?.url).not.toBe(created.images[0]?.url);
    expect(await bytesAt(replaced.images[0]?.url ?? '')).toEqual({ type: 'image/jpeg', bytes: second });
    // The replaced photo left memory: its old address draws a picture instead of failing.
    expect((await bytesAt(created.images[0]?.url ?? '')).type).toContain('image/svg+xml');
  });
});
