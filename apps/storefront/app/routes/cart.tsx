import { CartPage } from '../cart/CartPage';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/cart';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Cart', 'Your cart: quantities, coupon and totals before checkout.'),
  { name: 'robots', content: 'noindex' },
];

/** The cart lives in the browser; the server renders the page's frame and a skeleton. */
export default function Cart() {
  return <CartPage />;
}
