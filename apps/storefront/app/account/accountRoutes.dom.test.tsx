import { MESSAGES } from '@peptide/domain';
import {
  createShopStore,
  memoryStorage,
  type ShopStorage,
  type ShopStore,
  STORAGE_KEYS,
} from '@peptide/sdk';
import { useShopSelector } from '@peptide/sdk/react';
import { CommerceProvider } from '@peptide/sdk/react-urql';
import { LinkProvider } from '@peptide/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RouterLink } from '../components/RouterLink';
import { ANSWER_FIELD, ANSWER_THE_PAGE } from '../lib/formAnswer';
import { commerceServerPerFile } from '../testing/commerceServer';
import { AccountPage } from './AccountPage';
import { type AuthFormAnswer, AuthPage } from './AuthPage';

const server = commerceServerPerFile();
const PASSWORD = 'a long password';
const inFlight = new Set<Promise<unknown>>();

// Each test lets its requests settle before unmounting, so none is cut off under the server.
afterEach(async () => {
  await act(async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  });
  cleanup();
  window.localStorage.clear();
});

const trackedFetch: typeof fetch = (input, init) => {
  const request = fetch(input, init);
  inFlight.add(request);
  const forget = () => inFlight.delete(request);
  request.then(forget, forget);
  return request;
};

/** Sends one GraphQL operation to the test server, outside any store. */
async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await fetch(server.endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}

/** A registered customer with a password, and a fresh login token of theirs. */
async function customer(email: string) {
  const data = await graphql<{ registerCustomer: { authToken: string } }>(
    'mutation($email: String!, $password: String!) { registerCustomer(input: { email: $email, password: $password }) { authToken } }',
    { email, password: PASSWORD },
  );
  return { email, token: data.registerCustomer.authToken };
}

/** Storage as a browser holds it after a login. */
function loggedIn(email: string, token: string): ShopStorage {
  const storage = memoryStorage();
  storage.setItem(STORAGE_KEYS.authToken, token);
  storage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: 'x', name: email, email }));
  return storage;
}

/**
 * The /auth action as it answers the page's script, over the test server: the login or the
 * registration, and the customer the session then names (the id the account page's fixture
 * reads, `x`).
 */
async function authAction({ request }: { request: Request }): Promise<AuthFormAnswer> {
  const form = await request.formData();
  expect(form.get(ANSWER_FIELD)).toBe(ANSWER_THE_PAGE);
  const text = (name: string) => String(form.get(name) ?? '');
  if (text('intent') === 'register') {
    const data = await graphql<{ registerCustomer: { customer: { email: string } } | null }>(
      'mutation($email: String!) { registerCustomer(input: { email: $email }) { customer { email } } }',
      { email: text('email') },
    );
    const email = data?.registerCustomer?.customer.email ?? null;
    return email
      ? {
          intent: 'register',
          error: null,
          success: MESSAGES.registrationSuccessful,
          user: { id: 'x', name: '', email },
        }
      : { intent: 'register', error: MESSAGES.registrationFailed, success: null, user: null };
  }
  const data = await graphql<{ login: { user: { email: string } } | null }>(
    'mutation($username: String!, $password: String!) { login(input: { username: $username, password: $password }) { user { email } } }',
    { username: text('username'), password: text('password') },
  );
  const email = data?.login?.user.email;
  return email
    ? {
        intent: 'login',
        error: null,
        success: MESSAGES.loginSuccessful,
        user: { id: 'x', name: email, email },
      }
    : { intent: 'login', error: MESSAGES.invalidCredentials, success: null, user: null };
}

function Location() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

/**
 * The account page of the customer `loggedIn` stores (id `x`), with their account (no address
 * saved yet) as the route's loader reads it.
 */
function BrowserAccountPage() {
  const email = useShopSelector((snapshot) => snapshot.user?.email ?? null);
  return (
    <AccountPage
      server={{
        userId: 'x',
        notice: null,
        customer: {
          id: 'x',
          databaseId: 1,
          email,
          username: email,
          firstName: null,
          lastName: null,
          displayName: null,
          billing: null,
          shipping: null,
        },
        customerError: null,
        orders: null,
        ordersError: null,
        unreachable: false,
        notifications: null,
        notificationsError: null,
      }}
      answer={null}
    />
  );
}

function Home() {
  return <h1>Home page</h1>;
}

// The store of the page under test; the root route provides it, inside the router as in the app.
let store: ShopStore;

