import { ThankYou } from '@peptide/ui';
import { pageMeta } from '../lib/meta';
import { useEmptyCartOnce } from '../order/useEmptyCartOnce';
import type { Route } from './+types/thank-you';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Thank you for your order', 'Your order has been placed.'),
  { name: 'robots', content: 'noindex' },
];

/** `Thank You for Your Order!` with Back to Home; the cart is emptied on load. */
export default function ThankYouPage() {
  useEmptyCartOnce();
  return <ThankYou />;
}
