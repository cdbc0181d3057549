/**
 * Pages where the newsletter invitation would interrupt a task: the cart, checkout, the account
 * area, logging in and its password pages, an order's pages and a back-in-stock confirmation.
 */
const TASK_PAGES = [
  '/cart',
  '/checkout',
  '/my-account',
  '/my-orders',
  '/auth',
  '/lost-password',
  '/reset-password',
  '/order-summary',
  '/thank-you',
  '/stock-notification',
];

/** How long after the mini cart closes (an add to cart shows it) the invitation still waits. */
export const AFTER_CART_MS = 10_000;

/**
 * How long after the shopper last chose or typed something in a field (a size picked, a
 * quantity changed) the invitation still waits: they are in the middle of a choice.
 */
export const AFTER_FIELD_CHANGE_MS = 15_000;

/** What decides whether the newsletter invitation may open now. */
export interface NewsletterMoment {
  pathname: string;
  /** A form field has the keyboard focus. */
  typing: boolean;
  miniCartOpen: boolean;
  /** When the mini cart last closed, in ms, or null. */
  miniCartClosedAt: number | null;
  /** When a field's value last changed (a select chosen, a field typed in), in ms, or null. */
  fieldChangedAt: number | null;
  now: number;
}

/**
 * Whether the newsletter invitation may open: never on a task page, while the shopper types or
 * within {@link AFTER_FIELD_CHANGE_MS} of their last change of a field, or while the mini cart
 * is open and for {@link AFTER_CART_MS} after it closes.
 */
export function newsletterMayOpen(moment: NewsletterMoment): boolean {
  const onTask = TASK_PAGES.some(
    (page) => moment.pathname === page || moment.pathname.startsWith(`${page}/`),
  );
  const afterCart =
    moment.miniCartOpen ||
    (moment.miniCartClosedAt !== null && moment.now - moment.miniCartClosedAt < AFTER_CART_MS);
  const choosing =
    moment.fieldChangedAt !== null && moment.now - moment.fieldChangedAt < AFTER_FIELD_CHANGE_MS;
  return !onTask && !moment.typing && !choosing && !afterCart;
}

/** Whether the focused element takes typing (a text field, a select, an editable region). */
export function isTyping(element: Element | null): boolean {
  if (!element) return false;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return true;
  if (element instanceof HTMLInputElement) {
    return !['button', 'submit', 'reset', 'checkbox', 'radio', 'range', 'color'].includes(
      element.type,
    );
  }
  return (element as HTMLElement).isContentEditable === true;
}
