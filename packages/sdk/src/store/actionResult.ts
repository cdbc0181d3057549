import { failure, MESSAGES, type Result } from '@peptide/domain';
import type { CombinedError } from '@urql/core';
import { shopperMessage } from '../shopperMessage';

/** The outcome of a store action: its success message, or the message to show. */
export type ActionResult = Result<string>;

/**
 * The outcome of an action the store drops without a request when its input cannot be sent (a
 * cart line without a key or below quantity 1, a blank or over-long coupon code, emptying a cart
 * that has no session): as {@link ActionResult}, but a dropped action fails with `null`, since
 * there is nothing to show.
 */
export type IgnorableActionResult = Result<string, string | null>;

/** The result of an action dropped before sending; there is nothing to show. */
export const IGNORED: IgnorableActionResult = failure(null);

/**
 * The message of a failed request: the server's message when it is a sentence for the shopper,
 * else `MESSAGES.requestFailed` (see `shopperMessage`), or `Something went wrong.` without an
 * error.
 */
export function errorMessage(error: CombinedError | undefined): string {
  return shopperMessage(error) ?? MESSAGES.somethingWentWrong;
}
