import { failure, MESSAGES, success } from '@peptide/domain';
import type { Client, CombinedError } from '@urql/core';
import { ChangeAccountCredentialsDocument, UpdateCustomerDocument } from './generated/graphql';
import type { ActionResult } from './store/actionResult';

/** The account details form; the password is sent only when given. */
export interface AccountDetailsInput {
  firstName: string;
  lastName: string;
  displayName: string;
  email: string;
  password?: string | null;
  /** The account's password as it is: the server asks for it with a new password or e-mail. */
  currentPassword?: string | null;
}

/** Refusals of an account update that tell the shopper what to change. */
const ACCOUNT_UPDATE_REFUSALS: readonly string[] = [
  MESSAGES.currentPasswordRequired,
  MESSAGES.currentPasswordWrong,
];

/**
 * The refusal of an account update, or null when it went through: what the shopper can put right
 * is said, anything else stays generic.
 */
function accountRefusal(
  error: CombinedError | undefined,
  payload: { customer?: unknown } | null | undefined,
): ActionResult | null {
  if (!error && payload?.customer) return null;
  const said = error?.graphQLErrors[0]?.message;
  return failure(
    said && ACCOUNT_UPDATE_REFUSALS.includes(said) ? said : MESSAGES.somethingWentWrong,
  );
}

/** What {@link updateAccountDetails} did: its outcome, and the login token a new password renewed. */
export interface AccountDetailsChange {
  result: ActionResult;
  /** The renewed login token to keep, or null (no credentials change, or none answered). */
  renewedToken: string | null;
}

/**
 * Saves the account details form as the logged-in customer: names first, with the login token as
 * it is; a new e-mail or password then goes through the credentials change with the current
 * password, last, since it renews the token. Without the current password, `updateCustomer`
 * refuses either with the message to show.
 *
 * @param client - the commerce client, sent as the customer (the store's, or a server request's)
 * @param details - the form's names, e-mail and passwords
 * @returns the outcome (the current-password messages said as they are, anything else
 *   `Something went wrong.`) and the renewed login token to keep
 */
export async function updateAccountDetails(
  client: Client,
  { password, currentPassword, ...names }: AccountDetailsInput,
): Promise<AccountDetailsChange> {
  const { email, ...rest } = names;
  const input = currentPassword ? rest : { ...names, ...(password ? { password } : {}) };
  const answer = await client.mutation(UpdateCustomerDocument, { input }).toPromise();
  const refused = accountRefusal(answer.error, answer.data?.updateCustomer);
  if (refused || !currentPassword) {
    return { result: refused ?? success(MESSAGES.success), renewedToken: null };
  }
  const changed = await client
    .mutation(ChangeAccountCredentialsDocument, {
      input: { currentPassword, email, password: password || null },
    })
    .toPromise();
  const notChanged = accountRefusal(changed.error, changed.data?.changeAccountCredentials);
  if (notChanged) return { result: notChanged, renewedToken: null };
  // A new password ends the earlier login tokens: the answer carries the renewed one.
  return {
    result: success(MESSAGES.success),
    renewedToken: changed.data?.changeAccountCredentials?.authToken || null,
  };
}
