import { EMAIL_MAX_LENGTH, SERVER_MESSAGES, validateLostPassword } from '@peptide/domain';
import { newEmailOf, requireFreeEmail, saveAccountChanges } from '../../accounts/account-changes';
import { loginTokens } from '../../accounts/login-tokens';
import { startLogin } from '../../accounts/password-login';
import { requireValidPassword } from '../../accounts/password-policy';
import { requireCurrentPassword } from '../../accounts/reauthentication';
import { hashPassword } from '../../auth/passwords';
import { fieldsError, limitLength, userError } from '../../errors';
import type { Resolvers } from '../../generated/resolvers-types';
import type { UserChanges } from '../../store/users';
import { currentCustomer } from './customer';

/**
 * The shop's change of e-mail address or password (`changeAccountCredentials`): what takes an
 * account over asks for the account's password, not only a login token, so this mutation takes
 * them with the current password at any time, where upstream's `updateCustomer` and `updateUser`
 * take them only within a recent login (`recent-login.ts`).
 */
export const credentialResolvers: Resolvers = {
  RootMutation: {
    changeAccountCredentials: async (_root, { input }, ctx) => {
      const user = ctx.user;
      if (!user) throw userError(SERVER_MESSAGES.loginRequiredForAccountUpdate, 'UNAUTHENTICATED');
      if (input.password) requireValidPassword(input.password);
      const newEmail = newEmailOf(user, input.email);
      if (newEmail) {
        const invalid = fieldsError(
          validateLostPassword({ email: limitLength(newEmail, 'email', EMAIL_MAX_LENGTH) }),
        );
        if (invalid) throw invalid;
      }
      // Asked before the address is looked up, so a token alone cannot tell which addresses
      // have accounts.
      await requireCurrentPassword(ctx, user, input.currentPassword);
      await requireFreeEmail(ctx.db, newEmail);
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const changes: UserChanges = { passwordHash };
      if (newEmail) changes.email = newEmail;
      const updated = await saveAccountChanges(ctx, user, changes);
      // The current password was given: the change starts a login of the account as it is now.
      await startLogin(ctx, updated);
      // The new password ended the caller's login and refresh tokens too: answer new ones.
      const tokens = passwordHash ? await loginTokens(ctx) : null;
      return {
        customer: await currentCustomer(ctx),
        authToken: tokens?.authToken ?? null,
        refreshToken: tokens?.refreshToken ?? null,
        clientMutationId: input.clientMutationId,
      };
    },
  },
};
