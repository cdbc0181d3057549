import { failure, MESSAGES, success } from '@peptide/domain';
import { updateAccountDetails } from '../accountDetails';
import {
  type CustomerAddressInput,
  RegisterCustomerAccountDocument,
  RegisterCustomerDocument,
  UpdateCustomerAddressDocument,
} from '../generated/graphql';
import { type LoginPlugin, loginDocument } from '../login';
import { STORAGE_KEYS } from '../storage/keys';
import { writeUser } from '../storage/records';
import { type ActionResult, errorMessage } from './actionResult';
import type { StoreContext } from './context';
import type { IdentitySlice } from './identity';
import type { AccountDetailsInput } from './types';

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

    async updateAccount(details: AccountDetailsInput): Promise<ActionResult> {
      const { result, renewedToken } = await updateAccountDetails(ctx.client, details);
      if (renewedToken) identity.renewToken(renewedToken);
      return result;
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
