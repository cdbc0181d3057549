import { ACCOUNT_MESSAGES } from './messages/account';
import { CART_MESSAGES } from './messages/cart';
import { CATALOGUE_MESSAGES } from './messages/catalogue';
import { GENERAL_MESSAGES } from './messages/general';

export { SERVER_MESSAGES } from './messages/server';

/**
 * Every user-facing text of the shop, one constant each. UI, SDK, server and tests import these;
 * nobody retypes a message. Templated messages are functions. Each area keeps its texts in its
 * own file under `messages/`; this is the one object they are read through.
 */
export const MESSAGES = {
  ...GENERAL_MESSAGES,
  ...CATALOGUE_MESSAGES,
  ...CART_MESSAGES,
  ...ACCOUNT_MESSAGES,
} as const;

/** The messages that mean the commerce session is no longer usable. */
export const SESSION_REJECTED_MESSAGES: readonly string[] = [
  MESSAGES.expiredToken,
  MESSAGES.issMismatch,
];
