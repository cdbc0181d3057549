import { LIMITS, MESSAGES, SERVER_MESSAGES } from '@peptide/domain';
import { hashPassword } from '../auth/passwords';
import { MAX_TEXT_LENGTH } from '../config';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/engine';
import { inTransaction } from '../db/transaction';
import { limitLength, userError } from '../errors';
import type { Address, User } from '../model/models';
import { queueEmail } from '../store/outbox';
import { createResetToken } from '../store/reset-tokens';
import {
  createUser,
  type UserChanges,
  uniqueUsername,
  updateUser,
  userByEmail,
  userForLogin,
} from '../store/users';
import type { GraphQLContext } from './context';

/**
 * How a reset link names the account and its token: the shop's page reads `email` and `token`
 * (for `resetPasswordWithToken`), a WordPress storefront's `key` and `login` (for WPGraphQL's
 * `resetUserPassword`, as WordPress's own reset link carries them).
 */
export type ResetLinkStyle = 'shop' | 'wordpress';

/**
 * A link to the storefront's reset-password page with a fresh single-use token for the user.
 *
 * @param db - the transaction to write the token in, when inside one
 * @param style - the parameters the link carries
 * @returns the link to e-mail
 */
export async function passwordLink(
  ctx: GraphQLContext,
  user: User,
  db: Db = ctx.db,
  style: ResetLinkStyle = 'shop',
): Promise<string> {
  const token = await createResetToken(
    db,
    user.databaseId,
    ctx.now(),
    ctx.config.resetTokenLifetimeMs,
  );
  const query = new URLSearchParams(
    style === 'shop' ? { email: user.email, token } : { key: token, login: user.username },
  );
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
  // Checked before hashing, so a taken address costs no hashing, and again after it in the
  // transaction that inserts; the unique indexes refuse whichever of two parallel registrations
  // of one address or username inserts second, answered as the check would.
  const checkFree = async (db: Db) => {
    if (await userByEmail(db, input.email))
      throw userError(SERVER_MESSAGES.emailAlreadyRegistered, 'CONFLICT');
    if (input.username?.trim() && (await userForLogin(db, input.username)))
      throw userError(SERVER_MESSAGES.usernameAlreadyRegistered, 'CONFLICT');
  };
  await checkFree(ctx.db);
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  try {
    return await inTransaction(ctx.db, (trx) =>
      insertUser(ctx, trx, input, passwordHash, checkFree),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await checkFree(ctx.db);
    throw error;
  }
}

/** Inserts the registered user (and queues the set-your-password e-mail), in the transaction. */
async function insertUser(
  ctx: GraphQLContext,
  trx: Db,
  input: Parameters<typeof registerUser>[1],
  passwordHash: string | null,
  checkFree: (db: Db) => Promise<void>,
): Promise<User> {
  await checkFree(trx);
  const username = input.username?.trim() || (await uniqueUsername(trx, input.email));
  const user = await createUser(trx, {
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
    const link = await passwordLink(ctx, user, trx);
    await queueEmail(
      trx,
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

/**
 * Refuses an e-mail address another account holds.
 *
 * @param db - the database, or the transaction that will store the address
 * @param email - the new address; nothing is checked when null
 */
export async function requireFreeEmail(db: Db, email: string | null | undefined): Promise<void> {
  if (email && (await userByEmail(db, email)))
    throw userError(SERVER_MESSAGES.emailAlreadyRegistered, 'CONFLICT');
}

/**
 * Stores a customer's account changes; a new e-mail address is checked again in the same
 * transaction and the old address is told of the change.
 *
 * @param ctx - the request
 * @param user - the customer as they were
 * @param changes - the validated changes (a new password already hashed)
 * @returns the customer after the changes
 * @remarks The unique index refuses whichever of two changes to one address writes second; it is
 *   answered as the check would be.
 */
export async function saveAccountChanges(
  ctx: GraphQLContext,
  user: User,
  changes: UserChanges,
): Promise<User> {
  const newEmail = changes.email;
  return inTransaction(ctx.db, async (trx) => {
    await requireFreeEmail(trx, newEmail);
    const changed = await updateUser(trx, user.databaseId, changes);
    if (newEmail) {
      // The old address hears of the change, so a taken-over account does not go unnoticed.
      await queueEmail(
        trx,
        {
          to: user.email,
          subject: SERVER_MESSAGES.emailChangedSubject,
          body: SERVER_MESSAGES.emailChangedBody(user.username, newEmail),
        },
        ctx.now(),
      );
    }
    return changed;
  }).catch(async (error: unknown) => {
    if (isUniqueViolation(error)) await requireFreeEmail(ctx.db, newEmail);
    throw error;
  });
}

/**
 * The address an update asks for when it differs from the account's (case aside), or null.
 *
 * @param user - the account
 * @param email - the address the update gives, if any
 */
export function newEmailOf(user: User, email: string | null | undefined): string | null {
  return email != null && email.trim().toLowerCase() !== user.email.toLowerCase()
    ? email.trim()
    : null;
}
