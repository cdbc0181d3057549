import { NEWSLETTER_SUCCESS_STATUSES } from './constants';

/** Where the visitor stands with the age gate. */
export type AgeGateState = 'unanswered' | 'verified' | 'underage';

/** A stored flag as read from storage, or as a boolean. */
export type StoredFlag = string | boolean | null | undefined;

/** The newsletter signup's JSON body. */
export interface SubscriptionPayload {
  email: string;
  status: 'subscribed';
  statusDate: string;
}

/**
 * Reads the stored `ageVerified` flag.
 *
 * @param storedValue - the stored value
 * @returns `verified` for 'true', `underage` for 'false' (answered: the gate stays closed),
 *   `unanswered` for anything else, when the gate is shown after 3 s
 */
export function ageGateState(storedValue: StoredFlag): AgeGateState {
  if (storedValue === 'true' || storedValue === true) return 'verified';
  if (storedValue === 'false' || storedValue === false) return 'underage';
  return 'unanswered';
}

function isStored(value: StoredFlag): boolean {
  return value !== null && value !== undefined && value !== false;
}

/**
 * Whether the newsletter modal may open (13 s after load).
 *
 * @param flags - the stored `ageVerified`, `emailSubscribed` and `emailModalDismissed` values
 * @returns true only when the age is verified and neither of the other two is stored
 */
export function shouldOfferNewsletter(flags: {
  ageVerified: StoredFlag;
  emailSubscribed: StoredFlag;
  emailModalDismissed: StoredFlag;
}): boolean {
  return (
    ageGateState(flags.ageVerified) === 'verified' &&
    !isStored(flags.emailSubscribed) &&
    !isStored(flags.emailModalDismissed)
  );
}

/**
 * The body sent to the e-mail marketing provider.
 *
 * @param email - the address; it is trimmed
 * @param now - the signup time
 * @returns email, status 'subscribed' and the ISO timestamp
 */
export function subscriptionPayload(email: string, now: Date): SubscriptionPayload {
  return { email: email.trim(), status: 'subscribed', statusDate: now.toISOString() };
}

/**
 * Whether the provider accepted the signup.
 *
 * @param status - the HTTP status
 * @returns true for 200 and 201 only
 */
export function isSubscriptionSuccess(status: number): boolean {
  return NEWSLETTER_SUCCESS_STATUSES.includes(status);
}
