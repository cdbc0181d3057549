import { MESSAGES } from '@peptide/domain';
import { sendOperation } from '@peptide/test-support/client';
import type { Page } from '@playwright/test';
import { expect, openHydrated } from './fixtures';

/** The commerce server's origin (its outbox and GraphQL endpoint live there). */
function commerceOrigin(): string {
  const endpoint = process.env.E2E_COMMERCE_URL;
  if (!endpoint) throw new Error('E2E_COMMERCE_URL is not set: the global setup did not run');
  return new URL(endpoint).origin;
}

/**
 * An address nobody has registered yet, with a readable local part; short enough for the
 * checkout's 30-character fields when `name` is.
 */
export function uniqueEmail(name: string): string {
  const suffix = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  return `${name}.${suffix}@example.com`;
}

/** One e-mail of the commerce server's development outbox. */
interface OutboxEmail {
  to: string;
  subject: string;
  link: string | null;
}

/** Every e-mail the commerce server has queued for an address, newest first. */
export async function emailsTo(address: string): Promise<OutboxEmail[]> {
  const response = await fetch(`${commerceOrigin()}/dev/outbox`);
  if (!response.ok) throw new Error(`GET /dev/outbox answered ${response.status}`);
  const emails = (await response.json()) as OutboxEmail[];
  return emails.filter((email) => email.to === address);
}

/**
 * The set-password or reset link last e-mailed to an address, as a path on the storefront.
 *
 * @returns `/reset-password?email=…&token=…`
 */
export async function passwordLinkFor(address: string): Promise<string> {
  const [latest] = await emailsTo(address);
  if (!latest?.link) throw new Error(`No e-mail with a link was sent to ${address}`);
  const link = new URL(latest.link);
  return `${link.pathname}${link.search}`;
}

/**
 * A loopback address of its own for a setup call, outside 127.0.0.0/24 (where the browsers and
 * the limit tests send from): the backend counts registrations per client address, and the
 * suite's setup must not spend the allowance of the address its browsers shop from.
 */
function setupAddress(): string {
  const part = () => 1 + Math.floor(Math.random() * 254);
  return `127.1.${part()}.${part()}`;
}

/**
 * Registers a customer with a password straight on the commerce server (setup, not under test).
 *
 * @param graphqlUrl - the commerce server's endpoint; the shared test shop's by default
 */
export async function createCustomer(
  email: string,
  password: string,
  graphqlUrl = `${commerceOrigin()}/graphql`,
): Promise<void> {
  const answer = await sendOperation(
    graphqlUrl,
    'mutation($email: String!, $password: String!) { registerCustomer(input: { email: $email, password: $password }) { customer { id } } }',
    { email, password },
    { from: setupAddress() },
  );
  if (answer.errors.length) throw new Error(answer.errors[0]?.message);
}

/**
 * Registers a customer without a password and sets one through the e-mailed link, straight on
 * the commerce server (setup, not under test): the account's address is proven, as a back-in-stock
 * request that is active at once needs.
 */
export async function createProvenCustomer(email: string, password: string): Promise<void> {
  const graphqlUrl = `${commerceOrigin()}/graphql`;
  const registered = await sendOperation(
    graphqlUrl,
    'mutation($email: String!) { registerCustomer(input: { email: $email }) { customer { id } } }',
    { email },
    { from: setupAddress() },
  );
  if (registered.errors.length) throw new Error(registered.errors[0]?.message);
  const link = new URL(await passwordLinkFor(email), 'http://storefront.invalid');
  const reset = await sendOperation<{ resetPasswordWithToken?: { success: boolean } }>(
    graphqlUrl,
    'mutation($email: String!, $token: String!, $password: String!) { resetPasswordWithToken(input: { email: $email, token: $token, newPassword: $password }) { success } }',
    {
      email: link.searchParams.get('email'),
      token: link.searchParams.get('token'),
      password,
    },
  );
  if (!reset.data?.resetPasswordWithToken?.success)
    throw new Error(reset.errors[0]?.message ?? 'the set-your-password link was refused');
}

/**
 * Sets an account's password through the set-password link last e-mailed to it, on the
 * storefront's reset page (the page's form posts with or without scripts); the new password logs
 * the customer in and lands on My Account.
 */
export async function setPasswordFromLink(
  page: Page,
  email: string,
  password: string,
): Promise<void> {
  const setPasswordMail = async () =>
    (await emailsTo(email)).find((mail) => /set your password/.test(mail.subject) && mail.link);
  await expect.poll(setPasswordMail).toBeTruthy();
  const link = new URL(String((await setPasswordMail())?.link));
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password' }).fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText(MESSAGES.passwordResetSuccess)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/my-account');
}

/** Logs in on /auth and waits for the login toast and My Account, where a login lands. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await openHydrated(page, '/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username or email address').fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(MESSAGES.loginSuccessful)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/my-account');
}

/**
 * Logs a customer in the way a login form posted without scripts does: the /auth action keeps
 * the tokens in the server's session and its cookie lands in the page's browser context. For
 * tests whose subject is not the login itself: it spares them the /auth page and the account
 * area the form sends on to. The form itself is under test in `account-login.spec.ts`, and the specs
 * that log in after a change (a new password, a guest cart to merge) still go through it.
 */
export async function logInThroughApi(
  page: Pick<Page, 'request'>,
  username: string,
  password: string,
): Promise<void> {
  const storefront = process.env.E2E_STOREFRONT_URL;
  if (!storefront) throw new Error('E2E_STOREFRONT_URL is not set: the global setup did not run');
  const response = await page.request.post(`${storefront}/auth`, {
    form: { intent: 'login', username, password },
    headers: { Origin: new URL(storefront).origin },
    maxRedirects: 0,
  });
  if (response.status() !== 302) {
    throw new Error(`the login form answered ${response.status()}, not a redirect`);
  }
}

/**
 * Changes a customer's password straight on the commerce server, as another device would: every
 * login token issued before, the storefront's session's included, is refused afterwards.
 */
export async function changePasswordElsewhere(
  email: string,
  currentPassword: string,
  password: string,
): Promise<void> {
  const graphqlUrl = `${commerceOrigin()}/graphql`;
  const login = await sendOperation<{ login?: { authToken: string } }>(
    graphqlUrl,
    'mutation($username: String!, $password: String!) { login(input: { username: $username, password: $password }) { authToken } }',
    { username: email, password: currentPassword },
  );
  const auth = login.data?.login?.authToken;
  if (!auth) throw new Error(login.errors[0]?.message ?? 'login answered no token');
  const changed = await sendOperation(
    graphqlUrl,
    'mutation($input: ChangeAccountCredentialsInput!) { changeAccountCredentials(input: $input) { authToken } }',
    { input: { currentPassword, password } },
    { auth },
  );
  if (changed.errors.length) throw new Error(changed.errors[0]?.message);
}
