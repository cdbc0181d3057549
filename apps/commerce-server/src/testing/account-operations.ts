import { vi } from 'vitest';
import type { RunningServer } from '../server';
import type { OutboxEmail } from '../store/outbox';

/** Operations of the account tests, as the SDK sends them. */
export const VIEWER = '{ viewer { userId username email } }';
export const SEND_RESET = `mutation ($email: String!) { sendReactResetPasswordEmail(input: { email: $email }) { success message } }`;
export const RESET = `mutation ($email: String!, $token: String!, $newPassword: String!) {
  resetPasswordWithToken(input: { email: $email, token: $token, newPassword: $newPassword }) { success message }
}`;
export const UPDATE_CUSTOMER = `mutation ($input: UpdateCustomerInput!) {
  updateCustomer(input: $input) { customer { id email firstName lastName displayName billing { city postcode country } shipping { city } } }
}`;

/** The shop's change of e-mail address or password, with the current password. */
export const CHANGE_CREDENTIALS = `mutation ($input: ChangeAccountCredentialsInput!) {
  changeAccountCredentials(input: $input) { authToken refreshToken customer { id email } }
}`;

/** The e-mails a dev server queued, newest first. */
export async function outbox(server: RunningServer): Promise<OutboxEmail[]> {
  const response = await fetch(`${server.origin}/dev/outbox`);
  return (await response.json()) as OutboxEmail[];
}

/** The address and token of a reset or set-your-password link. */
export function linkParams(email: OutboxEmail | undefined): { email: string; token: string } {
  const url = new URL(String(email?.link));
  return {
    email: String(url.searchParams.get('email')),
    token: String(url.searchParams.get('token')),
  };
}

/**
 * Moves the throttles' clock on: their windows run on the wall clock (their library reads
 * `Date`), not on the server's `now`. The test restores real timers afterwards.
 */
export function advanceThrottleClock(ms: number): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  vi.setSystemTime(Date.now() + ms);
}
