import { type CacheEntry, cachified, isExpired } from '@epic-web/cachified';
import { LRUCache } from 'lru-cache';

/** How long a kept value is served as it is, and then served stale while it is refreshed. */
export interface CachePolicy {
  /** Served without loading again for this long after it was loaded. */
  freshMs: number;
  /** After that, served once more for this long while one load runs in the background. */
  staleMs: number;
}

/**
 * Prices and stock move: fresh 10 s, then stale for 50 s (a minute at most, as the CDN keeps
 * pages).
 *
 * @returns the policy for product listings and product pages
 */
export function CacheShort(): CachePolicy {
  return { freshMs: 10_000, staleMs: 50_000 };
}

/**
 * Posts, pages, COAs and categories rarely change: fresh a minute, then stale for ten.
 *
 * @returns the policy for content and categories
 */
export function CacheLong(): CachePolicy {
  return { freshMs: 60_000, staleMs: 600_000 };
}

/** Says whether a value came from the cache (`hit`), came from it stale (`stale`) or was loaded (`miss`). */
export type CacheOutcome = 'hit' | 'stale' | 'miss';

/** What a load is told. */
export interface LoadContext {
  /** Whether the load refreshes a stale value after it was served. */
  background: boolean;
  /** Keeps the loaded value out of the cache, and drops what was kept under its key. */
  skip(): void;
}

/** Options of {@link createSwrCache}. */
export interface SwrCacheOptions<Value> {
  /** Most bytes kept; the least recently used values go first beyond it. */
  maxBytes: number;
  /** The bytes a value takes. */
  bytesOf(value: Value): number;
}

/** A stale-while-revalidate cache of values bounded by bytes. */
export interface SwrCache<Value> {
  /**
   * The value under `key`: kept, or loaded (once, however many ask for it meanwhile).
   *
   * @param key - what the value is kept under
   * @param policy - how long it is fresh and then stale
   * @param load - loads the value; it may {@link LoadContext.skip} keeping it
   * @returns the value and where it came from
   */
  get(
    key: string,
    policy: CachePolicy,
    load: (context: LoadContext) => Promise<Value>,
  ): Promise<{ value: Value; outcome: CacheOutcome }>;
  /**
   * The value under `key` while it may be served, without loading anything.
   *
   * @param key - what the value is kept under
   * @returns the value and whether it is fresh (`hit`) or `stale`; undefined when none is kept
   *   or it is past its staleness
   */
  peek(key: string): { value: Value; outcome: Exclude<CacheOutcome, 'miss'> } | undefined;
  /** How many values are kept. */
  size(): number;
}

/**
 * Creates an in-memory stale-while-revalidate cache: `@epic-web/cachified` over an `lru-cache`
 * bounded by bytes.
 *
 * @param options - the size bound and how to measure a value
 * @returns the cache
 * @remarks A fresh value is served without loading; a stale one is served while one background
 *   load replaces it (a failed background load keeps the stale value until it expires);
 *   concurrent misses of one key share one load. A load that throws keeps nothing. The clock is
 *   `Date.now`, as cachified reads it.
 */
export function createSwrCache<Value>(options: SwrCacheOptions<Value>): SwrCache<Value> {
  const entries = new LRUCache<string, CacheEntry<Value>>({
    maxSize: options.maxBytes,
    sizeCalculation: (entry) => Math.max(1, options.bytesOf(entry.value)),
  });

  const get: SwrCache<Value>['get'] = async (key, policy, load) => {
    let outcome: CacheOutcome = 'hit';
    const value = await cachified(
      {
        key,
        cache: entries,
        ttl: policy.freshMs,
        staleWhileRevalidate: policy.staleMs,
        getFreshValue: ({ metadata, background }) => {
          if (!background) outcome = 'miss';
          return load({
            background,
            skip() {
              // An entry already expired when loaded is not written.
              metadata.ttl = -1;
              metadata.swr = 0;
              entries.delete(key);
            },
          });
        },
      },
      () => (event) => {
        if (event.name !== 'getCachedValueRead') return;
        const entry = event.entry as CacheEntry<Value> | undefined;
        if (entry && isExpired(entry.metadata) === 'stale') outcome = 'stale';
      },
    );
    return { value, outcome };
  };

  const peek: SwrCache<Value>['peek'] = (key) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    const expired = isExpired(entry.metadata);
    if (expired === true) return undefined;
    return { value: entry.value, outcome: expired === 'stale' ? 'stale' : 'hit' };
  };

  return { get, peek, size: () => entries.size };
}
