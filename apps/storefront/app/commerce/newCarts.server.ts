import { SERVER_MESSAGES } from '@peptide/domain';
import { type LimitRefusal, within } from '../lib/shopLimits.server';
import type { RequestShopper } from '../lib/shopperSession.server';

/**
 * Counts a cart change of a shopper who has no cart yet (the backend opens a session for it),
 * per client address, so that one visitor cannot fill the backend with carts.
 *
 * @param shopper - the request's shopper session
 * @returns null to go on (a shopper with a cart or a login is not counted), or the refusal
 */
export async function newCartRefusal(shopper: RequestShopper): Promise<LimitRefusal | null> {
  if (shopper.shopper.session || shopper.shopper.authToken) return null;
  return within('newCartsPerClient', shopper.clientAddress, SERVER_MESSAGES.newCartsLimited);
}
