/**
 * JSON answers are encoded through one reused buffer: every answer still carries its own bytes, the
 * UTF-8 of its JSON text (Turkish letters included), whatever was encoded after it and however large.
 */
import { describe, expect, it } from 'vitest';
import { jsonResponse, knownBytes } from './json-response.ts';

const utf8 = (value: unknown): Buffer => Buffer.from(JSON.stringify(value), 'utf8');

describe('jsonResponse', () => {
  it('carries the UTF-8 of the JSON text, with its length, readable as an ordinary response', async () => {
    const body = { status: 200, code: 0, data: { title: 'Işıklı çalışma lambası, görsel 2 — İğneada’dan', emoji: '🧿', price: 149.9 } };
    const response = jsonResponse(body, 200);
    expect(Buffer.from(knownBytes(response) ?? [])).toEqual(utf8(body));
    expect(response.headers.get('content-length')).toBe(String(utf8(body).length));
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(await response.json()).toEqual(body);
  });

  it('keeps an earlier answer intact after later answers are encoded', () => {
    const first = { data: 'ş'.repeat(2000) };
    const response = jsonResponse(first, 200);
    const kept = Buffer.from(knownBytes(response) ?? []);
    jsonResponse({ data: 'x'.repeat(5000) }, 200);
    jsonResponse({ data: 'ğ'.repeat(30_000) }, 200);
    expect(Buffer.from(knownBytes(response) ?? [])).toEqual(kept);
    expect(kept).toEqual(utf8(first));
  });

  it('encodes answers larger than the reused buffer, and than its limit', async () => {
    for (const size of [40_000, 400_000]) {
      const body = { items: Array.from({ length: size / 40 }, (_, i) => ({ id: i, name: `Çarşı ürünü ${i}` })) };
      const response = jsonResponse(body, 200);
      expect(Buffer.from(knownBytes(response) ?? [])).toEqual(utf8(body));
      expect(await response.json()).toEqual(body);
    }
  });
});
