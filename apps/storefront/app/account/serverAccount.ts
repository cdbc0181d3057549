import type { AddressInput } from '@peptide/domain';
import type { CustomerFragment, GetOrdersQuery, GetStockNotificationsQuery } from '@peptide/sdk';

/** What the account area's server render knows: the customer the session names. */
export interface ServerAccount {
  /** The logged-in customer's id as the login answered it (the account area's key). */
  userId: string;
  /** The customer, or null when the backend did not answer. */
  customer: CustomerFragment | null;
  /** My Orders' list, read when that tab opens with the page (null: not read or not answered). */
  orders: GetOrdersQuery | null;
  /** The back-in-stock requests, read when their tab opens with the page. */
  notifications: GetStockNotificationsQuery | null;
}

/** The account area's answer to a form posted before or without scripts. */
export interface AccountFormAnswer {
  /** Which form posted: the account details, the billing or shipping address, or a Cancel. */
  form: 'details' | 'billing' | 'shipping' | 'notification';
  error: string | null;
  success: string | null;
  /** The address as posted, when the server refused it: the form shows it again. */
  posted?: AddressInput;
}
