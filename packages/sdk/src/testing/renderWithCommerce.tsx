import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { createCommerceClient } from '../client';
import { CommerceProvider } from '../react/CommerceProvider';
import { memoryStorage, type ShopStorage } from '../storage/storage';

const inFlight = new Set<Promise<Response>>();

/** The global fetch, remembering each request until it settles. */
const trackedFetch: typeof fetch = (input, init) => {
  const request = fetch(input, init);
  inFlight.add(request);
  const forget = () => inFlight.delete(request);
  request.then(forget, forget);
  return request;
};

/**
 * Resolves once no request of a rendered client is in flight. A settled request may start
 * another (urql re-executes the mounted cart query after a mutation touching the cart), so it
 * waits for a macrotask with nothing in flight.
 */
async function networkIdle(): Promise<void> {
  do {
    await Promise.allSettled([...inFlight]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  } while (inFlight.size > 0);
}

// A test ends as soon as its assertions pass, often with a refetch still on the wire. Unmounting
// then aborts it (happy-dom logs "socket hang up"), and the file's afterAll stops the server under
// it (ECONNRESET / ECONNREFUSED). So each test first lets the network go quiet, then unmounts.
// Without vitest globals, Testing Library cannot register its own cleanup, hence this hook.
afterEach(async () => {
  await act(networkIdle);
  cleanup();
});

/**
 * Renders a hook inside a {@link CommerceProvider} whose client talks to the given endpoint,
 * with its own storage (shared when passed, to play a reload).
 */
export function renderWithCommerce<Result>(
  hook: () => Result,
  endpoint: string,
  storage: ShopStorage = memoryStorage(),
) {
  const client = createCommerceClient({ endpoint, storage, fetch: trackedFetch });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CommerceProvider client={client} storage={storage} placeholderImage="/placeholder.svg">
      {children}
    </CommerceProvider>
  );
  return { ...renderHook(hook, { wrapper }), client, storage };
}
