import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  LoginDocument,
  RegisterCustomerDocument,
  ResetPasswordWithTokenDocument,
} from '../generated/graphql';
import { STORAGE_KEYS } from '../storage/keys';
import { memoryStorage } from '../storage/storage';
import { createShopStore } from '../store/shopStore';
import { commerceServerPerFile } from '../testing/commerceServer';
import { resetLinkFor } from '../testing/outbox';
import { networkIdle, testStore } from '../testing/renderWithCommerce';
import { CommerceProvider } from './CommerceProvider';
import { useAuth } from './useAuth';
import { useCart } from './useCart';
import { useCoupon } from './useCoupon';

const server = commerceServerPerFile();
const PASSWORD = 'a long password';

const storedLine = {
  id: 'k',
  key: 'k',
  productId: 999,
  name: 'From last visit',
  link: '/product/x',
  price: 5,
  image: '/x.png',
  quantity: 1,
  stock: null,
  slug: 'x',
  subtotal: 5,
};

function ShopState() {
  const { count } = useCart();
  const { isLoggedIn } = useAuth();
  const { code } = useCoupon();
  return (
    <p>{`${count} in cart, ${isLoggedIn ? 'signed in' : 'visitor'}, coupon ${code ?? 'none'}`}</p>
  );
}

async function loginToken(email: string): Promise<string> {
  const { client } = server.shopper();
  await client.mutation(RegisterCustomerDocument, { email }).toPromise();
  const link = await resetLinkFor(server.origin, email);
  await client
    .mutation(ResetPasswordWithTokenDocument, { ...link, newPassword: PASSWORD })
    .toPromise();
  const login = await client
    .mutation(LoginDocument, { username: email, password: PASSWORD })
    .toPromise();
  return login.data?.login?.authToken ?? '';
}

describe('a server render hydrated in the browser', () => {
  let root: Root | undefined;
  afterEach(async () => {
    await act(networkIdle);
    act(() => root?.unmount());
    vi.restoreAllMocks();
  });

  it('given stored login, cart and coupon, it hydrates the visitor render without a mismatch, then shows them', async () => {
    const serverStore = createShopStore({
      endpoint: server.endpoint,
      storage: memoryStorage(),
      events: null,
    });
    const html = renderToString(
      <CommerceProvider store={serverStore}>
        <ShopState />
      </CommerceProvider>,
    );
    expect(html).toContain('0 in cart, visitor, coupon none');
    expect(serverStore.getServerSnapshot().ready).toBe(false);

    const storage = memoryStorage({
      [STORAGE_KEYS.authToken]: await loginToken('hydrate@example.com'),
      [STORAGE_KEYS.cart]: JSON.stringify([storedLine]),
      [STORAGE_KEYS.appliedCoupon]: 'WELCOME10',
    });
    const { store: browserStore } = testStore(server.endpoint, storage);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const consoleErrors = vi.spyOn(console, 'error');
    const recoverable: unknown[] = [];

    await act(async () => {
      root = hydrateRoot(
        container,
        <CommerceProvider store={browserStore}>
          <ShopState />
        </CommerceProvider>,
        { onRecoverableError: (error) => recoverable.push(error) },
      );
    });

    expect(recoverable).toEqual([]);
    expect(consoleErrors).not.toHaveBeenCalled();
    expect(container.textContent).toContain('signed in, coupon WELCOME10');
    expect(browserStore.getSnapshot().ready).toBe(true);
    // The stored line shows until the server's (empty) cart for this customer replaces it.
    await waitFor(() => expect(browserStore.getSnapshot().cartStatus).toBe('loaded'));
    expect(container.textContent).toBe('0 in cart, signed in, coupon WELCOME10');
  });
});
