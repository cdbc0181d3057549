import { ThankYou } from '@peptide/ui';
import { data } from 'react-router';
import { pageMeta } from '../lib/meta';
import { sessionHeaders, shopperOf } from '../lib/shopperSession.server';
import { emptiedCart } from '../order/emptiedCart.server';
import { useReceivedCart } from '../order/useReceivedCart';
import type { Route } from './+types/thank-you';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Thank you for your order', 'Your order has been placed.'),
  { name: 'robots', content: 'noindex' },
];

/** The session's cart is emptied on load, before or without scripts too. */
export async function loader({ request }: Route.LoaderArgs) {
  const shopper = await shopperOf(request);
  const cart = await emptiedCart(shopper);
  return data({ cart }, { headers: await sessionHeaders(shopper) });
}

/** `Thank You for Your Order!` with Back to Home; the store takes the emptied cart. */
export default function ThankYouPage({ loaderData }: Route.ComponentProps) {
  useReceivedCart(loaderData.cart);
  return <ThankYou />;
}
