import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';
import { inTransaction } from '../db/transaction';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a single-use password-reset token; only its hash is stored.
 *
 * @returns the token to put in the e-mailed link
 */
export async function createResetToken(
  db: Db,
  userId: number,
  now: number,
  lifetimeMs: number,
): Promise<string> {
  const token = randomBytes(24).toString('hex');
  await db
    .insertInto('reset_tokens')
    .values({ token_hash: hash(token), user_id: userId, expires_at: now + lifetimeMs })
    .execute();
  return token;
}

/**
 * Uses a reset token: valid only for its user, before it expires, and once. Using one also
 * voids the user's other outstanding tokens.
 *
 * @returns true when the token was valid and is now spent
 */
export async function consumeResetToken(
  db: Db,
  userId: number,
  token: string,
  now: number,
): Promise<boolean> {
  return inTransaction(db, async (trx) => {
    // The check and the spending are one statement: of two requests with one token, one wins.
    const { numUpdatedRows } = await trx
      .updateTable('reset_tokens')
      .set({ used_at: now })
      .where('token_hash', '=', hash(token))
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    if (numUpdatedRows !== 1n) return false;
    await trx
      .updateTable('reset_tokens')
      .set({ used_at: now })
      .where('user_id', '=', userId)
      .where('used_at', 'is', null)
      .execute();
    return true;
  });
}

/**
 * Whether a reset token is live for the user (unused and unexpired), without spending it.
 *
 * @returns true when {@link consumeResetToken} would accept it now
 */
export async function resetTokenIsLive(
  db: Db,
  userId: number,
  token: string,
  now: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('reset_tokens')
    .select('user_id')
    .where('token_hash', '=', hash(token))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Voids a user's outstanding reset tokens, as when the account's address changes: a link mailed
 * to the old address neither resets the password nor proves the new address.
 */
export async function voidResetTokens(db: Db, userId: number, now: number): Promise<void> {
  await db
    .updateTable('reset_tokens')
    .set({ used_at: now })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
