import { MESSAGES } from '@peptide/domain';
import { GetOrderDocument, shopperMessage } from '@peptide/sdk';
import { ButtonLink, FormAlert, OrderDetails } from '@peptide/ui';
import { useQuery } from 'urql';
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
  /** The order as the server read it with the page, shown until the query answers. */
  server?: Pick<ServerOrders, 'order' | 'orderError'> | null;
}

/**
 * One of the customer's orders: lines, Subtotal, each deduction, Shipping, Total, billing and
 * shipping, with Back to orders. Someone else's order is refused by the server and its message
 * shows as 'Error: {message}'. Before or without scripts the server's reading shows.
 */
export function OrderView({ id, backHref, server = null }: OrderViewProps) {
  const valid = isOrderDatabaseId(id);
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GetOrderDocument,
    variables: { id },
    pause: !valid,
  });
  useRetryWhileFailed(!data && Boolean(error?.networkError), () =>
    reexecute({ requestPolicy: 'network-only' }),
  );
  const shown = data ?? server?.order ?? null;
  const order = shown?.order ?? null;
  const message = shopperMessage(error) ?? (data ? null : (server?.orderError ?? null));
  // Answered without the order and without a reason: there is no such order of theirs.
  if (!valid || (!order && !message && (shown || !fetching))) {
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
      order={order ? toOrderView(order) : null}
      loading={!order && !message}
      error={order ? null : message}
      backHref={backHref}
    />
  );
}
