import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database';

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a single-use password-reset token; only its hash is stored.
 *
 * @returns the token to put in the e-mailed link
 */
export function createResetToken(db: Db, userId: number, now: number, lifetimeMs: number): string {
  const token = randomBytes(24).toString('hex');
  db.prepare('INSERT INTO reset_tokens (token_hash, user_id, expires_at) VALUES (?, ?, ?)').run(
    hash(token),
    userId,
    now + lifetimeMs,
  );
  return token;
}

/**
 * Uses a reset token: valid only for its user, before it expires, and once. Using one also
 * voids the user's other outstanding tokens.
 *
 * @returns true when the token was valid and is now spent
 */
export function consumeResetToken(db: Db, userId: number, token: string, now: number): boolean {
  return db.transaction(() => {
    const spent = db
      .prepare(
        'UPDATE reset_tokens SET used_at = ? WHERE token_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?',
      )
      .run(now, hash(token), userId, now).changes;
    if (spent !== 1) return false;
    db.prepare('UPDATE reset_tokens SET used_at = ? WHERE user_id = ? AND used_at IS NULL').run(
      now,
      userId,
    );
    return true;
  })();
}

/**
 * Whether a reset token is live for the user (unused and unexpired), without spending it.
 *
 * @returns true when {@link consumeResetToken} would accept it now
 */
export function resetTokenIsLive(db: Db, userId: number, token: string, now: number): boolean {
  return Boolean(
    db
      .prepare(
        'SELECT 1 FROM reset_tokens WHERE token_hash = ? AND user_id = ? AND used_at IS NULL AND expires_at > ?',
      )
      .get(hash(token), userId, now),
  );
}
