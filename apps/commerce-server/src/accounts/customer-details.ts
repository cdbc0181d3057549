import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SERVER_MESSAGES,
  validateLostPassword,
} from '@peptide/domain';
import { hashPassword } from '../auth/passwords';
import { fieldsError, limitLength, userError } from '../errors';
import type { UpdateCustomerInput } from '../generated/resolvers-types';
import type { UserChanges } from '../store/users';
import type { AccountCaller } from './account-caller';
import { newEmailOf, requireFreeEmail, saveAccountChanges } from './account-changes';
import { applyAddress } from './addresses';
import { type LoginTokens, loginTokens } from './login-tokens';
import { cleanName } from './names';
import { requireValidPassword } from './password-policy';
import { requireRecentLogin } from './recent-login';

/**
 * WooGraphQL's `updateCustomer` (and WPGraphQL's `updateUser`, through the same fields): a
 * guest's addresses go on the cart session (names, e-mail and password need a login); a
 * customer's names and addresses on the account. What takes an account over asks for a recent
 * login, not only a login token: a new address or password is taken only within
 * {@link requireRecentLogin}'s minutes of the password (else `changeAccountCredentials` takes it
 * with the current password).
 *
 * @param customerId - the customer the input names by id, if any: only the caller's own
 * @returns the caller's new login tokens when the password changed (it ended the old ones), else
 *   null
 */
export async function updateCustomerDetails(
  caller: AccountCaller,
  input: Pick<
    UpdateCustomerInput,
    | 'billing'
    | 'shipping'
    | 'shippingSameAsBilling'
    | 'email'
    | 'password'
    | 'firstName'
    | 'lastName'
    | 'displayName'
  >,
  customerId: number | null,
): Promise<LoginTokens | null> {
  const user = caller.user;
  if (customerId != null && customerId !== user?.databaseId) {
    throw userError(SERVER_MESSAGES.customerUpdateForbidden, 'FORBIDDEN');
  }
  if (!user) {
    if (input.email || input.password || input.firstName || input.lastName || input.displayName) {
      throw userError(SERVER_MESSAGES.loginRequiredForAccountUpdate, 'UNAUTHENTICATED');
    }
    // Nothing to store starts no session.
    if (!input.billing && !input.shipping && !(await caller.sessions.current(caller))) return null;
    await caller.sessions.ensure(caller);
    await caller.sessions.update(caller, (data) => {
      if (input.billing) data.billing = applyAddress(data.billing, input.billing, 'billing');
      if (input.shipping) data.shipping = applyAddress(data.shipping, input.shipping, 'shipping');
      if (input.shippingSameAsBilling) data.shipping = { ...data.billing };
    });
    return null;
  }
  const newEmail = newEmailOf(user, input.email);
  const changes: UserChanges = {};
  if (input.password || newEmail) {
    if (input.password) requireValidPassword(input.password);
    if (newEmail) {
      const invalid = fieldsError(
        validateLostPassword({ email: limitLength(newEmail, 'email', EMAIL_MAX_LENGTH) }),
      );
      if (invalid) throw invalid;
    }
    // Asked before the address is looked up, so a token alone cannot tell which addresses have
    // accounts.
    requireRecentLogin(caller);
    await requireFreeEmail(caller.db, newEmail);
    if (newEmail) changes.email = newEmail;
    if (input.password) changes.passwordHash = await hashPassword(input.password);
  }
  for (const field of ['firstName', 'lastName', 'displayName'] as const) {
    const value = input[field];
    if (value != null)
      changes[field] = cleanName(limitLength(value, field, NAME_MAX_LENGTH), field);
  }
  if (input.billing) changes.billing = applyAddress(user.billing, input.billing, 'billing');
  if (input.shipping) changes.shipping = applyAddress(user.shipping, input.shipping, 'shipping');
  if (input.shippingSameAsBilling) changes.shipping = { ...(changes.billing ?? user.billing) };
  const updated = await saveAccountChanges(caller, user, changes);
  // The login goes on as the account is now, from when its password was given: a change made in
  // the sudo window does not open a new one.
  await caller.sessions.signIn(caller, updated);
  return changes.passwordHash ? loginTokens(caller) : null;
}
