/**
 * How often one shopper may check out, and how many order e-mails one address is sent: counted
 * in the database's throttles (`auth/throttles.ts`), so every instance counts together. A script
 * that places forty orders in a second with a stranger's address is refused after a few, and
 * the stranger gets a few e-mails at most.
 */

import { SERVER_MESSAGES } from '@peptide/domain';
import { userError } from '../errors';
import type { SessionCaller } from '../sessions/session-caller';

/** The request as the checkout throttles read it. */
export type ThrottledCaller = Pick<SessionCaller, 'limits' | 'clientAddress'>;

/** The key an e-mail address is counted under: as typed, whatever its case. */
const recipientKey = (email: string) => email.trim().toLowerCase();

/**
 * Counts a checkout against the session's, the client address's and the billing address's
 * checkouts in the hour, before any order is placed (a refused or failing checkout counts too).
 *
 * @param caller - the request: its throttles and client address
 * @param sessionId - the cart session that checks out
 * @param email - the billing e-mail address, when given
 * @throws TOO_MANY_REQUESTS with how long to wait, past any of the three limits
 */
export async function takeCheckoutTurn(
  caller: ThrottledCaller,
  sessionId: string,
  email: string | null | undefined,
): Promise<void> {
  const { limits } = caller;
  for (const take of [
    () => limits.checkoutsPerSession.take(sessionId),
    () => limits.checkoutsPerClient.take(caller.clientAddress),
  ]) {
    const turn = await take();
    if (!turn.allowed)
      throw userError(SERVER_MESSAGES.tooManyCheckouts(turn.waitMs), 'TOO_MANY_REQUESTS');
  }
  if (!email?.trim()) return;
  const turn = await limits.checkoutsPerEmail.take(recipientKey(email));
  if (!turn.allowed)
    throw userError(SERVER_MESSAGES.tooManyCheckoutsForEmail(turn.waitMs), 'TOO_MANY_REQUESTS');
}

/**
 * Places an order with its "order received" e-mail while its recipient has had fewer than the
 * shop's limit in the hour, and without it after: the order itself is never refused for it (the
 * shopper sees the order and its payment page; a stranger's inbox is spared a flood).
 *
 * @param caller - the request: its throttles
 * @param email - the recipient, when the order has one
 * @param place - places the order, queuing the e-mail when told to
 * @returns what `place` returned
 * @remarks The e-mail is counted before the order's transaction (a count never joins one) and
 *   given back when the order is not placed, so a refused checkout costs no e-mail.
 */
export async function withConfirmationAllowance<T>(
  caller: ThrottledCaller,
  email: string | null | undefined,
  place: (sendConfirmation: boolean) => Promise<T>,
): Promise<T> {
  if (!email?.trim()) return place(false);
  const key = recipientKey(email);
  const { allowed } = await caller.limits.orderEmailsPerRecipient.take(key);
  try {
    return await place(allowed);
  } catch (error) {
    if (allowed) await caller.limits.orderEmailsPerRecipient.giveBack(key);
    throw error;
  }
}
