import { MESSAGES } from '@peptide/domain';
import type { OrderNotFoundLink } from '@peptide/ui';
import { LOGIN_PATH } from '../account/accountAccess';
import { accountTabHref } from '../account/accountTabs';

/** The shop's contact page, where its support address is. */
export const SUPPORT_PATH = '/contact';

/**
 * Where an order page without the shopper's order leads, and what it says: a guest is asked to
 * log in (an order placed with an account is shown to that account), a customer is sent to My
 * Orders; both may ask support.
 *
 * @param customer - whether the session names a logged-in customer
 * @param ordersHref - where the customer's order list is
 * @returns the text and the links of the page's OrderNotFound
 */
export function orderNotFoundWays(
  customer: boolean,
  ordersHref = accountTabHref('orders'),
): {
  text: string;
  links: OrderNotFoundLink[];
} {
  const support = { label: MESSAGES.contactSupport, href: SUPPORT_PATH };
  return customer
    ? {
        text: MESSAGES.orderNotFoundForCustomer,
        links: [{ label: MESSAGES.backToOrders, href: ordersHref }, support],
      }
    : {
        text: MESSAGES.orderNotFoundForGuest,
        links: [{ label: MESSAGES.logInToSeeOrder, href: LOGIN_PATH }, support],
      };
}
