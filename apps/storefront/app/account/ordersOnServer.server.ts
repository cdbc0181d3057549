import { LIMITS } from '@peptide/domain';
import { GetOrderDocument, GetOrdersDocument, shopperMessage } from '@peptide/sdk';
import { data, type RouterContextProvider, redirect } from 'react-router';
import { commerceClient } from '../lib/commerce.server';
import { gatewayInstructions } from '../lib/paymentMethods.server';
import { shopperOf } from '../lib/shopperContext.server';
import { LOGIN_PATH } from './accountAccess';
import { isOrderDatabaseId } from './accountTabs';
import { leaveIfLoginEnded } from './endedLogin.server';
import type { ServerOrders } from './serverAccount';

/**
 * The orders a page of the account shows, read on the server so they show before and without
 * scripts: the list, one order, or both.
 *
 * @param context - the page's loader's context, which holds the shopper's session
 * @param wanted - whether to read the list, and the order id the address names (or null)
 * @returns what was read; status 404 when only an order was asked for and it is none of the
 *   customer's
 * @throws a redirect to {@link LOGIN_PATH} when nobody is logged in, or the backend ended the
 *   login meanwhile
 */
export async function ordersOnServer(
  context: Readonly<RouterContextProvider>,
  wanted: { list: boolean; orderId: string | null },
) {
  const shopper = await shopperOf(context);
  if (!shopper.shopper.user) throw redirect(LOGIN_PATH);
  const session = await shopper.sessionClient();
  const { client } = session;
  const { list, orderId } = wanted;
  const [orders, order] = await Promise.all([
    list ? client.query(GetOrdersDocument, { first: LIMITS.ordersPageSize }).toPromise() : null,
    orderId && isOrderDatabaseId(orderId)
      ? client.query(GetOrderDocument, { id: orderId }).toPromise()
      : null,
  ]);
  leaveIfLoginEnded(session);
  // An order that is none of theirs (unknown, someone else's) shows the shop's 'No order found',
  // never the backend's words for it; on the order's own page it answers 404.
  const missing = orderId != null && !order?.data?.order && !order?.error?.networkError;
  const instructions = await gatewayInstructions(
    commerceClient(),
    order?.data?.order?.paymentMethod,
  );
  const awaiting = shopper.awaitingPayment();
  return data<ServerOrders>(
    {
      orders: orders?.data ?? null,
      ordersError: shopperMessage(orders?.error),
      order: missing ? null : (order?.data ?? null),
      orderError: missing ? null : shopperMessage(order?.error),
      instructions,
      paymentUrl:
        awaiting && String(awaiting.orderId) === orderId && !missing ? awaiting.paymentUrl : null,
      unreachable: [orders, order].some((answer) => answer?.error?.networkError),
    },
    { status: missing && !list ? 404 : 200 },
  );
}
