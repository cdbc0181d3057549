import { type CartFragment, GetCartDocument } from '@peptide/sdk';
import type { MiddlewareFunction, RouterContextProvider } from 'react-router';
import { serverConfig } from '../config.server';
import { isDataRequest } from '../lib/loading.server';
import { shopperOf } from '../lib/shopperContext.server';
import { SESSION_MAX_AGE_SECONDS } from '../lib/shopperSessionStore.server';

/**
 * The cookie that says the shopper's session holds a cart, as WooCommerce's
 * `woocommerce_items_in_cart` does for a page cache: it holds `1`, no secret. A page asked for
 * with it is rendered for that shopper, their cart's count in the badge, and kept by no cache:
 * the page cache passes it by, and so does a proxy told to (nginx: `proxy_cache_bypass` and
 * `proxy_no_cache` on `$cookie_has_cart`). Everyone else gets the shared page.
 */
export const CART_MARKER_COOKIE = 'has_cart';

const MARKED = new RegExp(`(?:^|;)\\s*${CART_MARKER_COOKIE}=1\\s*(?:;|$)`);

/**
 * Whether a request carries the cart marker.
 *
 * @param request - any request
 * @returns true when its `Cookie` header holds `has_cart=1`
 */
export function holdsCart(request: Request): boolean {
  return cookieHoldsCart(request.headers.get('Cookie'));
}

/**
 * Whether a `Cookie` header holds the cart marker.
 *
 * @param cookie - the header's value, if any
 * @returns true when it holds `has_cart=1`
 */
export function cookieHoldsCart(cookie: string | null | undefined): boolean {
  return MARKED.test(cookie ?? '');
}

/** The `Set-Cookie` value that sets the marker, or removes it. */
function markerCookie(present: boolean): string {
  const value = present ? `1; Max-Age=${SESSION_MAX_AGE_SECONDS}` : '; Max-Age=0';
  const secure = serverConfig().secureCookies ? '; Secure' : '';
  return `${CART_MARKER_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax${secure}`;
}

/**
 * The cart's and the product page's middleware: a form posted there that went through (an add,
 * a line's change, a coupon; on the product page also a stock notification) sets the marker.
 * One that left no cart leaves it: the next page it marks reads the cart and removes it.
 */
export const marksCart: MiddlewareFunction<Response> = async ({ request }, next) => {
  const response = await next();
  if (request.method !== 'POST' || response.status >= 400 || holdsCart(request)) return response;
  const marked = new Response(response.body, response);
  marked.headers.append('Set-Cookie', markerCookie(true));
  return marked;
};

/** A marked shopper's cart for a page rendered for them, and the headers that say so. */
export interface MarkedCart {
  /** The session's cart, or undefined on a page shared by everyone. */
  cart: CartFragment | null | undefined;
  headers: HeadersInit;
}

/**
 * The cart of a marked shopper, for the root loader of a document: the page is then theirs
 * (`private, no-store`), and its badge counts that cart before and without scripts. A marker on
 * an empty cart or on no session is removed.
 *
 * @param request - the document's request
 * @param context - its loader's context, which holds the shopper's session
 * @returns no cart and no headers without the marker and for a client navigation's data (the
 *   shopper's fetcher counts the cart there)
 */
export async function markedCart(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<MarkedCart> {
  if (!holdsCart(request) || isDataRequest(request)) return { cart: undefined, headers: {} };
  const shopper = await shopperOf(context);
  const { session, authToken } = shopper.shopper;
  const cart =
    session || authToken
      ? ((await (await shopper.sessionClient()).client.query(GetCartDocument, {}).toPromise()).data
          ?.cart ?? null)
      : null;
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  if (!cart?.contents?.nodes?.length) headers.append('Set-Cookie', markerCookie(false));
  return { cart, headers };
}
