import { CheckoutPage } from '../checkout/CheckoutPage';
import { checkoutFormAction, checkoutOnServer } from '../checkout/checkoutForms.server';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import { routeComponent } from '../lib/routeComponent';
import { formRouteHeaders } from '../lib/shopLimits.server';
import type { Route } from './+types/checkout';

/** A refusal of the shop's limits answers with when to try again. */
export const headers = formRouteHeaders;

/** The checkout shows the cart itself. */
export const handle: ShopHandle = { showsCart: true };

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Checkout', 'Billing, shipping and payment for your order.'),
  { name: 'robots', content: 'noindex' },
];

/** The session's cart and the gateways, so the page works before or without scripts. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return checkoutOnServer(request, context);
}

/** Place Order, posted before or without scripts. */
export async function action({ request, context }: Route.ActionArgs) {
  return checkoutFormAction(request, context);
}

/** The checkout, rendered by the server from the session's cart; the shopper's fetcher's after it answers. */
export default routeComponent(function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  return <CheckoutPage server={loaderData} answer={actionData ?? null} />;
});
