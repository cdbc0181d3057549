import {
  failure,
  hasErrors,
  LIMITS,
  MESSAGES,
  type Result,
  SERVER_MESSAGES,
  success,
  validateLogin,
  validateRegister,
} from '@peptide/domain';
import {
  loginDocument,
  RegisterCustomerAccountDocument,
  RegisterCustomerDocument,
  shopperMessage,
} from '@peptide/sdk';
import { backendCapabilities } from '../lib/capabilities.server';
import { loginsLimited, shopLimits, within } from '../lib/shopLimits.server';
import type { RequestShopper } from '../lib/shopperSession.server';

/** What a login sends: the login form's fields, or the reset link's account and new password. */
export interface LoginCredentials {
  /** The user name or e-mail address. */
  username: string;
  password: string;
}

/**
 * Logs the shopper in on the server: the login plugin's tokens are kept in the session.
 *
 * @param shopper - the request's shopper session
 * @param credentials - the user name or e-mail and the password
 * @returns success, or the message for the form
 */
export async function logInOnServer(
  shopper: RequestShopper,
  credentials: LoginCredentials,
): Promise<Result<string, string>> {
  const username = credentials.username.trim();
  const { password } = credentials;
  if (hasErrors(validateLogin({ username, password }))) return failure(MESSAGES.invalidCredentials);
  const limits = shopLimits();
  const account = username.toLowerCase();
  const client = await limits.loginFailuresPerClient.take(shopper.clientAddress);
  if (!client.allowed) return failure(loginsLimited(client.waitMs));
  const perAccount = await limits.loginFailuresPerAccount.take(account);
  // A locked account still takes one attempt from an address with no other attempt in the
  // window, so guesses from elsewhere cannot lock its owner out with the right password.
  if (!perAccount.allowed && client.taken > 1) return failure(loginsLimited(perAccount.waitMs));
  const { loginPlugin } = await backendCapabilities();
  const session = await shopper.sessionClient();
  const answer = await session.client
    .mutation(loginDocument(loginPlugin ?? 'jwt-authentication'), { username, password })
    .toPromise();
  const payload = answer.data?.login;
  // A lockout is said as one (the backend's words and wait), so its owner is not sent to reset.
  const refusal = answer.error?.graphQLErrors[0];
  if (refusal?.extensions?.code === 'TOO_MANY_REQUESTS') return failure(refusal.message);
  if (!payload?.authToken) return failure(MESSAGES.invalidCredentials);
  await Promise.all([
    limits.loginFailuresPerAccount.clear(account),
    limits.loginFailuresPerClient.giveBack(shopper.clientAddress),
  ]);
  session.logIn({
    authToken: payload.authToken,
    refreshToken: payload.refreshToken ?? null,
    user: {
      id: payload.user?.id ?? '',
      name: payload.user?.name ?? '',
      email: payload.user?.email ?? '',
    },
  });
  return success(MESSAGES.loginSuccessful);
}

/** The backend's refusal in the shopper's words: a missing password asks for one. */
function registrationRefusal(said: string | null): string {
  if (said === SERVER_MESSAGES.stockPasswordRequired) return MESSAGES.accountPasswordRequired;
  return said ?? MESSAGES.registrationFailed;
}

/**
 * Registers an e-mail on the server; where the login plugin answers tokens (JWT Authentication)
 * the new customer is logged in.
 *
 * @param shopper - the request's shopper session
 * @param typed - the e-mail as typed (the register form's, or the checkout's billing e-mail)
 * @param password - the password the shopper chose, where the backend asked for one (a stock
 *   WooCommerce with "generate password" off refuses an account without); else the backend
 *   e-mails a link to set it
 * @returns whether the customer is now logged in, or the message for the form
 *   (`MESSAGES.accountPasswordRequired` when the backend wants a password)
 */
export async function registerOnServer(
  shopper: RequestShopper,
  typed: string,
  password = '',
): Promise<Result<{ loggedIn: boolean; message: string }, string>> {
  const email = typed.trim();
  const invalid = validateRegister({ email }).email;
  if (invalid) return failure(invalid);
  if (password && password.length < LIMITS.passwordMinLength) {
    return failure(MESSAGES.passwordTooShort(LIMITS.passwordMinLength));
  }
  const variables = { email, password: password || null };
  const limited = await within(
    'registrationsPerClient',
    shopper.clientAddress,
    SERVER_MESSAGES.registrationsLimited,
  );
  if (limited) return failure(limited.message);
  const { loginPlugin } = await backendCapabilities();
  const session = await shopper.sessionClient();
  if (loginPlugin !== 'jwt-authentication') {
    const answer = await session.client
      .mutation(RegisterCustomerAccountDocument, variables)
      .toPromise();
    if (answer.error) return failure(registrationRefusal(shopperMessage(answer.error)));
    if (!answer.data?.registerCustomer?.customer) return failure(MESSAGES.registrationFailed);
    return success({ loggedIn: false, message: MESSAGES.registrationCredentialsToFollow });
  }
  const answer = await session.client.mutation(RegisterCustomerDocument, variables).toPromise();
  const payload = answer.data?.registerCustomer;
  // JWT Authentication refuses the new account's tokens to the visitor who registered it ("Only
  // the user requesting a token …"): the account exists all the same, and its set-password
  // e-mail is on the way, so the registration worked without a login.
  if (!payload?.customer) {
    return failure(registrationRefusal(answer.error ? shopperMessage(answer.error) : null));
  }
  if (!payload.authToken)
    return success({ loggedIn: false, message: MESSAGES.registrationCredentialsToFollow });
  session.logIn({
    authToken: payload.authToken,
    refreshToken: payload.refreshToken ?? null,
    user: { id: payload.customer.id, name: '', email: payload.customer.email ?? email },
  });
  return success({ loggedIn: true, message: MESSAGES.registrationSuccessful });
}
