import { MESSAGES } from '@peptide/domain';
import { GetOrderDocument, type OrderFragment, shopperMessage } from '@peptide/sdk';
import { Banner, FormAlert, OrderNotFound, OrderSummary } from '@peptide/ui';
import { useEffect } from 'react';
import { data, useLocation } from 'react-router';
import { clearCheckoutDraft } from '../checkout/checkoutDraft';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { backendCapabilities } from '../lib/capabilities.server';
import { commerceClient } from '../lib/commerce.server';
import { pageMeta } from '../lib/meta';
import { toOrderView } from '../lib/orderMappers';
import { gatewayInstructions } from '../lib/paymentMethods.server';
import { routeComponent } from '../lib/routeComponent';
import { shopFeatures } from '../lib/shopFeatures';
import { shopperOf } from '../lib/shopperContext.server';
import type { ShopperNotice } from '../lib/shopperNotice';
import { cartAfterPayment } from '../order/emptiedCart.server';
import * as styles from '../order/order.css';
import { orderNotFoundWays } from '../order/orderNotFoundLinks';
import { useReceivedCart } from '../order/useReceivedCart';
import type { Route } from './+types/order-summary.$orderId';

export const meta: Route.MetaFunction = ({ params, loaderData }) => [
  ...(loaderData?.order || loaderData?.error
    ? pageMeta(`Order ${params.orderId}`, 'Your order has been received.')
    : pageMeta(MESSAGES.noOrderFound, MESSAGES.orderNotFoundForGuest)),
  { name: 'robots', content: 'noindex' },
];

const ORDER_ID = /^\d{1,12}$/;

/**
 * The order as the server has it, so the page shows it before or without scripts: the shopper's
 * order as the backend has it, else as the session's checkout placed it; once it is no longer
 * pending, it no longer awaits its payment. Opening the page empties no cart (a link from any
 * site opens it): only the return of the payment this session awaited, once paid, empties the
 * session's cart (the page's store takes the emptied cart). What the Place Order before left to
 * say (a registration's outcome) comes once. An offline gateway's order shows how to pay: the
 * gateway's instructions as the backend offers it; one awaiting the payment this session started
 * links its payment page. An order that is none of the shopper's answers 404 under 'Order not
 * found', whatever the backend said of it, with a login (for a guest) and the support page.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  if (!ORDER_ID.test(params.orderId)) return notFound(null, false);
  const shopper = await shopperOf(context);
  const customer = Boolean(shopper.shopper.user);
  const notice = shopper.takeNotice();
  const known = Boolean(shopper.shopper.session || shopper.shopper.authToken);
  const features = shopFeatures(await backendCapabilities());
  const orderId = Number(params.orderId);
  // A guest's question goes only to a backend that answers guests (a stock WooGraphQL refuses
  // it): there the order shows as the session's checkout answered it.
  const asked = shopper.shopper.user || features.guestOrders;
  // A visitor's question goes without a session: the backend answers that there is no such order
  // (or is down), and no session is started for it.
  const client = known ? (await shopper.sessionClient()).client : commerceClient();
  const answer = asked
    ? await client.query(GetOrderDocument, { id: params.orderId }).toPromise()
    : null;
  const current = answer?.data?.order ?? null;
  // The order as the backend has it now, else as the checkout answered it.
  const order = current ?? shopper.keptOrder(orderId);
  // No such order of this shopper's (unknown, someone else's, or a guest's the session did not
  // place): the shop's own words, never the backend's.
  if (!order && !answer?.error?.networkError) {
    return notFound(notice, customer);
  }
  // The payment page this session started for the order, read before the order is settled.
  const awaiting = shopper.awaitingPayment();
  const paymentUrl = awaiting?.orderId === orderId ? awaiting.paymentUrl : null;
  const [cart, instructions] = await Promise.all([
    cartAfterPayment(shopper, orderId, current?.status),
    gatewayInstructions(commerceClient(), order?.paymentMethod),
  ]);
  // The gateway sent the shopper here: the order awaits its payment no more, unless the backend
  // says it still does.
  if (current?.status !== 'PENDING') shopper.settlePayment(orderId);
  // Once paid, the form's draft has served (it is kept in the tab while the payment may fail).
  const paid = Boolean(current?.status && current.status !== 'PENDING');
  return data({
    order,
    instructions,
    paymentUrl,
    notice,
    customer,
    paid,
    error: order ? null : shopperMessage(answer?.error),
    cart,
  });
}

/** The page of an order that is none of the shopper's: 'Order not found', status 404. */
function notFound(notice: ShopperNotice | null, customer: boolean) {
  return data(
    {
      order: null,
      instructions: null,
      paymentUrl: null,
      notice,
      customer,
      paid: false,
      error: null,
      cart: null,
    },
    { status: 404 },
  );
}

/**
 * The received order as the page's loader read it with the session that placed it (again on
 * every visit, and every few seconds while the backend cannot be reached); an order passed in
 * navigation state shows if the loader has none, and none at all reads 'Order not found'. The
 * store takes the cart the loader emptied, if it emptied one; once the order reads as paid, the
 * checkout's draft is forgotten.
 */
export default routeComponent(function OrderSummaryRoute({ loaderData }: Route.ComponentProps) {
  const { notice, paid, error, cart, instructions, paymentUrl, customer } = loaderData;
  useReceivedCart(cart);
  const passed = (useLocation().state as { order?: OrderFragment } | null)?.order ?? null;
  const order = loaderData.order ?? passed;
  useEffect(() => {
    if (paid) clearCheckoutDraft(window.sessionStorage);
  }, [paid]);
  useRetryWhileFailed(!order && Boolean(error));
  const missing = !order && !error;
  const title = missing ? MESSAGES.noOrderFound : 'Order received';
  return (
    <>
      <Banner title={title} crumbs={[{ label: 'Home', href: '/' }, { label: title }]} />
      <div className={styles.body}>
        {notice ? (
          <FormAlert tone={notice.tone} className={styles.notice}>
            {notice.message}
          </FormAlert>
        ) : null}
        {missing ? (
          <OrderNotFound {...orderNotFoundWays(customer)} />
        ) : (
          <OrderSummary
            order={order ? toOrderView(order, { instructions, paymentUrl }) : null}
            error={order ? null : error}
          />
        )}
      </div>
    </>
  );
});
