import { createLruCache } from './lruCache.server';

/** How long a cached answer is served as it is, and then served stale while it is refreshed. */
export interface CacheLifetime {
  /** Served without asking the backend for this long after it was fetched. */
  freshMs: number;
  /** After that, served once more for this long while a refetch runs in the background. */
  staleMs: number;
}

/** Prices and stock move: fresh 10 s, then stale for 50 s (a minute at most, as the CDN keeps pages). */
export const CACHE_SHORT: CacheLifetime = { freshMs: 10_000, staleMs: 50_000 };

/** Posts, pages, COAs and categories rarely change: fresh a minute, then stale for ten. */
export const CACHE_LONG: CacheLifetime = { freshMs: 60_000, staleMs: 600_000 };

/**
 * The operations whose answers are shared between shoppers, with their lifetimes. Every other
 * operation (cart, customer, orders, checkout, any mutation) goes to the backend untouched.
 */
export const CACHED_OPERATIONS: Readonly<Record<string, CacheLifetime>> = {
  GetProducts: CACHE_SHORT,
  GetProductsByCategories: CACHE_SHORT,
  GetProductBySlug: CACHE_SHORT,
  BestSellingProducts: CACHE_SHORT,
  RelatedProductsByCategory: CACHE_SHORT,
  GetProductCategories: CACHE_LONG,
  GetPosts: CACHE_LONG,
  GetPostById: CACHE_LONG,
  GetPostBySlug: CACHE_LONG,
  SearchPosts: CACHE_LONG,
  GetPageByUri: CACHE_LONG,
  GetCoaPosts: CACHE_LONG,
  GetCoaCategories: CACHE_LONG,
};

/** Options of {@link createSubrequestCache}. */
export interface SubrequestCacheOptions {
  /** The fetch that reaches the backend; the global one by default. */
  fetch?: typeof fetch;
  /** Most bytes of answer bodies kept; the least recently used go first. Default 16 MB. */
  maxBytes?: number;
  /** Lifetimes by operation name; {@link CACHED_OPERATIONS} by default. */
  operations?: Readonly<Record<string, CacheLifetime>>;
  /** The clock in ms. */
  now?: () => number;
}

/** A subrequest cache: a fetch to give the server client, and its current size. */
export interface SubrequestCache {
  fetch: typeof fetch;
  /** How many answers are kept. */
  size(): number;
}

interface Answer {
  status: number;
  contentType: string;
  body: string;
}

interface Entry extends Answer {
  fetchedAt: number;
  lifetime: CacheLifetime;
}

/** Headers that make an operation a shopper's own; the server client sends neither. */
const SHOPPER_HEADERS = ['authorization', 'woocommerce-session'];

function operationOf(init: RequestInit | undefined): { name: string; body: string } | null {
  if (init?.method?.toUpperCase() !== 'POST' || typeof init.body !== 'string') return null;
  const headers = new Headers(init.headers);
  if (SHOPPER_HEADERS.some((name) => headers.has(name))) return null;
  try {
    const { operationName } = JSON.parse(init.body) as { operationName?: unknown };
    return typeof operationName === 'string' ? { name: operationName, body: init.body } : null;
  } catch {
    return null;
  }
}

/** A GraphQL answer worth sharing: HTTP 200 with data and without errors. */
function shareable(answer: Answer): boolean {
  if (answer.status !== 200) return false;
  try {
    const parsed = JSON.parse(answer.body) as { data?: unknown; errors?: unknown };
    return parsed.data != null && parsed.errors === undefined;
  } catch {
    return false;
  }
}

const toResponse = (answer: Answer) =>
  new Response(answer.body, {
    status: answer.status,
    headers: { 'content-type': answer.contentType },
  });

/**
 * Creates an in-memory stale-while-revalidate cache for the catalogue and content queries that
 * server loaders send, the way Hydrogen caches subrequests with CacheShort and CacheLong.
 *
 * @param options - the backend fetch, size bound, lifetimes and clock
 * @returns a fetch for `createServerClient` and the cache's size
 * @remarks Keyed by endpoint and request body (operation, query and variables). A fresh answer
 *   is served without a backend round trip; a stale one is served while one background refetch
 *   replaces it; concurrent misses share one fetch. Failures (a thrown fetch, HTTP errors,
 *   GraphQL errors) are passed on and never kept. Only the operations in `operations` are
 *   cached, and never a request carrying a session or login header: a shopper's cart, account
 *   and orders never reach the cache.
 */
export function createSubrequestCache(options: SubrequestCacheOptions = {}): SubrequestCache {
  const backend = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  const operations = options.operations ?? CACHED_OPERATIONS;
  const now = options.now ?? Date.now;
  const entries = createLruCache<Entry>(maxBytes);
  const inFlight = new Map<string, Promise<Answer>>();

  const keep = (key: string, answer: Answer, lifetime: CacheLifetime) => {
    entries.set(key, { ...answer, fetchedAt: now(), lifetime }, Buffer.byteLength(answer.body));
  };

  const load = (
    key: string,
    url: RequestInfo | URL,
    init: RequestInit,
    lifetime: CacheLifetime,
  ) => {
    const pending = inFlight.get(key);
    if (pending) return pending;
    // A refetch outlives the request that started it, so it does not take that request's signal.
    const { signal: _signal, ...detached } = init;
    const loading = backend(url, detached)
      .then(async (response): Promise<Answer> => {
        const answer = {
          status: response.status,
          contentType: response.headers.get('content-type') ?? 'application/json',
          body: await response.text(),
        };
        if (shareable(answer)) keep(key, answer, lifetime);
        return answer;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, loading);
    return loading;
  };

  const cachedFetch: typeof fetch = async (input, init) => {
    const operation = operationOf(init);
    const lifetime = operation ? operations[operation.name] : undefined;
    if (!operation || !lifetime || !init) return backend(input, init);
    const url = input instanceof Request ? input.url : String(input);
    const key = `${url}\n${operation.body}`;
    const entry = entries.get(key);
    if (entry) {
      const age = now() - entry.fetchedAt;
      if (age < entry.lifetime.freshMs + entry.lifetime.staleMs) {
        if (age >= entry.lifetime.freshMs) {
          // Served stale; a failed refetch keeps the stale answer until it expires.
          load(key, url, init, lifetime).catch(() => undefined);
        }
        return toResponse(entry);
      }
      entries.delete(key);
    }
    return toResponse(await load(key, url, init, lifetime));
  };

  return { fetch: cachedFetch, size: entries.size };
}
