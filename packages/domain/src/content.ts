import { MESSAGES } from './messages';

/**
 * The blog post's author line: the first name, else the name, else 'Unknown'.
 *
 * @param author - the post's author, possibly missing
 * @returns the name to show
 */
export function authorDisplayName(
  author: { firstName?: string | null; name?: string | null } | null | undefined,
): string {
  return author?.firstName?.trim() || author?.name?.trim() || MESSAGES.unknownAuthor;
}

/**
 * The name the account dashboard greets by: the part of the e-mail before the @.
 *
 * @param email - the customer's e-mail
 * @returns the local part, or the whole value when it has no @
 */
export function accountGreetingName(email: string | null | undefined): string {
  const value = (email ?? '').trim();
  const at = value.indexOf('@');
  return at === -1 ? value : value.slice(0, at);
}
