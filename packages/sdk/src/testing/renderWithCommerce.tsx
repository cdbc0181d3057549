import { act, cleanup, type RenderResult, render, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CommerceProvider } from '../react/CommerceProvider';
import { memoryStorage, type ShopStorage } from '../storage/storage';
import { createShopStore } from '../store/shopStore';
import type { ShopStore } from '../store/types';

const inFlight = new Set<Promise<Response>>();

/** The operation name of a GraphQL POST body, or `?` when it has none. */
function operationName(init: RequestInit | undefined): string {
  try {
    const body = JSON.parse(String(init?.body ?? '{}')) as { operationName?: unknown };
    return typeof body.operationName === 'string' ? body.operationName : '?';
  } catch {
    return '?';
  }
}

/**
 * A fetch over the global one that logs each request's operation name and remembers it until it
 * settles, so tests can count requests per action and wait for the network to go quiet.
 */
function trackedFetch(log: string[]): typeof fetch {
  return (input, init) => {
    log.push(operationName(init));
    const request = fetch(input, init);
    inFlight.add(request);
    const forget = () => inFlight.delete(request);
    request.then(forget, forget);
    return request;
  };
}

/** Resolves once no request of a store made by {@link testStore} is in flight. */
export async function networkIdle(): Promise<void> {
  do {
    await Promise.allSettled([...inFlight]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  } while (inFlight.size > 0);
}

/**
 * Ends a test that rendered: lets the network go quiet, then unmounts what it rendered.
 *
 * @remarks A test ends as soon as its assertions pass, possibly with a request still on the
 * wire. Unmounting then aborts it (happy-dom logs "socket hang up"), and the file's afterAll
 * stops the server under it. Without vitest globals Testing Library cannot register its own
 * cleanup, so the setup file calls this after each test of every file: files share this module
 * (isolation is off), and a hook registered here would run for the first file only.
 */
export async function quietAndUnmount(): Promise<void> {
  await act(networkIdle);
  cleanup();
}

/** A store on the endpoint with its own storage (shared when passed, to play a reload). */
export function testStore(endpoint: string, storage: ShopStorage = memoryStorage()) {
  const requests: string[] = [];
  const store = createShopStore({
    endpoint,
    storage,
    fetch: trackedFetch(requests),
    placeholderImage: '/placeholder.svg',
    events: null,
  });
  return { store, storage, requests };
}

/** The provider around test content. */
export function withStore(store: ShopStore) {
  return ({ children }: { children: ReactNode }) => (
    <CommerceProvider store={store}>{children}</CommerceProvider>
  );
}

/**
 * Renders a hook inside a {@link CommerceProvider} over a fresh store on the endpoint.
 *
 * @returns Testing Library's result, the store, its storage, the log of operation names sent,
 *   and the store's client
 */
export function renderWithCommerce<Result>(
  hook: () => Result,
  endpoint: string,
  storage: ShopStorage = memoryStorage(),
) {
  const harness = testStore(endpoint, storage);
  const client = harness.store.getClient();
  if (!client) throw new Error('A working shop store always has its client.');
  const rendered = renderHook(hook, { wrapper: withStore(harness.store) });
  return {
    ...rendered,
    ...harness,
    client,
    /** The requests sent since the last call, then forgets them. */
    takeRequests(): string[] {
      return harness.requests.splice(0);
    },
  };
}

/** Renders elements inside a provider over the given store. */
export function renderInStore(store: ShopStore, ui: ReactNode): RenderResult {
  return render(ui, { wrapper: withStore(store) });
}
