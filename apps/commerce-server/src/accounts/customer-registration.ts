import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SERVER_MESSAGES,
  validateRegister,
} from '@peptide/domain';
import { MAX_TEXT_LENGTH } from '../config';
import { fieldsError, limitLength, userError } from '../errors';
import type { RegisterCustomerInput } from '../generated/resolvers-types';
import type { User } from '../model/models';
import type { AccountCaller } from './account-caller';
import { applyAddress } from './addresses';
import { cleanName, cleanUsername } from './names';
import { startLogin } from './password-login';
import { requireValidPassword } from './password-policy';
import { registerUser } from './registration';

/**
 * WooGraphQL's `registerCustomer`: checks the address, password, names and the client's
 * registrations per hour, creates the account (without a password it gets a set-your-password
 * e-mail) and logs the caller in to it.
 *
 * @returns the new account
 * @remarks In the upstream profile, as a stock backend: the caller is not logged in, and without
 *   a password the account is refused unless the profile generates passwords
 *   (`UpstreamSettings.generatePassword`).
 */
export async function registerCustomer(
  caller: AccountCaller,
  input: RegisterCustomerInput,
): Promise<User> {
  const email = limitLength(input.email ?? '', 'email', EMAIL_MAX_LENGTH);
  const invalid = fieldsError(validateRegister({ email }));
  if (invalid) throw invalid;
  if (input.password) requireValidPassword(input.password);
  else if (!caller.config.extensions && !caller.config.upstream.generatePassword)
    throw userError(SERVER_MESSAGES.stockPasswordRequired);
  limitLength(input.username, 'username', MAX_TEXT_LENGTH);
  for (const field of ['firstName', 'lastName', 'displayName'] as const) {
    limitLength(input[field], field, NAME_MAX_LENGTH);
  }
  const name = (field: 'firstName' | 'lastName' | 'displayName') => {
    const value = input[field];
    return value == null ? value : cleanName(value, field);
  };
  const throttle = await caller.limits.registerPerClient.take(caller.clientAddress);
  if (!throttle.allowed) throw userError(SERVER_MESSAGES.tooManyRegistrations, 'TOO_MANY_REQUESTS');
  const user = await registerUser(caller, {
    email,
    // A blank username is generated from the e-mail, as upstream.
    username: input.username?.trim() ? cleanUsername(input.username) : null,
    password: input.password,
    firstName: name('firstName'),
    lastName: name('lastName'),
    displayName: name('displayName'),
    billing: input.billing ? applyAddress({}, input.billing, 'billing') : {},
    shipping: input.shipping ? applyAddress({}, input.shipping, 'shipping') : {},
  });
  // A stock backend leaves the caller as they were: the new account logs in with its password.
  if (caller.config.extensions) await startLogin(caller, user);
  return user;
}
