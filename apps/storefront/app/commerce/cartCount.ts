import { useCartView } from './cartView';

/**
 * The number of cart lines for the header badge: the cart the page's loader read (the cart and
 * the checkout) or none until the shopper's fetcher has answered, with unanswered adds and
 * removals counted at once.
 *
 * @returns the line count, without the shipping insurance's (a checkout option, not an item)
 */
export function useCartCount(): number {
  return useCartView().count;
}
