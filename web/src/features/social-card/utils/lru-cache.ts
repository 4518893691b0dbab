/**
 * A cache that forgets the least recently used entries once it holds more than `maxEntries` or more
 * than `maxBytes` (each entry's size as `sizeOf` says). A Map keeps insertion order: an entry read is
 * moved to the end, so the first one is always the least recently used.
 */
export class LruCache<V> {
  readonly #entries = new Map<string, V>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #sizeOf: (value: V) => number;
  #bytes = 0;

  constructor({ maxEntries, maxBytes, sizeOf }: { maxEntries: number; maxBytes: number; sizeOf: (value: V) => number }) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
    this.#sizeOf = sizeOf;
  }

  get(key: string): V | undefined {
    const value = this.#entries.get(key);
    if (value === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, value);
    return value;
  }

  set(key: string, value: V): void {
    this.delete(key);
    const size = this.#sizeOf(value);
    // One value larger than the whole budget is not kept: it would push out everything else.
    if (size > this.#maxBytes) return;
    this.#entries.set(key, value);
    this.#bytes += size;
    for (const [oldest, old] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= this.#sizeOf(old);
    }
  }

  delete(key: string): void {
    const value = this.#entries.get(key);
    if (value === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= this.#sizeOf(value);
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}
