import { requireCustomer } from '../account/accountAccess.server';
import { MyOrdersPage } from '../account/MyOrdersPage';
import { QueryingPage } from '../commerce/QueryingPage';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/my-orders';

/** The account area closes toasts after 1999 ms. */
export const handle: ShopHandle = { shortToasts: true };

/** Visitors are sent to /auth by the server. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireCustomer(request);
  return null;
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta('My Orders', 'Your orders and their details.'),
  { name: 'robots', content: 'noindex' },
];

/** The orders live behind the browser's login; the server renders the frame and a skeleton. */
export default function MyOrders() {
  return (
    <QueryingPage>
      <MyOrdersPage />
    </QueryingPage>
  );
}
