import { CartPage } from '../cart/CartPage';
import { cartFormAction, cartOnServer } from '../cart/cartForms.server';
import { marksCart } from '../commerce/cartMarker.server';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import { routeComponent } from '../lib/routeComponent';
import { formRouteHeaders } from '../lib/shopLimits.server';
import type { Route } from './+types/cart';

/** A refusal of the shop's limits answers with when to try again. */
export const headers = formRouteHeaders;

/** A cart form that went through marks the shopper as holding a cart (their pages are theirs). */
export const middleware = [marksCart];

/** The cart shows itself, and closes toasts as the account area does. */
export const handle: ShopHandle = { showsCart: true, shortToasts: true };

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Cart', 'Your cart: quantities, coupon and totals before checkout.'),
  { name: 'robots', content: 'noindex' },
];

/**
 * The session's cart, so the page shows it (and takes its forms) before or without scripts, and
 * the order awaiting its payment.
 */
export async function loader({ context }: Route.LoaderArgs) {
  return cartOnServer(context);
}

/** A line's plus, minus or remove, a coupon, or Add to cart: posted by a form or a fetcher. */
export async function action({ request, context }: Route.ActionArgs) {
  return cartFormAction(request, context);
}

/** The cart, rendered by the server from the session's cart; the shopper's fetcher's after it answers. */
export default routeComponent(function Cart({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CartPage
      awaiting={loaderData.awaiting}
      formError={actionData && 'cartError' in actionData ? actionData.cartError : null}
      couponError={actionData && 'couponError' in actionData ? actionData.couponError : null}
      savedShipping={loaderData.shipping}
    />
  );
});
