/**
 * WooCommerce's offline gateways and the status each gives a new order: nothing to pay online, so
 * the order skips "pending payment" and the checkout sends the shopper to order received.
 */
const OFFLINE_GATEWAY_STATUS = {
  bacs: 'ON_HOLD',
  cheque: 'ON_HOLD',
  cod: 'PROCESSING',
} as const;

/** The status of a new order paid through `gatewayId`. */
export function newOrderStatus(gatewayId: string): 'PENDING' | 'ON_HOLD' | 'PROCESSING' {
  return Object.hasOwn(OFFLINE_GATEWAY_STATUS, gatewayId)
    ? OFFLINE_GATEWAY_STATUS[gatewayId as keyof typeof OFFLINE_GATEWAY_STATUS]
    : 'PENDING';
}

/**
 * Where WooCommerce's checkout answer sends the shopper (its `redirect`): an offline gateway's
 * order to the storefront's order-received page, as WooCommerce's `get_return_url`, any other to
 * its payment page, as a redirecting gateway's plugin answers.
 *
 * @param order - the placed order
 * @param storefrontUrl - the storefront's origin
 * @param paymentUrl - the order's payment page
 */
export function checkoutRedirect(
  order: { databaseId: number; orderKey: string; status: string },
  storefrontUrl: string,
  paymentUrl: string,
): string {
  if (order.status === 'PENDING') return paymentUrl;
  const key = encodeURIComponent(order.orderKey);
  return `${storefrontUrl}/checkout/order-received/${order.databaseId}/?key=${key}`;
}
