/**
 * Values kept by key while their sizes add up to at most `maxSize`; past that, the least
 * recently used leave first. A value larger than `maxSize` is not kept. The kept answers of the
 * catalogue and the kept drawings of first screens are both kept this way, by the characters of
 * their text (docs/decisions/0205, 0965).
 */
export class SizedLru<V> {
  // A Map iterates in insertion order: an entry moved to the end is the most recently used.
  readonly #entries = new Map<string, V>()
  #size = 0

  constructor(
    readonly maxSize: number,
    private readonly sizeOf: (value: V) => number,
    /** Told of each value that leaves because the sizes passed the bound. */
    private readonly onLeave: (value: V) => void = () => {},
  ) {}

  /** How many values are kept. */
  get count() {
    return this.#entries.size
  }

  /** The value kept for `key`, which becomes the most recently used. */
  get(key: string): V | undefined {
    const value = this.#entries.get(key)
    if (value !== undefined) {
      this.#entries.delete(key)
      this.#entries.set(key, value)
    }
    return value
  }

  /** The value kept for `key`, leaving the order of use as it is. */
  peek(key: string): V | undefined {
    return this.#entries.get(key)
  }

  /** Keeps `value` for `key` in place of what was kept, then lets the oldest go while too large. */
  set(key: string, value: V) {
    this.delete(key)
    const size = this.sizeOf(value)
    if (size > this.maxSize) return
    this.#entries.set(key, value)
    this.#size += size
    for (const [oldest, kept] of this.#entries) {
      if (this.#size <= this.maxSize) break
      this.#entries.delete(oldest)
      this.#size -= this.sizeOf(kept)
      this.onLeave(kept)
    }
  }

  delete(key: string) {
    const kept = this.#entries.get(key)
    if (kept === undefined) return
    this.#entries.delete(key)
    this.#size -= this.sizeOf(kept)
  }
}
