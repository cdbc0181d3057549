import { MyOrdersPage } from '../account/MyOrdersPage';
import { ordersOnServer } from '../account/ordersOnServer.server';
import type { ShopHandle } from '../commerce/shopHandle';
import { pageMeta } from '../lib/meta';
import { routeComponent } from '../lib/routeComponent';
import type { Route } from './+types/my-orders';

/** The account area closes toasts after 1999 ms. */
export const handle: ShopHandle = { shortToasts: true };

/** Visitors are sent to /auth by the server; the orders, and the chosen one, come with the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const orderId = new URL(request.url).searchParams.get('order');
  return ordersOnServer(context, { list: true, orderId });
}

export const meta: Route.MetaFunction = () => [
  ...pageMeta('My Orders', 'Your orders and their details.'),
  { name: 'robots', content: 'noindex' },
];

/** The customer's orders beside the chosen one, as the loader read them. */
export default routeComponent(function MyOrders({ loaderData }: Route.ComponentProps) {
  return <MyOrdersPage server={loaderData} />;
});
