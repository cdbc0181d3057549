import { failure, MESSAGES, success } from '@peptide/domain';
import type { CombinedError } from '@urql/core';
import {
  ChangeAccountCredentialsDocument,
  type CustomerAddressInput,
  RegisterCustomerAccountDocument,
  RegisterCustomerDocument,
  UpdateCustomerAddressDocument,
  UpdateCustomerDocument,
} from '../generated/graphql';
import { type LoginPlugin, loginDocument } from '../login';
import { STORAGE_KEYS } from '../storage/keys';
import { writeUser } from '../storage/records';
import { type ActionResult, errorMessage } from './actionResult';
import type { StoreContext } from './context';
import type { IdentitySlice } from './identity';
import type { AccountDetailsInput } from './types';

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

/**
 * The customer's account: login, registration and the account area's updates.
 *
 * @param ctx - the shared store context
 * @param identity - the identity slice, which takes a new or renewed login token
 * @returns the account's actions
 */
export function createAccountSlice(
  ctx: StoreContext,
  identity: Pick<IdentitySlice, 'storeToken' | 'renewToken'>,
  loginPlugin: LoginPlugin | null,
) {
  const { storage } = ctx;
  return {
    async login(username: string, password: string): Promise<ActionResult> {
      try {
        const answer = await ctx.mutate(loginDocument(loginPlugin ?? 'jwt-authentication'), {
          username,
          password,
        });
        const payload = answer.data?.login;
        // A server-side session keeps the tokens: its relay answers the user (and follows it).
        if (ctx.sessionOnServer && payload?.user && !answer.error) {
          storage.setItem(STORAGE_KEYS.username, username);
          return success(MESSAGES.loginSuccessful);
        }
        if (!payload?.authToken) return failure(MESSAGES.invalidCredentials);
        if (payload.refreshToken) storage.setItem(STORAGE_KEYS.refreshToken, payload.refreshToken);
        else storage.removeItem(STORAGE_KEYS.refreshToken);
        writeUser(storage, {
          id: payload.user?.id ?? '',
          name: payload.user?.name ?? '',
          email: payload.user?.email ?? '',
        });
        storage.setItem(STORAGE_KEYS.username, username);
        identity.storeToken(payload.authToken);
        return success(MESSAGES.loginSuccessful);
      } catch {
        return failure(MESSAGES.invalidCredentials);
      }
    },

    async register(email: string): Promise<ActionResult> {
      // Only JWT Authentication adds tokens to the answer; elsewhere the account is all there is.
      if (loginPlugin !== 'jwt-authentication') {
        const answer = await ctx.mutate(RegisterCustomerAccountDocument, { email });
        if (answer.error) return failure(errorMessage(answer.error));
        if (!answer.data?.registerCustomer?.customer) return failure(MESSAGES.registrationFailed);
        return success(MESSAGES.registrationSuccessful);
      }
      const answer = await ctx.mutate(RegisterCustomerDocument, { email });
      if (answer.error) return failure(errorMessage(answer.error));
      const payload = answer.data?.registerCustomer;
      if (!payload?.customer) return failure(MESSAGES.registrationFailed);
      if (payload.authToken) {
        if (payload.refreshToken) storage.setItem(STORAGE_KEYS.refreshToken, payload.refreshToken);
        identity.storeToken(payload.authToken);
      }
      return success(MESSAGES.registrationSuccessful);
    },

    async updateAccount({
      password,
      currentPassword,
      ...names
    }: AccountDetailsInput): Promise<ActionResult> {
      // Names first, with the login token as it is. A new address or password goes through the
      // credentials change with the current password, last, since it renews the token; without
      // the current password updateCustomer refuses either with the message to show.
      const { email, ...rest } = names;
      const input = currentPassword ? rest : { ...names, ...(password ? { password } : {}) };
      const answer = await ctx.mutate(UpdateCustomerDocument, { input });
      const refused = accountRefusal(answer.error, answer.data?.updateCustomer);
      if (refused || !currentPassword) return refused ?? success(MESSAGES.success);
      const changed = await ctx.mutate(ChangeAccountCredentialsDocument, {
        input: { currentPassword, email, password: password || null },
      });
      const notChanged = accountRefusal(changed.error, changed.data?.changeAccountCredentials);
      if (notChanged) return notChanged;
      // A new password ends the earlier login tokens: keep the one the answer carries.
      const renewed = changed.data?.changeAccountCredentials?.authToken;
      if (renewed) identity.renewToken(renewed);
      return success(MESSAGES.success);
    },

    async updateAddress(
      kind: 'billing' | 'shipping',
      address: CustomerAddressInput,
    ): Promise<ActionResult> {
      const answer = await ctx.mutate(UpdateCustomerAddressDocument, { [kind]: address });
      if (answer.error) return failure(errorMessage(answer.error));
      return success(MESSAGES.success);
    },
  };
}
