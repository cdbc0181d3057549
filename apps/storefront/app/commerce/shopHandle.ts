import { type UIMatch, useMatches } from 'react-router';

/** What a route tells the shop's frame about its page, as its `handle` export. */
export interface ShopHandle {
  /** The page shows the cart itself: no floating cart button covers its totals. */
  showsCart?: boolean;
  /** The account and cart area: toasts close after 1999 ms instead of 5000 ms. */
  shortToasts?: boolean;
}

/**
 * What the matched routes say of the page, the deepest route last so it has the final word.
 *
 * @param matches - the matched routes, outermost first
 * @returns the handles merged
 */
export function shopHandleOf(matches: readonly Pick<UIMatch, 'handle'>[]): ShopHandle {
  return Object.assign({}, ...matches.map((match) => match.handle as ShopHandle | undefined));
}

/**
 * What the current page's routes say of it.
 *
 * @returns the merged {@link ShopHandle} of the matched routes
 */
export function useShopHandle(): ShopHandle {
  return shopHandleOf(useMatches());
}
