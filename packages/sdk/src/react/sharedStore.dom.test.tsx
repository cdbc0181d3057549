
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from 'urql';
import { describe, expect, it } from 'vitest';
import {
  GetOrdersDocument,
  LoginDocument,
  RegisterCustomerDocument,
  ResetPasswordWithTokenDocument,
} from '../generated/graphql';
import { STORAGE_KEYS } from '../storage/keys';
import { memoryStorage } from '../storage/storage';
import { createShopStore } from '../store/shopStore';
import { LONDON } from '../testing/addresses';
import { simpleProduct } from '../testing/catalogue';
import { commerceServerPerFile } from '../testing/commerceServer';
import { makeJwt } from '../testing/jwt';
import { resetLinkFor } from '../testing/outbox';
import { renderInStore, renderWithCommerce, testStore } from '../testing/renderWithCommerce';
import { useAuth } from './useAuth';
import { useCart } from './useCart';
import { useCoupon } from './useCoupon';
import { useCustomer } from './useCustomer';

const server = commerceServerPerFile();
const PASSWORD = 'a long password';

async function customerWithPassword(email: string): Promise<void> {
  const { client } = server.shopper();
  await client.mutation(RegisterCustomerDocument, { email }).toPromise();
  const link = await resetLinkFor(server.origin, email);
  await client
    .mutation(ResetPasswordWithTokenDocument, { ...link, newPassword: PASSWORD })
    .toPromise();
}

/** What the account area reads: the customer and the orders, through the provider's client. */
function useAccount() {
  const auth = useAuth();
  const { customer } = useCustomer();
  const [orders] = useQuery({ query: GetOrdersDocument, pause: !auth.isLoggedIn });
  return { auth, email: customer?.email ?? null, orders: orders.data?.orders?.nodes ?? null };
}

function SignedIn() {
  const { isLoggedIn } = useAuth();
  return <p>{isLoggedIn ? 'signed in' : 'visitor'}</p>;
}

function HeaderBadge() {
  const { count } = useCart();
  const { isLoggedIn } = useAuth();
  return (
    <p>
      {count} in cart, {isLoggedIn ? 'signed in' : 'visitor'}
    </p>
  );
}

function AddButton({ productId }: { productId: number }) {
  const { add, adding } = useCart();
  return (
    <button type="button" onClick={() => add({ productId })}>
      {adding(productId) ? 'Adding' : 'Add'}
    </button>
  );
}

function Greeting() {
  const { user } = useAuth();
  return <p>{user ? `Hello ${user.email}` : 'Hello visitor'}</p>;
}

function LoginButton({ email }: { email: string }) {
  const { login } = useAuth();
  return (
    <button type="button" onClick={() => login(email, PASSWORD)}>
      Log in
    </button>
  );
}

describe('a change of identity', () => {
  it('given A logged out and B logged in, no hook or query shows A again', async () => {
    await customerWithPassword('alice@example.com');
    await customerWithPassword('bob@example.com');
    const { result } = renderWithCommerce(useAccount, server.endpoint);

    await act(() => result.current.auth.login('alice@example.com', PASSWORD));
    await waitFor(() => expect(result.current.email).toBe('alice@example.com'));
    await waitFor(() => expect(result.current.orders).not.toBeNull());

    act(() => result.current.auth.logout());
    expect(result.current.email).toBeNull();
    expect(result.current.orders).toBeNull();

    const seen: (string | null)[] = [];
    const login = result.current.auth.login('bob@example.com', PASSWORD);
    await act(async () => {
      await login;
    });
    await waitFor(() => {
      seen.push(result.current.email);
      expect(result.current.email).toBe('bob@example.com');
    });
    expect(seen).not.toContain('alice@example.com');
    expect(result.current.auth.user?.email).toBe('bob@example.com');
  });

  it('given a login token that has expired and a refresh token, the login plugin renews it and the customer stays', async () => {
    await customerWithPassword('renewing@example.com');
    const { result, storage, store } = renderWithCommerce(useAccount, server.endpoint);
    await act(() => result.current.auth.login('renewing@example.com', PASSWORD));
    await waitFor(() => expect(result.current.email).toBe('renewing@example.com'));
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeTruthy();

    const expired = makeJwt({ exp: Date.now() / 1000 - 60 });
    storage.setItem(STORAGE_KEYS.authToken, expired);
    await act(() => store.refreshCart());
    expect(result.current.auth.isLoggedIn).toBe(true);
    expect(storage.getItem(STORAGE_KEYS.authToken)).not.toBe(expired);
    expect(store.getSnapshot().token).toBe(storage.getItem(STORAGE_KEYS.authToken));
  });

  it('given a login token that has expired and a refused refresh token, the customer is dropped and the store is a visitor', async () => {
    await customerWithPassword('expiring@example.com');
    const { result, storage, store } = renderWithCommerce(useAccount, server.endpoint);
    await act(() => result.current.auth.login('expiring@example.com', PASSWORD));
    await waitFor(() => expect(result.current.email).toBe('expiring@example.com'));

    storage.setItem(STORAGE_KEYS.authToken, makeJwt({ exp: Date.now() / 1000 - 60 }));
    storage.setItem(STORAGE_KEYS.refreshToken, 'forged');
    await act(() => store.refreshCart());
    expect(result.current.auth.isLoggedIn).toBe(false);
    expect(result.current.email).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBeNull();
    expect(storage.getItem(STORAGE_KEYS.refreshToken)).toBeNull();
  });

  it('given another tab that logs in, this tab follows through the storage event', async () => {
    await customerWithPassword('tabs@example.com');
    const storage = memoryStorage();
    const events = new EventTarget();
    const store = createShopStore({ endpoint: server.endpoint, storage, events });
    renderInStore(store, <SignedIn />);
    expect(screen.getByText('visitor')).toBeTruthy();

    const other = server.shopper();
    const login = await other.client
      .mutation(LoginDocument, { username: 'tabs@example.com', password: PASSWORD })
      .toPromise();
    storage.setItem(STORAGE_KEYS.authToken, login.data?.login?.authToken ?? '');
    act(() => {
      events.dispatchEvent(Object.assign(new Event('storage'), { key: STORAGE_KEYS.authToken }));
    });
    expect(screen.getByText('signed in')).toBeTruthy();
  });
});

