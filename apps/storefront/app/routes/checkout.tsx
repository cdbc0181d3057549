import { CheckoutPage } from '../checkout/CheckoutPage';
import { QueryingPage } from '../commerce/QueryingPage';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/checkout';

/** The checkout shows the cart itself. */
export const handle: ShopHandle = { showsCart: true };

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Checkout', 'Billing, shipping and payment for your order.'),
  { name: 'robots', content: 'noindex' },
];

/** The checkout works on the browser's cart; the server renders the page's frame. */
export default function Checkout() {
  return (
    <QueryingPage>
      <CheckoutPage />
    </QueryingPage>
  );
}
