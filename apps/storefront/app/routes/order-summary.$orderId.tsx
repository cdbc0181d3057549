import { GetOrderDocument, type OrderFragment, shopperMessage } from '@peptide/sdk';
import { Banner, FormAlert, OrderSummary } from '@peptide/ui';
import { useEffect } from 'react';
import { data, useLocation } from 'react-router';
import { clearCheckoutDraft } from '../checkout/checkoutDraft';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { commerceClient } from '../lib/commerce.server';
import { pageMeta } from '../lib/meta';
import { toOrderView } from '../lib/orderMappers';
import { sessionHeaders, shopperOf } from '../lib/shopperSession.server';
import { cartAfterPayment } from '../order/emptiedCart.server';
import * as styles from '../order/order.css';
import { useReceivedCart } from '../order/useReceivedCart';
import type { Route } from './+types/order-summary.$orderId';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(`Order ${params.orderId}`, 'Your order has been received.'),
  { name: 'robots', content: 'noindex' },
];

const ORDER_ID = /^\d{1,12}$/;

/**
 * The order as the server has it, so the page shows it before or without scripts: the shopper's
 * order as the backend has it, else as the session's checkout placed it; once it is no longer
 * pending, it no longer awaits its payment. Opening the page empties no cart (a link from any
 * site opens it): only the return of the payment this session awaited, once paid, empties the
 * session's cart (the page's store takes the emptied cart). What the Place Order before left to
 * say (a registration's outcome) comes once.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!ORDER_ID.test(params.orderId))
    return { order: null, notice: null, paid: false, error: null, cart: null };
  const shopper = await shopperOf(request);
  const notice = shopper.takeNotice();
  const known = Boolean(shopper.shopper.session || shopper.shopper.authToken);
  // A visitor's question goes without a session: the backend answers that there is no such order
  // (or is down), and no session is started for it.
  const client = known ? (await shopper.sessionClient()).client : commerceClient();
  const orderId = Number(params.orderId);
  // The order as the backend has it now, else as the checkout answered it (a stock backend
  // refuses a guest's query).
  const answer = await client.query(GetOrderDocument, { id: params.orderId }).toPromise();
  const current = answer.data?.order ?? null;
  const order = current ?? shopper.keptOrder(orderId);
  const cart = await cartAfterPayment(shopper, orderId, current?.status);
  // The gateway sent the shopper here: the order awaits its payment no more, unless the backend
  // says it still does.
  if (current?.status !== 'PENDING') shopper.settlePayment(orderId);
  // Once paid, the form's draft has served (it is kept in the tab while the payment may fail).
  const paid = Boolean(current?.status && current.status !== 'PENDING');
  return data(
    { order, notice, paid, error: order ? null : shopperMessage(answer.error), cart },
    { headers: await sessionHeaders(shopper) },
  );
}

/**
 * The received order as the page's loader read it with the session that placed it (again on
 * every visit, and every few seconds while the backend cannot be reached); an order passed in
 * navigation state shows if the loader has none. The store takes the cart the loader emptied, if
 * it emptied one; once the order reads as paid, the checkout's draft is forgotten.
 */
export default function OrderSummaryRoute({ loaderData }: Route.ComponentProps) {
  const { notice, paid, error, cart } = loaderData;
  useReceivedCart(cart);
  const passed = (useLocation().state as { order?: OrderFragment } | null)?.order ?? null;
  const order = loaderData.order ?? passed;
  useEffect(() => {
    if (paid) clearCheckoutDraft(window.sessionStorage);
  }, [paid]);
  useRetryWhileFailed(!order && Boolean(error));
  return (
    <>
      <Banner
        title="Order received"
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Order received' }]}
      />
      <div className={styles.body}>
        {notice ? (
          <FormAlert tone={notice.tone} className={styles.notice}>
            {notice.message}
          </FormAlert>
        ) : null}
        <OrderSummary order={order ? toOrderView(order) : null} error={order ? null : error} />
      </div>
    </>
  );
}
