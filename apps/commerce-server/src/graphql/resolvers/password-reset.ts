import { EMAIL_MAX_LENGTH, MESSAGES, SERVER_MESSAGES, validateLostPassword } from '@peptide/domain';
import { requireValidPassword } from '../../accounts/password-policy';
import { mailResetLink, resetPassword } from '../../accounts/password-reset';
import { fieldsError, limitLength, userError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import { userByEmail, userForLogin } from '../../store/users';

/**
 * Password resets by e-mailed link, in two shapes on the same single-use, expiring tokens and
 * the same limits: the shop's (`sendReactResetPasswordEmail` by address, `resetPasswordWithToken`
 * with the link's `email` and `token`) and WPGraphQL's own (`sendPasswordResetEmail` by username
 * or address, `resetUserPassword` with the link's `key` and `login`). A request is answered the
 * same whether or not the account exists.
 */
export const passwordResetResolvers: Resolvers = {
  RootMutation: {
    sendReactResetPasswordEmail: async (_root, { input }, ctx) => {
      const invalid = fieldsError(
        validateLostPassword({ email: limitLength(input.email, 'email', EMAIL_MAX_LENGTH) }),
      );
      if (invalid) throw invalid;
      await mailResetLink(ctx, input.email, 'shop');
      return {
        success: true,
        message: SERVER_MESSAGES.resetLinkSentIfRegistered,
        clientMutationId: input.clientMutationId,
      };
    },
    resetPasswordWithToken: async (_root, { input }, ctx) => {
      if (!input.email.trim() || !input.token.trim()) throw userError(MESSAGES.invalidResetLink);
      requireValidPassword(input.newPassword);
      const user = await userByEmail(ctx.db, limitLength(input.email, 'email', EMAIL_MAX_LENGTH));
      const reset = await resetPassword(ctx, user, input.token, input.newPassword);
      return reset
        ? {
            success: true,
            message: MESSAGES.passwordResetSuccess,
            clientMutationId: input.clientMutationId,
          }
        : {
            success: false,
            message: SERVER_MESSAGES.resetLinkInvalidOrExpired,
            clientMutationId: input.clientMutationId,
          };
    },
    // WPGraphQL answers `success: true` and no user whether or not the account exists.
    sendPasswordResetEmail: async (_root, { input }, ctx) => {
      const login = limitLength(input.username, 'username', EMAIL_MAX_LENGTH);
      if (!login.trim()) throw userError(SERVER_MESSAGES.usernameOrEmailRequired);
      await mailResetLink(ctx, login, 'wordpress');
      return { success: true, user: null, clientMutationId: input.clientMutationId };
    },
    resetUserPassword: async (_root, { input }, ctx) => {
      const { key, login, password } = input;
      if (!key?.trim() || !login?.trim()) throw userError(MESSAGES.invalidResetLink);
      requireValidPassword(password ?? '');
      const found = await userForLogin(ctx.db, limitLength(login, 'login', EMAIL_MAX_LENGTH));
      const reset = await resetPassword(ctx, found?.user ?? null, key, password ?? '');
      if (!reset) throw userError(SERVER_MESSAGES.resetLinkInvalidOrExpired);
      return { user: reset, clientMutationId: input.clientMutationId };
    },
  },
};
