import { MESSAGES } from '@peptide/domain';
import { ThankYou } from '@peptide/ui';
import { pageMeta } from '../lib/meta';
import { routeComponent } from '../lib/routeComponent';
import { shopperOf } from '../lib/shopperContext.server';
import type { Route } from './+types/thank-you';

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData?.orderId
    ? pageMeta('Thank you for your order', 'Your order has been placed.')
    : pageMeta(MESSAGES.noOrderPlacedTitle, MESSAGES.noOrderPlaced)),
  { name: 'robots', content: 'noindex' },
];

/** The order this session placed, if it placed one; reading it changes nothing. */
export async function loader({ context }: Route.LoaderArgs) {
  return { orderId: (await shopperOf(context)).placedOrderId() };
}

/**
 * `Thank You for Your Order!` with links to the order and home, once this session has placed an
 * order; opened otherwise (a link from any site, a bookmark) it says that no order was placed and
 * leads to the shop. Opening it changes nothing: the post that placed the order emptied the cart.
 */
export default routeComponent(function ThankYouPage({ loaderData }: Route.ComponentProps) {
  return (
    <ThankYou orderHref={loaderData.orderId ? `/order-summary/${loaderData.orderId}` : null} />
  );
});
