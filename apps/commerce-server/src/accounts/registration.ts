import { SERVER_MESSAGES } from '@peptide/domain';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/engine';
import { inTransaction } from '../db/transaction';
import { userError } from '../errors';
import type { Address, User } from '../model/models';
import { queueEmail } from '../store/outbox';
import { createUser, uniqueUsername, userByEmail, userForLogin } from '../store/users';
import type { AccountCaller } from './account-caller';
import { passwordLink } from './reset-links';

/** Registers a customer; without a password the account gets a set-your-password e-mail. */
export async function registerUser(
  ctx: AccountCaller,
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
  ctx: AccountCaller,
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
    // The upstream profile has WPGraphQL's `resetUserPassword` only, which takes WordPress's link.
    const link = await passwordLink(ctx, user, trx, ctx.config.extensions ? 'shop' : 'wordpress');
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
