import {
  EmptyCartDocument,
  GetOrderDocument,
  type OrderFragment,
  shopperMessage,
} from '@peptide/sdk';
import { useShopSnapshot } from '@peptide/sdk/react';
import { Banner, FormAlert, OrderSummary } from '@peptide/ui';
import { useEffect } from 'react';
import { data, useLocation } from 'react-router';
import { useQuery } from 'urql';
import { clearCheckoutDraft } from '../checkout/checkoutDraft';
import { QueryingPage } from '../commerce/QueryingPage';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { pageMeta } from '../lib/meta';
import { toOrderView } from '../lib/orderMappers';
import type { ShopperNotice } from '../lib/shopperNotice';
import { sessionHeaders, shopperOf } from '../lib/shopperSession.server';
import * as styles from '../order/order.css';
import { useEmptyCartOnce } from '../order/useEmptyCartOnce';
import type { Route } from './+types/order-summary.$orderId';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(`Order ${params.orderId}`, 'Your order has been received.'),
  { name: 'robots', content: 'noindex' },
];

const ORDER_ID = /^\d{1,12}$/;

/**
 * The order as the server has it, so the page shows it before or without scripts: the shopper's
 * order as the backend has it, else as the session's checkout placed it; once it is no longer
 * pending, it no longer awaits its payment. The session's cart is emptied, as the page does on
 * load. What the Place Order before left to say (a registration's
 * outcome) comes once.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!ORDER_ID.test(params.orderId)) return { order: null, notice: null };
  const shopper = await shopperOf(request);
  const notice = shopper.takeNotice();
  if (!shopper.shopper.session && !shopper.shopper.authToken) {
    return data({ order: null, notice }, { headers: await sessionHeaders(shopper) });
  }
  const { client } = await shopper.sessionClient();
  const orderId = Number(params.orderId);
  // The order as the backend has it now, else as the checkout answered it (a stock backend
  // refuses a guest's query).
  const answer = await client.query(GetOrderDocument, { id: params.orderId }).toPromise();
  const current = answer.data?.order ?? null;
  const order = current ?? shopper.keptOrder(orderId);
  // The gateway sent the shopper here: the order awaits its payment no more, unless the backend
  // says it still does.
  if (current?.status !== 'PENDING') shopper.settlePayment(orderId);
  if (shopper.shopper.session) await client.mutation(EmptyCartDocument, {}).toPromise();
  return data({ order, notice }, { headers: await sessionHeaders(shopper) });
}

/**
 * The received order, read in the browser with the session that placed it; an order passed in
 * navigation state, or the one the server read, shows first. The cart is emptied on load; once
 * the order reads as paid, the checkout's draft and the order's awaiting-payment notice are
 * forgotten.
 */
export default function OrderSummaryRoute({ params, loaderData }: Route.ComponentProps) {
  return (
    <QueryingPage>
      <OrderSummaryPage
        orderId={params.orderId}
        serverOrder={loaderData.order}
        notice={loaderData.notice}
      />
    </QueryingPage>
  );
}

function OrderSummaryPage({
  orderId,
  serverOrder,
  notice,
}: {
  orderId: string;
  serverOrder: OrderFragment | null;
  notice: ShopperNotice | null;
}) {
  useEmptyCartOnce();
  const { ready } = useShopSnapshot();
  const passed = (useLocation().state as { order?: OrderFragment } | null)?.order ?? null;
  const valid = ORDER_ID.test(orderId);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GetOrderDocument,
    variables: { id: orderId },
    pause: !ready || !valid,
  });
  useRetryWhileFailed(!data && Boolean(error?.networkError), () =>
    reexecute({ requestPolicy: 'network-only' }),
  );
  const order = data?.order ?? passed ?? serverOrder;
  // A paid order's checkout draft has served.
  const paid = Boolean(data?.order?.status && data.order.status !== 'PENDING');
  useEffect(() => {
    if (paid) clearCheckoutDraft(window.sessionStorage);
  }, [paid]);
  const message = shopperMessage(error);
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
        <OrderSummary
          order={order ? toOrderView(order) : null}
          loading={valid && !order && (!ready || fetching)}
          error={order ? null : message}
        />
      </div>
    </>
  );
}
