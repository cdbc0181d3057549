import { MESSAGES } from '@peptide/domain';
import { ButtonLink, FormAlert, OrderDetails } from '@peptide/ui';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { toOrderView } from '../lib/orderMappers';
import * as styles from './account.css';
import { isOrderDatabaseId } from './accountTabs';
import type { ServerOrders } from './serverAccount';

export interface OrderViewProps {
  /** The order's database id, as in `/my-account/view-order/{id}`. */
  id: string;
  /** The order list's address, where Back to orders leads. */
  backHref: string;
  /** The order as the page's loader read it. */
  server: Pick<ServerOrders, 'order' | 'orderError' | 'unreachable' | 'instructions'>;
}

/**
 * One of the customer's orders: lines, Subtotal, each deduction, Shipping, Total, billing and
 * shipping, how it is paid and what happens next, with Back to orders. An unknown or someone else's order shows 'No order found' (the
 * loader keeps the backend's words for it out). The page's loader reads it, with scripts or
 * without.
 */
export function OrderView({ id, backHref, server }: OrderViewProps) {
  const order = server.order?.order ?? null;
  const message = order ? null : server.orderError;
  useRetryWhileFailed(!order && server.unreachable);
  // Answered without the order and without a reason: there is no such order of theirs.
  if (!isOrderDatabaseId(id) || (!order && !message)) {
    return (
      <div className={styles.notFound}>
        <FormAlert tone="info">{MESSAGES.noOrderFound}</FormAlert>
        <ButtonLink href={backHref} variant="secondary" size="sm">
          Back to orders
        </ButtonLink>
      </div>
    );
  }
  return (
    <OrderDetails
      order={order ? toOrderView(order, server.instructions) : null}
      error={message}
      backHref={backHref}
    />
  );
}
