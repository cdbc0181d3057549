/** A cache bounded by the bytes of what it keeps, least recently used dropped first. */
export interface LruCache<T> {
  /** The value under `key`, now the most recently used, or undefined. */
  get(key: string): T | undefined;
  /** Keeps `value` of `bytes` bytes under `key`; a value bigger than the whole bound is not kept. */
  set(key: string, value: T, bytes: number): void;
  delete(key: string): void;
  /** How many values are kept. */
  size(): number;
}

/**
 * Creates an in-memory cache bounded by bytes.
 *
 * @param maxBytes - most bytes kept; the least recently used values go first beyond it
 * @returns the cache
 */
export function createLruCache<T>(maxBytes: number): LruCache<T> {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const entries = new Map<string, { value: T; bytes: number }>();
  let total = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    total -= entry.bytes;
    entries.delete(key);
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    set(key, value, bytes) {
      remove(key);
      if (bytes > maxBytes) return;
      entries.set(key, { value, bytes });
      total += bytes;
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
    size: () => entries.size,
  };
}
