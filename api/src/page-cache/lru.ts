/** What the LRU keeps: anything that knows its own size. */
export interface Sized {
  bytes: number;
}

/**
 * A least-recently-used map bounded both by entry count and by the bytes its entries report.
 * A Map keeps insertion order, so a read re-inserts its key and the oldest key comes first.
 * An entry larger than the byte bound is never kept.
 */
export class BoundedLru<V extends Sized> {
  readonly #entries = new Map<string, V>();
  #bytes = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly maxBytes: number,
  ) {}

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
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
    if (value.bytes > this.maxBytes || this.maxEntries === 0) return;
    this.#entries.set(key, value);
    this.#bytes += value.bytes;
    this.#evict();
  }

  delete(key: string): void {
    const old = this.#entries.get(key);
    if (old === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= old.bytes;
  }

  /**
   * Adds `by` bytes to a kept entry (a compressed copy joined it), evicting the oldest as
   * needed; nothing when `value` is no longer the entry kept under `key`.
   */
  grow(key: string, value: V, by: number): void {
    if (this.#entries.get(key) !== value) return;
    value.bytes += by;
    this.#bytes += by;
    this.#evict();
  }

  #evict(): void {
    for (const [key, value] of this.#entries) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) return;
      this.#entries.delete(key);
      this.#bytes -= value.bytes;
    }
  }
}
