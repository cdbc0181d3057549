import { CheckoutPage } from '../checkout/CheckoutPage';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/checkout';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Checkout', 'Billing, shipping and payment for your order.'),
  { name: 'robots', content: 'noindex' },
];

/** The checkout works on the browser's cart; the server renders the page's frame. */
export default function Checkout() {
  return <CheckoutPage />;
}
