import { MESSAGES } from '@peptide/domain';
import { STORAGE_KEYS, type StoredUser } from '@peptide/sdk';
import { LinkProvider } from '@peptide/ui';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, Outlet, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ShopperProvider, useShopper } from '../commerce/shopper';
import type { ShopperAnswer } from '../commerce/shopperAnswer';
import { RouterLink } from '../components/RouterLink';
import { ANSWER_FIELD, ANSWER_THE_PAGE } from '../lib/formAnswer';
import { commerceServerPerFile } from '../testing/commerceServer';
import { AccountPage } from './AccountPage';
import { type AuthFormAnswer, AuthPage } from './AuthPage';

const server = commerceServerPerFile();
const PASSWORD = 'a long password';
const inFlight = new Set<Promise<unknown>>();

/** The customer the test's server session names (the id the account page's fixture reads, `x`). */
let sessionUser: StoredUser | null = null;

// Each test lets its requests settle before unmounting, so none is cut off under the server.
afterEach(async () => {
  await act(async () => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  });
  cleanup();
  window.localStorage.clear();
  sessionUser = null;
});

/** Sends a request to the test server, which the test lets settle before it ends. */
function tracked(request: Promise<Response>): Promise<Response> {
  inFlight.add(request);
  const forget = () => inFlight.delete(request);
  request.then(forget, forget);
  return request;
}

/** Sends one GraphQL operation to the test server, outside any store. */
async function graphql<T>(query: string, variables: Record<string, unknown>): Promise<T> {
  const response = await tracked(
    fetch(server.endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query, variables }),
    }),
  );
  return ((await response.json()) as { data: T }).data;
}

/** A registered customer with a password. */
async function customer(email: string): Promise<string> {
  await graphql<{ registerCustomer: { authToken: string } }>(
    'mutation($email: String!, $password: String!) { registerCustomer(input: { email: $email, password: $password }) { authToken } }',
    { email, password: PASSWORD },
  );
  return email;
}

/** The customer as the server's session names them after a login. */
const named = (email: string): StoredUser => ({ id: 'x', name: email, email });

/** `GET /api/shopper` over the test's session: the customer it names, no cart. */
function shopperLoader(): ShopperAnswer {
  return {
    user: sessionUser,
    cart: sessionUser !== null,
    contents: null,
    freeShippingThreshold: null,
  };
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
    if (email) sessionUser = { id: 'x', name: '', email };
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
  if (email) sessionUser = named(email);
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
  const email = useShopper().user?.email ?? null;
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

// The shopper's fetcher, as the app's root provides it, inside the router.
function Root() {
  return (
    <ShopperProvider>
      <Location />
      <Outlet />
    </ShopperProvider>
  );
}

/** The account routes under the shopper's fetcher, as the app's root provides them. */
function renderAt(path: string) {
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
    // As `routes/api.shopper.ts` says: loaded again after every form a page posts.
    {
      path: '/api/shopper',
      loader: shopperLoader,
      shouldRevalidate: ({ formMethod, defaultShouldRevalidate }) =>
        formMethod !== undefined || defaultShouldRevalidate,
    },
  ]);
  render(
    <LinkProvider component={RouterLink}>
      <Stub initialEntries={[path]} />
    </LinkProvider>,
  );
}

const location = () => screen.getByRole('status', { name: 'Location' }).textContent;

describe('account routes', () => {
  it('given a session that names nobody / /my-account sends the visitor to /auth and its forms', async () => {
    renderAt('/my-account');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Register' })).toBeTruthy();
    expect(location()).toBe('/auth');
  });

  it('given a session that names a customer / /auth sends them to the account dashboard', async () => {
    sessionUser = named(await customer('redirect.me@example.com'));
    renderAt('/auth');
    const dashboard = await screen.findByRole('tabpanel', { name: 'Dashboard' });
    expect(location()).toBe('/my-account');
    expect(dashboard.textContent).toContain('Hello redirect.me');
  });

  it('given a customer an earlier version kept in the browser / /my-account sends to /auth, and the record goes', async () => {
    window.localStorage.setItem(STORAGE_KEYS.user, JSON.stringify(named('old@example.com')));
    window.localStorage.setItem(STORAGE_KEYS.authToken, 'an-old-token');
    renderAt('/my-account');
    expect(await screen.findByRole('form', { name: 'Login' })).toBeTruthy();
    expect(location()).toBe('/auth');
    expect(window.localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('given a correct login / the shopper loads again, names the customer and the page lands on My Account', async () => {
    const email = await customer('account.after.login@example.com');
    renderAt('/auth');
    const form = await screen.findByRole('form', { name: 'Login' });
    fireEvent.change(within(form).getByLabelText(/Username or email address/), {
      target: { value: email },
    });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: PASSWORD } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('tabpanel', { name: 'Dashboard' })).toBeTruthy();
    expect(location()).toBe('/my-account');
    expect(screen.getByRole('tabpanel', { name: 'Dashboard' }).textContent).toContain(
      'Hello account.after.login',
    );
    // The page keeps the username it logged in with, as the spec's browser-stored values say.
    expect(window.localStorage.getItem(STORAGE_KEYS.username)).toBe(email);
    expect(window.localStorage.getItem(STORAGE_KEYS.authToken)).toBeNull();
  });

  it('given a wrong password / it says Invalid credentials and stays on /auth', async () => {
    const email = await customer('wrong.password@example.com');
    renderAt('/auth');
    const form = await screen.findByRole('form', { name: 'Login' });
    fireEvent.change(within(form).getByLabelText(/Username or email address/), {
      target: { value: email },
    });
    fireEvent.change(within(form).getByLabelText(/^Password/), { target: { value: 'not it!' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Log in' }));
    expect((await within(form).findByRole('alert')).textContent).toBe(MESSAGES.invalidCredentials);
    expect(location()).toBe('/auth');
    expect(screen.queryByRole('tabpanel', { name: 'Dashboard' })).toBeNull();
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
    expect(screen.getByRole('tabpanel', { name: 'Dashboard' }).textContent).toContain(
      'Hello new.customer',
    );
  });

  it('given ?tab=downloads / that tab is open, and another tab puts its name in the address', async () => {
    sessionUser = named(await customer('tabs@example.com'));
    renderAt('/my-account?tab=downloads');
    const downloads = await screen.findByRole('tabpanel', { name: 'Downloads' });
    expect(downloads.textContent).toContain(MESSAGES.noDownloads);
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Addresses' }));
    await waitFor(() => expect(location()).toBe('/my-account?tab=addresses'));
    const addresses = await screen.findByRole('tabpanel', { name: 'Addresses' });
    await waitFor(() => expect(within(addresses).getAllByText(MESSAGES.noAddress)).toHaveLength(2));
  });
});
