import { GetOrderDocument, type OrderFragment, shopperMessage } from '@peptide/sdk';
import { useShopSnapshot } from '@peptide/sdk/react';
import { Banner, OrderSummary } from '@peptide/ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useQuery } from 'urql';
import { forgetPaidOrder } from '../checkout/pendingPayment';
import { QueryingPage } from '../commerce/QueryingPage';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { pageMeta } from '../lib/meta';
import { toOrderView } from '../lib/orderMappers';
import * as styles from '../order/order.css';
import { useEmptyCartOnce } from '../order/useEmptyCartOnce';
import type { Route } from './+types/order-summary.$orderId';

export const meta: Route.MetaFunction = ({ params }) => [
  ...pageMeta(`Order ${params.orderId}`, 'Your order has been received.'),
  { name: 'robots', content: 'noindex' },
];

/**
 * The received order, read in the browser with the session that placed it;
 * an order passed in navigation state shows first. The cart is emptied on load; once the order
 * reads as paid, the checkout's draft and the order's awaiting-payment notice are forgotten.
 */
export default function OrderSummaryRoute({ params }: Route.ComponentProps) {
  return (
    <QueryingPage>
      <OrderSummaryPage orderId={params.orderId} />
    </QueryingPage>
  );
}

function OrderSummaryPage({ orderId }: { orderId: string }) {
  useEmptyCartOnce();
  const { ready } = useShopSnapshot();
  const passed = (useLocation().state as { order?: OrderFragment } | null)?.order ?? null;
  const valid = /^\d{1,12}$/.test(orderId);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GetOrderDocument,
    variables: { id: orderId },
    pause: !ready || !valid,
  });
  useRetryWhileFailed(!data && Boolean(error?.networkError), () =>
    reexecute({ requestPolicy: 'network-only' }),
  );
  const order = data?.order ?? passed;
  // A paid order no longer awaits its payment, and the checkout's draft has served.
  const paid = Boolean(data?.order?.status && data.order.status !== 'PENDING');
  useEffect(() => {
    if (paid) forgetPaidOrder(window.sessionStorage, Number(orderId));
  }, [paid, orderId]);
  const message = shopperMessage(error);
  return (
    <>
      <Banner
        title="Order received"
        crumbs={[{ label: 'Home', href: '/' }, { label: 'Order received' }]}
      />
      <div className={styles.body}>
        <OrderSummary
          order={order ? toOrderView(order) : null}
          loading={valid && !order && (!ready || fetching)}
          error={order ? null : message}
        />
      </div>
    </>
  );
}
