import type { AddressInput, Country, FieldErrors } from '@peptide/domain';
import type {
  CustomerFragment,
  GetOrderQuery,
  GetOrdersQuery,
  GetStockNotificationsQuery,
  StoredUser,
} from '@peptide/sdk';
import type { ShopperNotice } from '../lib/shopperNotice';

/** What the account area's server render knows: the customer the session names. */
export interface ServerAccount {
  /** The logged-in customer's id as the login answered it (the account area's key). */
  userId: string;
  /** What the form that sent the customer here left to say (a registration's, a new password's). */
  notice: ShopperNotice | null;
  /** The customer, or null when the backend did not answer. */
  customer: CustomerFragment | null;
  /** The countries the address forms offer: those the backend sells to (the shop's unless read). */
  countries?: readonly Country[];
  /** Why the customer was not read, if it was not. */
  customerError: string | null;
  /** My Orders' list, read when that tab opens with the page (null: not read or not answered). */
  orders: GetOrdersQuery | null;
  /** Why the list was not read, when it was asked for and refused or unreachable. */
  ordersError: string | null;
  /** Whether the backend could not be reached (the page asks again until it answers). */
  unreachable: boolean;
  /** The back-in-stock requests, read when their tab opens with the page. */
  notifications: GetStockNotificationsQuery | null;
  /** Why the requests were not read, when they were asked for. */
  notificationsError: string | null;
}

/** The account area's answer to a form posted before or without scripts. */
export interface AccountFormAnswer {
  /** Which form posted: the account details, the billing or shipping address, or a Cancel. */
  form: 'details' | 'billing' | 'shipping' | 'notification';
  error: string | null;
  success: string | null;
  /** The address as posted, when the server refused it: the form shows it again. */
  posted?: AddressInput;
  /** The refused address's messages by field, shown at their fields. */
  errors?: FieldErrors;
  /** The customer as the session keeps them after saved account details (a new e-mail). */
  user?: StoredUser | null;
}

/** The customer's orders as the server read them with the page (null: not read or not answered). */
export interface ServerOrders {
  /** The order list (the first page). */
  orders: GetOrdersQuery | null;
  /** Why the list was not read, when it was asked for and refused or unreachable. */
  ordersError: string | null;
  /** The chosen order; `{ order: null }` when the backend has no such order of theirs. */
  order: GetOrderQuery | null;
  /** Why the backend refused the chosen order (someone else's), or null. */
  orderError: string | null;
  /** The chosen order's gateway's instructions (an offline gateway's description), or null. */
  instructions: string | null;
  /** The chosen order's payment page, where this session started its payment, or null. */
  paymentUrl: string | null;
  /** Whether the backend could not be reached (the page asks again until it answers). */
  unreachable: boolean;
}
