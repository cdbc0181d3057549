import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach } from 'vitest';
import { createCommerceClient } from '../client';
import { CommerceProvider } from '../react/CommerceProvider';
import { memoryStorage, type ShopStorage } from '../storage/storage';

// Without vitest globals, Testing Library cannot register its own cleanup: unmount here so no
// hook of a finished test keeps fetching from a server that has stopped.
afterEach(cleanup);

/**
 * Renders a hook inside a {@link CommerceProvider} whose client talks to the given endpoint,
 * with its own storage (shared when passed, to play a reload).
 */
export function renderWithCommerce<Result>(
  hook: () => Result,
  endpoint: string,
  storage: ShopStorage = memoryStorage(),
) {
  const client = createCommerceClient({ endpoint, storage });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CommerceProvider client={client} storage={storage} placeholderImage="/placeholder.svg">
      {children}
    </CommerceProvider>
  );
  return { ...renderHook(hook, { wrapper }), client, storage };
}
