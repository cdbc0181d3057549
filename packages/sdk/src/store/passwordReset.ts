import { MESSAGES, type Result } from '@peptide/domain';
import type { Client, CombinedError } from '@urql/core';
import {
  ResetPasswordWithTokenDocument,
  type ResetPasswordWithTokenMutation,
  ResetUserPasswordDocument,
  type ResetUserPasswordMutation,
  SendPasswordResetEmailDocument,
  type SendPasswordResetEmailMutation,
  SendReactResetPasswordEmailDocument,
  type SendReactResetPasswordEmailMutation,
} from '../generated/graphql';
import { shopperMessage } from '../shopperMessage';

/** An answer of a mutation as urql gives it. */
interface Answer<Data> {
  data?: Data | null;
  error?: CombinedError;
}

/** What the lost-password screen shows after sending: the panel's message, or an error. */
export type ResetLinkOutcome = Result<string | null>;

/** A refused new password: the toast, and the form's error. */
export interface ResetPasswordFailure {
  toast: string;
  message: string;
}

/** What the reset-password screen does after sending: the success toast, or a failure. */
export type ResetPasswordOutcome = Result<string, ResetPasswordFailure>;

/** The sentence for a failed request (see `shopperMessage`), if it has an error at all. */
function failureMessage(error: CombinedError): string | null {
  return error.graphQLErrors.length > 0 || error.networkError ? shopperMessage(error) : null;
}

/**
 * Reads the answer to a reset-link request.
 *
 * @param answer - the `SendReactResetPasswordEmail` answer
 * @returns success with the server's message for the panel; else the server's message, 'Failed
 *   to send reset link. Please try again.' when it gave none, or for a failed request its
 *   message or 'This email is not registered. Please try again.'
 */
export function resetLinkOutcome(
  answer: Answer<SendReactResetPasswordEmailMutation | SendPasswordResetEmailMutation>,
): ResetLinkOutcome {
  if (answer.error) {
    return { ok: false, error: failureMessage(answer.error) ?? MESSAGES.emailNotRegistered };
  }
  const data = answer.data;
  const payload: { success: boolean | null; message?: string | null } | null | undefined =
    data && 'sendPasswordResetEmail' in data
      ? data.sendPasswordResetEmail
      : data?.sendReactResetPasswordEmail;
  if (!payload?.success) {
    return { ok: false, error: payload?.message || MESSAGES.resetLinkFailed };
  }
  return { ok: true, value: payload.message || null };
}

/**
 * Reads the answer to a new password.
 *
 * @param answer - the `ResetPasswordWithToken` answer
 * @returns success with the toast 'Password reset successfully!'; a refusal with the toast
 *   'Password reset failed' and the server's message (or the same text); a failed request with
 *   the toast 'Error resetting password' and its message
 */
export function resetPasswordOutcome(
  answer: Answer<ResetPasswordWithTokenMutation | ResetUserPasswordMutation>,
): ResetPasswordOutcome {
  if (answer.error) {
    return {
      ok: false,
      error: {
        toast: MESSAGES.errorResettingPassword,
        message: failureMessage(answer.error) ?? MESSAGES.errorResettingPassword,
      },
    };
  }
  const data = answer.data;
  // WPGraphQL answers the account whose password was reset, and refuses a bad link in errors.
  const payload: { success: boolean | null; message?: string | null } | null | undefined =
    data && 'resetUserPassword' in data
      ? { success: Boolean(data.resetUserPassword?.user) }
      : data?.resetPasswordWithToken;
  if (!payload?.success) {
    return {
      ok: false,
      error: {
        toast: MESSAGES.passwordResetFailed,
        message: payload?.message || MESSAGES.passwordResetFailed,
      },
    };
  }
  return { ok: true, value: MESSAGES.passwordResetSuccess };
}

/**
 * A new password for the account of a reset link: the shop's link carries an e-mail and a token,
 * WordPress's (from `sendPasswordResetEmail`) a key and a login.
 */
export type ResetPasswordInput =
  | { email: string; token: string; newPassword: string }
  | { key: string; login: string; newPassword: string };

/** Which reset e-mail a backend sends: the shop's extension's, or WPGraphQL's own. */
export type ResetLinkKind = 'shop' | 'wordpress';

/**
 * Asks for a reset link: the shop's e-mail, or WPGraphQL's (`sendPasswordResetEmail`).
 *
 * @param client - the commerce client (a store's, or a server request's)
 * @param email - the account's e-mail address
 * @param kind - which reset e-mail the backend sends
 * @returns see {@link resetLinkOutcome}
 */
export async function requestPasswordReset(
  client: Client,
  email: string,
  kind: ResetLinkKind = 'shop',
): Promise<ResetLinkOutcome> {
  return resetLinkOutcome(
    kind === 'wordpress'
      ? await client.mutation(SendPasswordResetEmailDocument, { username: email }).toPromise()
      : await client.mutation(SendReactResetPasswordEmailDocument, { email }).toPromise(),
  );
}

/**
 * Sets a new password for the account of a reset link.
 *
 * @param client - the commerce client (a store's, or a server request's)
 * @param input - the link's two parts and the new password
 * @returns see {@link resetPasswordOutcome}
 */
export async function resetPassword(
  client: Client,
  input: ResetPasswordInput,
): Promise<ResetPasswordOutcome> {
  return resetPasswordOutcome(
    'key' in input
      ? await client
          .mutation(ResetUserPasswordDocument, {
            key: input.key,
            login: input.login,
            password: input.newPassword,
          })
          .toPromise()
      : await client.mutation(ResetPasswordWithTokenDocument, input).toPromise(),
  );
}
