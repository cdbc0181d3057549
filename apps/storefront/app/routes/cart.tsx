import { CartPage } from '../cart/CartPage';
import { QueryingPage } from '../commerce/QueryingPage';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/cart';

/** The cart shows itself, and closes toasts as the account area does. */
export const handle: ShopHandle = { showsCart: true, shortToasts: true };

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Cart', 'Your cart: quantities, coupon and totals before checkout.'),
  { name: 'robots', content: 'noindex' },
];

/** The cart lives in the browser; the server renders the page's frame and a skeleton. */
export default function Cart() {
  return (
    <QueryingPage>
      <CartPage />
    </QueryingPage>
  );
}