function Root() {
  return (
    <CommerceProvider store={store}>
      <Location />
      <Outlet />
    </CommerceProvider>
  );
}

/** The account routes under one shop store, as the app's root provides it. */
function renderAt(path: string, storage: ShopStorage = memoryStorage()) {
  store = createShopStore({
    endpoint: server.endpoint,
    storage,
    fetch: trackedFetch,
    events: null,
  });
  const Stub = createRoutesStub([
    {
      path: '/',
      Component: Root,
      children: [
        { index: true, Component: Home },
        { path: 'auth', Component: AuthPage, action: authAction },
        { path: 'my-account', Component: BrowserAccountPage },
      ],
    },
  ]);
  render(
    <LinkProvider component={RouterLink}>
      <Stub initialEntries={[path]} />
    </LinkProvider>,
  );
  return { storage };
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

const expiredToken = () => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ exp: 1_000_000 })}.signature`;
};

describe('account routes', () => {
  it('given no stored login / /my-account sends the visitor to /auth and its forms', async () => {
    renderAt('/my-account');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Register' })).toBeTruthy();
    expect(location()).toBe('/auth');
  });

  it('given a valid stored login / /auth sends the customer to the account dashboard', async () => {
    const { email, token } = await customer('redirect.me@example.com');
    renderAt('/auth', loggedIn(email, token));
    const dashboard = await screen.findByRole('tabpanel', { name: 'Dashboard' });
    expect(location()).toBe('/my-account');
    expect(dashboard.textContent).toContain('Hello redirect.me');
  });

  it('given an expired stored login / /auth shows the forms and /my-account does not open', async () => {
    const storage = loggedIn('old@example.com', expiredToken());
    renderAt('/auth', storage);
    expect(await screen.findByRole('form', { name: 'Login' })).toBeTruthy();
    expect(location()).toBe('/auth');
    cleanup();
    renderAt('/my-account', storage);
    expect(await screen.findByRole('form', { name: 'Login' })).toBeTruthy();
    expect(location()).toBe('/auth');
  });

  it('given a correct login / the store follows the customer the action names and the page lands on My Account', async () => {
    const { email } = await customer('account.after.login@example.com');
    const { storage } = renderAt('/auth');
    const form = await screen.findByRole('form', { name: 'Login' });
    fireEvent.change(within(form).getByLabelText(/Username or email address/), {
      target: { value: email },
    });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: PASSWORD } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('tabpanel', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/my-account');
    expect(store.getSnapshot().user?.email).toBe(email);
    // The page keeps the username it logged in with, as the spec's browser-stored values say.
    expect(window.localStorage.getItem(STORAGE_KEYS.username)).toBe(email);
    expect(storage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('given a wrong password / it says Invalid credentials and stays on /auth', async () => {
    const { email } = await customer('wrong.password@example.com');
    renderAt('/auth');
    const form = await screen.findByRole('form', { name: 'Login' });
    fireEvent.change(within(form).getByLabelText(/Username or email address/), {
      target: { value: email },
    });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'not it!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(MESSAGES.invalidCredentials);
    expect(location()).toBe('/auth');
    expect(store.getSnapshot().loggedIn).toBe(false);
    expect(window.localStorage.getItem(STORAGE_KEYS.username)).toBeNull();
  });

  it('given a registration / the new customer lands in the account area', async () => {
    renderAt('/auth');
    const form = await screen.findByRole('form', { name: 'Register' });
    fireEvent.change(within(form).getByLabelText(/Email address/), {
      target: { value: 'new.customer@example.com' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('tabpanel', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/my-account');
    expect(store.getSnapshot().user?.email).toBe('new.customer@example.com');
  });

  it('given ?tab=downloads / that tab is open, and another tab puts its name in the address', async () => {
    const { email, token } = await customer('tabs@example.com');
    renderAt('/my-account?tab=downloads', loggedIn(email, token));
    const downloads = await screen.findByRole('tabpanel', { name: 'Downloads' });
    expect(downloads.textContent).toContain(MESSAGES.noDownloads);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Addresses' }));
    await waitFor(() => expect(location()).toBe('/my-account?tab=addresses'));
    const addresses = await screen.findByRole('tabpanel', { name: 'Addresses' });
    await waitFor(() => expect(within(addresses).getAllByText(MESSAGES.noAddress)).toHaveLength(2));
  });
});