describe('one store shared by every component', () => {
  it('given a header and a product card, an add in the card shows in the header at once', async () => {
    const { store } = testStore(server.endpoint);
    const product = await simpleProduct(server.shopper().client);
    renderInStore(
      store,
      <>
        <HeaderBadge />
        <AddButton productId={product.databaseId} />
      </>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByText('1 in cart, visitor')).toBeTruthy();
    expect(screen.getByRole('button').textContent).toBe('Adding');
    await waitFor(() => expect(screen.getByRole('button').textContent).toBe('Add'));
    expect(screen.getByText('1 in cart, visitor')).toBeTruthy();
  });

  it('given two components, a login in one shows in the other without a reload', async () => {
    await customerWithPassword('shared@example.com');
    const { store } = testStore(server.endpoint);
    renderInStore(
      store,
      <>
        <Greeting />
        <LoginButton email="shared@example.com" />
      </>,
    );
    act(() => screen.getByRole('button').click());
    await waitFor(() => expect(screen.getByText('Hello shared@example.com')).toBeTruthy());
  });
});

describe('one request per cart change', () => {
  it('coupon apply and remove, payment and shipping method and emptying each send exactly one request', async () => {
    const { result, takeRequests, store } = renderWithCommerce(
      () => ({ cart: useCart(), coupon: useCoupon() }),
      server.endpoint,
    );
    const product = await simpleProduct(server.shopper().client);
    await act(() => result.current.cart.add({ productId: product.databaseId, quantity: 2 }));
    takeRequests();

    await act(() => result.current.coupon.apply('WELCOME10'));
    expect(takeRequests()).toEqual(['ApplyCouponToCart']);
    expect(result.current.cart.totals.discount).toBeGreaterThan(0);

    await act(() => result.current.coupon.remove());
    expect(takeRequests()).toEqual(['RemoveCouponFromCart']);
    expect(result.current.cart.totals.discount).toBe(0);

    const before = result.current.cart.totals.total;
    await act(() => store.setPaymentMethod('btcpaygf_default'));
    expect(takeRequests()).toEqual(['SetPaymentMethod']);
    expect(result.current.cart.totals.bitcoinDiscount).toBeGreaterThan(0);
    expect(result.current.cart.totals.total).toBeLessThan(before);

    const rate = result.current.cart.cart?.availableShippingMethods?.[0]?.rates?.at(-1)?.id ?? '';
    await act(() => store.setShippingMethod(rate));
    expect(takeRequests()).toEqual(['UpdateShippingMethod']);
    expect(result.current.cart.cart?.chosenShippingMethods).toEqual([rate]);

    await act(() => store.setShippingAddress(LONDON));
    expect(takeRequests()).toEqual(['UpdateCartShippingAddress', 'GetCart']);
    expect(result.current.cart.cart?.availableShippingMethods?.[0]?.rates?.length).toBeGreaterThan(
      0,
    );

    await act(() => store.emptyCart());
    expect(takeRequests()).toEqual(['EmptyCart']);
    expect(result.current.cart.count).toBe(0);
  });
});
