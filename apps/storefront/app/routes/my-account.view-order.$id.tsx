import { accountTabHref } from '../account/accountTabs';
import { OrderView } from '../account/OrderView';
import { ordersOnServer } from '../account/ordersOnServer.server';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/my-account.view-order.$id';

/** The account area closes toasts after 1999 ms. */
export const handle: ShopHandle = { shortToasts: true };

/** Visitors are sent to /auth by the server; a customer's order comes with the page. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return ordersOnServer(context, { list: false, orderId: params.id });
}

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(`Order ${params.id}`, 'One of your orders: lines, totals and addresses.'),
  { name: 'robots', content: 'noindex' },
];

/**
 * One order of the logged-in customer, inside the account area's My Orders tab (the parent
 * route checks the login), shown before and without scripts; Back to orders links to the list.
 */
export default routeComponent(function ViewOrder({ params, loaderData }: Route.ComponentProps) {
  return (
    <OrderView
      key={params.id}
      id={params.id}
      backHref={accountTabHref('orders')}
      server={loaderData}
    />
  );
});
