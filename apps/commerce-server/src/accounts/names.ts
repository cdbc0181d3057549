import { isAllowedName, SERVER_MESSAGES } from '@peptide/domain';
import { userError } from '../errors';

/**
 * A username WordPress's `sanitize_user( $username, true )` leaves unchanged, which is what
 * WooCommerce's `validate_username` requires: ASCII letters, digits, `_ . -`, and single spaces
 * between them. Unlike WordPress, no `@`: a username must never read as an e-mail address, or
 * someone could register another person's address as a username before they sign up and take
 * over their logins (login reads a name with `@` as an e-mail only).
 */
const USERNAME = /^[A-Za-z0-9_.-]+( [A-Za-z0-9_.-]+)*$/;

/**
 * A username as stored: NFC-normalised and trimmed.
 *
 * @param value - the username sent
 * @returns the username to store and log in with
 * @throws {@link SERVER_MESSAGES.invalidUsername} for anything `sanitize_user` would change
 */
export function cleanUsername(value: string): string {
  const username = value.normalize('NFC').trim();
  if (!USERNAME.test(username)) throw userError(SERVER_MESSAGES.invalidUsername);
  return username;
}

/**
 * A person's name as stored: NFC-normalised and trimmed.
 *
 * @param value - the name sent (first, last or display name)
 * @param field - the field's name for the message
 * @returns the name to store
 * @throws {@link SERVER_MESSAGES.nameCharactersNotAllowed} for control characters (NUL too),
 *   bidirectional controls, or markup (`<`, `>`)
 */
export function cleanName(value: string, field: string): string {
  const name = value.normalize('NFC').trim();
  if (!isAllowedName(name)) throw userError(SERVER_MESSAGES.nameCharactersNotAllowed(field));
  return name;
}
