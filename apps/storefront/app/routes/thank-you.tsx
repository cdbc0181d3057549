import { ThankYou } from '@peptide/ui';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/thank-you';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('Thank you for your order', 'Your order has been placed.'),
  { name: 'robots', content: 'noindex' },
];

/**
 * `Thank You for Your Order!` with Back to Home. Opening it changes nothing (a link from any
 * site opens it): the post that placed the order emptied the cart.
 */
export default function ThankYouPage() {
  return <ThankYou />;
}
