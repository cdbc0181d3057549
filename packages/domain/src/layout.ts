import { LAYOUT, LIMITS, TIMINGS } from './constants';

/** Where an add to cart happened, which sets how long the mini cart waits to open. */
export type CartOrigin = 'product' | 'home' | 'other';

/** Which product carousel is laid out. */
export type CarouselKind = 'products' | 'recent';

/**
 * How many items a product carousel shows at a viewport width.
 *
 * @param width - the viewport width in px
 * @param kind - `recent` always shows one item
 * @returns 4 from 1024 px, 2 from 464 px, else 1
 */
export function carouselItemsForWidth(width: number, kind: CarouselKind = 'products'): number {
  const { carousel } = LAYOUT;
  if (kind === 'recent') return carousel.recentItems;
  if (width >= carousel.desktopMin) return carousel.desktopItems;
  if (width >= carousel.tabletMin) return carousel.tabletItems;
  return carousel.mobileItems;
}

/**
 * Whether choosing an account tab scrolls the chosen panel into view.
 *
 * @param width - the viewport width in px
 * @returns true at 768 px or narrower, where the panel sits below the list of tabs
 */
export function accountTabScrollsToPanel(width: number): boolean {
  return width <= LIMITS.mobileBreakpoint;
}

/**
 * How long the mini cart waits to open after an add to cart.
 *
 * @param origin - where the product was added from
 * @returns 800 ms on the product page, 1000 ms on home, 1200 ms elsewhere
 */
export function miniCartOpenDelay(origin: CartOrigin): number {
  if (origin === 'product') return TIMINGS.miniCartDelayProduct;
  if (origin === 'home') return TIMINGS.miniCartDelayHome;
  return TIMINGS.miniCartDelayDefault;
}
