import { describe, expect, it } from 'vitest';
import { decodeStore, encodeStore } from './store-codec.ts';

describe('the store as text', () => {
  it('reads back maps and sets where they were, at any depth', () => {
    const store = {
      carts: new Map([[7, [{ id: 1, quantity: 2 }]]]),
      tags: new Set(['yeni', 'indirim']),
      nested: { byUser: new Map([[3, new Set([4, 5])]]), list: [new Map([['a', { b: new Set([1]) }]])] },
      plain: { count: 2, names: ['Ayşe', 'Mehmet'], nothing: null },
    };
    expect(decodeStore(encodeStore(store))).toEqual(store);
  });

  it('leaves objects that only look tagged as they are', () => {
    expect(decodeStore('{"a":{"__map":"not a list"},"b":{"__set":3}}')).toEqual({ a: { __map: 'not a list' }, b: { __set: 3 } });
  });

  it('refuses text that is not JSON', () => {
    expect(() => decodeStore('{kırık')).toThrow(SyntaxError);
  });
});
