import { useNavigate } from 'react-router';
import { requireCustomer } from '../account/accountAccess.server';
import { accountTabHref } from '../account/accountTabs';
import { OrderView } from '../account/OrderView';
import { QueryingPage } from '../commerce/QueryingPage';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import type { Route } from './+types/my-account.view-order.$id';

/** The account area closes toasts after 1999 ms. */
export const handle: ShopHandle = { shortToasts: true };

/** Visitors are sent to /auth by the server. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireCustomer(request);
  return null;
}

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(`Order ${params.id}`, 'One of your orders: lines, totals and addresses.'),
  { name: 'robots', content: 'noindex' },
];

/**
 * One order of the logged-in customer, inside the account area's My Orders tab (the parent
 * route checks the login); Back to orders returns to the list.
 */
export default function ViewOrder({ params }: Route.ComponentProps) {
  const navigate = useNavigate();
  return (
    <QueryingPage>
      <OrderView key={params.id} id={params.id} onBack={() => navigate(accountTabHref('orders'))} />
    </QueryingPage>
  );
}
