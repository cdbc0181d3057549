import { MESSAGES, SERVER_MESSAGES, validateLogin } from '@peptide/domain';
import { verifyPassword } from '../auth/passwords';
import { fieldsError, userError } from '../errors';
import type { User } from '../model/models';
import { userForLogin } from '../store/users';
import type { AccountCaller } from './account-caller';
import { tooManyLoginAttempts } from './reauthentication';

/** A login's name and password, whichever login plugin's input carried them. */
export interface PasswordCredentials {
  username: string;
  password: string;
}

/** `login`'s input as both login plugins send it (JWT Authentication's or Headless Login's). */
export interface LoginPluginInput {
  username?: string | null;
  password?: string | null;
  provider?: string | null;
  credentials?: PasswordCredentials | null;
}

/**
 * The name and password of a `login` input: Headless Login's `credentials` with the PASSWORD
 * provider, else JWT Authentication's `username` and `password`.
 *
 * @param input - the mutation's input
 * @returns the credentials, or null when the input carries no name and password
 * @throws a GraphQL error for a Headless Login provider other than PASSWORD: the shop has
 *   accounts with passwords only
 */
export function passwordCredentials(input: LoginPluginInput): PasswordCredentials | null {
  if (input.provider && input.provider !== 'PASSWORD')
    throw userError(SERVER_MESSAGES.loginProviderNotEnabled(input.provider), 'UNAUTHENTICATED');
  const { username, password } = input.credentials ?? input;
  return username != null && password != null ? { username, password } : null;
}

/**
 * Checks a password login and makes its user the caller, starting a login (its tokens date from
 * now).
 *
 * @param ctx - the request
 * @param credentials - the name (username or e-mail address) and password, or null when the
 *   input had none
 * @returns the user logged in
 * @throws `MESSAGES.invalidCredentials` for a wrong name or password (the same for both), or the
 *   throttles' refusal
 * @remarks Counted per account (whichever of its names was typed) and per client address, both
 *   before any hashing, so guesses sent at once cannot all be checked; an unknown name is
 *   verified against no hash, so timing does not tell which accounts exist.
 */
export async function logInWithPassword(
  ctx: AccountCaller,
  credentials: PasswordCredentials | null,
): Promise<User> {
  if (!credentials || fieldsError(validateLogin(credentials)))
    throw userError(MESSAGES.invalidCredentials, 'UNAUTHENTICATED');
  const { username, password } = credentials;
  const found = await userForLogin(ctx.db, username);
  const account = found ? `user:${found.user.databaseId}` : `name:${username.trim().toLowerCase()}`;
  const { loginPerAccount, loginPerClient } = ctx.limits;
  const client = await loginPerClient.take(ctx.clientAddress);
  if (!client.allowed) throw tooManyLoginAttempts(client.waitMs);
  const perAccount = await loginPerAccount.take(account);
  // A locked account still takes one attempt from an address with no other attempt in the
  // window, so guesses from elsewhere cannot lock the owner out with the right password.
  if (!perAccount.allowed && client.taken > 1) throw tooManyLoginAttempts(perAccount.waitMs);
  const matches = await verifyPassword(password, found?.passwordHash ?? null);
  if (!found || !matches) throw userError(MESSAGES.invalidCredentials, 'UNAUTHENTICATED');
  await Promise.all([loginPerAccount.clear(account), loginPerClient.giveBack(ctx.clientAddress)]);
  await startLogin(ctx, found.user);
  return found.user;
}

/**
 * Makes the user the caller for the rest of the request as a new login, after the password was
 * given (a login, a registration, a change with the current password).
 *
 * @param ctx - the request
 * @param user - the user who gave it
 */
export async function startLogin(ctx: AccountCaller, user: User): Promise<void> {
  ctx.loginAt = ctx.now();
  await ctx.sessions.signIn(ctx, user);
}
