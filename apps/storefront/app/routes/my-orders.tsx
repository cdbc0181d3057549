import { MyOrdersPage } from '../account/MyOrdersPage';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/my-orders';

export const meta: Route.MetaFunction = () => [
  ...pageMeta('My Orders', 'Your orders and their details.'),
  { name: 'robots', content: 'noindex' },
];

/** The orders live behind the browser's login; the server renders the frame and a skeleton. */
export default function MyOrders() {
  return <MyOrdersPage />;
}
