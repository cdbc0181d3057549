import { LIMITS, MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { hashPassword } from '../auth/passwords';
import { MAX_TEXT_LENGTH } from '../config';
import { queueEmail } from '../store/outbox';
import { createResetToken } from '../store/reset-tokens';
import { createUser, uniqueUsername, userByEmail, userForLogin } from '../store/users';
import type { GraphQLContext } from './context';
import { limitLength, userError } from './errors';
import type { Address, User } from './models';

/**
 * A link to the storefront's reset-password page with a fresh single-use token for the user.
 *
 * @returns the link to e-mail
 */
export function passwordLink(ctx: GraphQLContext, user: User): string {
  const token = createResetToken(
    ctx.db,
    user.databaseId,
    ctx.now(),
    ctx.config.resetTokenLifetimeMs,
  );
  const query = new URLSearchParams({ email: user.email, token });
  return `${ctx.config.storefrontUrl}/reset-password?${query.toString()}`;
}

/** Registers a customer; without a password the account gets a set-your-password e-mail. */
export async function registerUser(
  ctx: GraphQLContext,
  input: {
    email: string;
    username?: string | null;
    password?: string | null;
    firstName?: string | null;
    lastName?: string | null;
    displayName?: string | null;
    billing?: Address;
    shipping?: Address;
  },
): Promise<User> {
  // Checked before hashing, so a taken address costs no hashing, and again after it: from the
  // second check to the insert nothing awaits, so parallel registrations of one address or
  // username cannot both pass.
  const checkFree = () => {
    if (userByEmail(ctx.db, input.email))
      throw userError(SERVER_MESSAGES.emailAlreadyRegistered, 'CONFLICT');
    if (input.username?.trim() && userForLogin(ctx.db, input.username))
      throw userError(SERVER_MESSAGES.usernameAlreadyRegistered, 'CONFLICT');
  };
  checkFree();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  checkFree();
  const username = input.username?.trim() || uniqueUsername(ctx.db, input.email);
  const user = createUser(ctx.db, {
    email: input.email.trim(),
    username,
    passwordHash,
    firstName: input.firstName ?? '',
    lastName: input.lastName ?? '',
    displayName: input.displayName || username,
    billing: input.billing ?? {},
    shipping: input.shipping ?? {},
    createdAt: new Date(ctx.now()).toISOString(),
  });
  if (!input.password) {
    const link = passwordLink(ctx, user);
    queueEmail(
      ctx.db,
      {
        to: user.email,
        subject: 'Your account has been created: set your password',
        body: `Welcome! Your username is ${user.username}. Set your password here (valid for 1 hour): ${link}`,
        link,
      },
      ctx.now(),
    );
  }
  return user;
}

/**
 * Refuses a new password shorter than the shop's minimum or longer than any text field.
 *
 * @param password - the new password
 */
export function requireValidPassword(password: string): void {
  if (password.length < LIMITS.passwordMinLength)
    throw userError(MESSAGES.passwordTooShort(LIMITS.passwordMinLength));
  limitLength(password, 'password', MAX_TEXT_LENGTH);
}
