import { OrderDetails, OrderNotFound } from '@peptide/ui';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { toOrderView } from '../lib/orderMappers';
import { orderNotFoundWays } from '../order/orderNotFoundLinks';
import * as styles from './account.css';
import { isOrderDatabaseId } from './accountTabs';
import type { ServerOrders } from './serverAccount';

export interface OrderViewProps {
  /** The order's database id, as in `/my-account/view-order/{id}`. */
  id: string;
  /** The order list's address, where Back to orders leads. */
  backHref: string;
  /** The order as the page's loader read it. */
  server: Pick<
    ServerOrders,
    'order' | 'orderError' | 'unreachable' | 'instructions' | 'paymentUrl'
  >;
}

/**
 * One of the customer's orders: lines, Subtotal, each deduction, Shipping, Total, billing and
 * shipping, how it is paid and ships, what happens next and, while it awaits the payment this
 * session started, the link to pay; with Back to orders. An unknown or someone else's order reads
 * 'Order not found' with Back to orders and the support page (the loader keeps the backend's
 * words for it out). The page's loader reads it, with scripts or without.
 */
export function OrderView({ id, backHref, server }: OrderViewProps) {
  const order = server.order?.order ?? null;
  const message = order ? null : server.orderError;
  useRetryWhileFailed(!order && server.unreachable);
  // Answered without the order and without a reason: there is no such order of theirs.
  if (!isOrderDatabaseId(id) || (!order && !message)) {
    return (
      <div className={styles.notFound}>
        <OrderNotFound {...orderNotFoundWays(true, backHref)} headingLevel={3} />
      </div>
    );
  }
  return (
    <OrderDetails
      order={
        order
          ? toOrderView(order, { instructions: server.instructions, paymentUrl: server.paymentUrl })
          : null
      }
      error={message}
      backHref={backHref}
    />
  );
}
