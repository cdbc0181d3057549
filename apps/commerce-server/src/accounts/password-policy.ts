import { LIMITS, MESSAGES } from '@peptide/domain';
import { MAX_TEXT_LENGTH } from '../config';
import { limitLength, userError } from '../errors';

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
