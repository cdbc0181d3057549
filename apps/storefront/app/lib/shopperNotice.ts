/**
 * A message a form's action leaves, in the shopper's session, for the page it sends the browser
 * to, as a toast says it with scripts (a registration's outcome at checkout); read once.
 */
export interface ShopperNotice {
  tone: 'success' | 'error';
  message: string;
}
