import { SERVER_MESSAGES } from '@peptide/domain';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/engine';
import { inTransaction } from '../db/transaction';
import { userError } from '../errors';
import type { User } from '../model/models';
import { queueEmail } from '../store/outbox';
import { voidResetTokens } from '../store/reset-tokens';
import { type UserChanges, updateUser, userByEmail } from '../store/users';
import type { AccountCaller } from './account-caller';

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
 * transaction, starts unproven, voids the reset links mailed so far, and the old address is told
 * of the change.
 *
 * @param ctx - the request
 * @param user - the customer as they were
 * @param changes - the validated changes (a new password already hashed)
 * @returns the customer after the changes
 * @remarks The unique index refuses whichever of two changes to one address writes second; it is
 *   answered as the check would be.
 */
export async function saveAccountChanges(
  ctx: AccountCaller,
  user: User,
  changes: UserChanges,
): Promise<User> {
  const newEmail = changes.email;
  return inTransaction(ctx.db, async (trx) => {
    await requireFreeEmail(trx, newEmail);
    const changed = await updateUser(trx, user.databaseId, changes);
    if (newEmail) {
      // Links mailed to the old address stop working: none may prove the new one.
      await voidResetTokens(trx, user.databaseId, ctx.now());
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
