/**
 * The string key-value store the SDK keeps its browser state in. `window.localStorage` fits it;
 * `memoryStorage()` serves Node, SSR and tests.
 */
export interface ShopStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * An in-memory {@link ShopStorage}, one map per call.
 *
 * @param initial - entries to start with (handy for tests and for seeding from a cookie)
 * @returns a storage that forgets everything when the process ends
 */
export function memoryStorage(initial: Record<string, string> = {}): ShopStorage {
  const entries = new Map(Object.entries(initial));
  return {
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => {
      entries.set(key, String(value));
    },
    removeItem: (key) => {
      entries.delete(key);
    },
  };
}

/** What a write to a runtime without `localStorage` says, once per process. */
export const NO_LOCAL_STORAGE_WARNING =
  'localStorageAdapter(): this runtime has no localStorage, so nothing is kept (the session and cart are lost after each answer); use memoryStorage() in Node';

let warnedNoLocalStorage = false;

/**
 * A {@link ShopStorage} over the browser's `localStorage`.
 *
 * @returns an adapter that reads `globalThis.localStorage` on every call
 * @remarks
 * Where `localStorage` is missing (SSR) or throws (Safari private mode, a full quota, storage
 * blocked by policy), reads answer `null` and writes are dropped, so the transport never throws
 * because of the storage. A write dropped because the runtime has no `localStorage` at all (Node)
 * warns once per process ({@link NO_LOCAL_STORAGE_WARNING}): a server render only reads, so the
 * warning means a client that keeps nothing, where `memoryStorage()` was meant.
 */
export function localStorageAdapter(): ShopStorage {
  const guarded = <T>(use: (store: Storage) => T, fallback: T): T => {
    try {
      const store = globalThis.localStorage;
      return store ? use(store) : fallback;
    } catch {
      return fallback;
    }
  };
  return {
    getItem: (key) => guarded((store) => store.getItem(key), null),
    setItem: (key, value) => {
      if (!globalThis.localStorage && !warnedNoLocalStorage) {
        warnedNoLocalStorage = true;
        console.warn(NO_LOCAL_STORAGE_WARNING);
      }
      guarded((store) => store.setItem(key, value), undefined);
    },
    removeItem: (key) => guarded((store) => store.removeItem(key), undefined),
  };
}
