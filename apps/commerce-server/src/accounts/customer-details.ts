import { MESSAGES, NAME_MAX_LENGTH, SERVER_MESSAGES } from '@peptide/domain';
import { limitLength, userError } from '../errors';
import type { UpdateCustomerInput } from '../generated/resolvers-types';
import type { UserChanges } from '../store/users';
import type { AccountCaller } from './account-caller';
import { newEmailOf, saveAccountChanges } from './account-changes';
import { applyAddress } from './addresses';
import { cleanName } from './names';

/**
 * WooGraphQL's `updateCustomer`: a guest's addresses go on the cart session (names, e-mail and
 * password need a login); a customer's names and addresses on the account. What takes an account
 * over asks for the password, not only a login token: a new address or password is refused here
 * and goes through `changeAccountCredentials`.
 *
 * @param customerId - the customer the input names by id, if any: only the caller's own
 */
export async function updateCustomerDetails(
  caller: AccountCaller,
  input: UpdateCustomerInput,
  customerId: number | null,
): Promise<void> {
  const user = caller.user;
  if (customerId != null && customerId !== user?.databaseId) {
    throw userError(SERVER_MESSAGES.customerUpdateForbidden, 'FORBIDDEN');
  }
  if (!user) {
    if (input.email || input.password || input.firstName || input.lastName || input.displayName) {
      throw userError(SERVER_MESSAGES.loginRequiredForAccountUpdate, 'UNAUTHENTICATED');
    }
    // Nothing to store starts no session.
    if (!input.billing && !input.shipping && !(await caller.sessions.current(caller))) return;
    await caller.sessions.ensure(caller);
    await caller.sessions.update(caller, (data) => {
      if (input.billing) data.billing = applyAddress(data.billing, input.billing, 'billing');
      if (input.shipping) data.shipping = applyAddress(data.shipping, input.shipping, 'shipping');
      if (input.shippingSameAsBilling) data.shipping = { ...data.billing };
    });
    return;
  }
  if (input.password || newEmailOf(user, input.email))
    throw userError(MESSAGES.currentPasswordRequired, 'UNAUTHENTICATED');
  const changes: UserChanges = {};
  for (const field of ['firstName', 'lastName', 'displayName'] as const) {
    const value = input[field];
    if (value != null)
      changes[field] = cleanName(limitLength(value, field, NAME_MAX_LENGTH), field);
  }
  if (input.billing) changes.billing = applyAddress(user.billing, input.billing, 'billing');
  if (input.shipping) changes.shipping = applyAddress(user.shipping, input.shipping, 'shipping');
  if (input.shippingSameAsBilling) changes.shipping = { ...(changes.billing ?? user.billing) };
  const updated = await saveAccountChanges(caller, user, changes);
  await caller.sessions.signIn(caller, updated);
}
