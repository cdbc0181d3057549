import { redirect } from 'react-router';
import type { Route } from './+types/checkout_.order-received.$orderId';

/**
 * WooCommerce's order-received address (`/checkout/order-received/{id}/?key=…`), where its
 * offline gateways' checkout answers point: the shop's order-received page shows the order.
 */
export function loader({ params }: Route.LoaderArgs) {
  if (!/^\d{1,12}$/.test(params.orderId)) throw new Response(null, { status: 404 });
  return redirect(`/order-summary/${params.orderId}`);
}
