import { MESSAGES } from '@peptide/domain';
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
 * Registers a customer with a password straight on the commerce server (setup, not under test).
 *
 * @param graphqlUrl - the commerce server's endpoint; the shared test shop's by default
 */
export async function createCustomer(
  email: string,
  password: string,
  graphqlUrl = `${commerceOrigin()}/graphql`,
): Promise<void> {
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'mutation($email: String!, $password: String!) { registerCustomer(input: { email: $email, password: $password }) { customer { id } } }',
      variables: { email, password },
    }),
  });
  const body = (await response.json()) as { errors?: { message: string }[] };
  if (body.errors?.length) throw new Error(body.errors[0]?.message);
}

/** Logs in on /auth and waits for the login toast and the home page. */
export async function logIn(page: Page, username: string, password: string): Promise<void> {
  await openHydrated(page, '/auth');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username or email address').fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(MESSAGES.loginSuccessful)).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
}

/** A well-formed login token whose `exp` lies in the past. */
export function expiredJwt(): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: '1', exp: 1_000_000 })}.c2lnbmF0dXJl`;
}
