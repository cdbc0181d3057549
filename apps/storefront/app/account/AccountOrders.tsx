import { LIMITS } from '@peptide/domain';
import { GetOrdersDocument, type GetOrdersQuery, shopperMessage } from '@peptide/sdk';
import { type OrderRow, OrdersTable } from '@peptide/ui';
import { useQuery } from 'urql';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { amountOrNull } from '../lib/orderMappers';

export interface AccountOrdersProps {
  /** The orders the server read with the page, shown until the list's own query answers. */
  server?: GetOrdersQuery | null;
  /** The address of one order's own page, by its database id. */
  viewHref: (databaseId: number) => string;
}

/**
 * The customer's orders (the first 10): Order, Date, Status, Total and View; `No order has been
 * made yet.` with Browse products when there are none.
 *
 * @remarks The query starts when this mounts, that is when My Orders opens; it asks
 *   the network again each time, so an order placed since shows. Before or without scripts the
 *   server's list shows.
 */
export function AccountOrders({ server = null, viewHref }: AccountOrdersProps) {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GetOrdersDocument,
    variables: { first: LIMITS.ordersPageSize },
    requestPolicy: 'cache-and-network',
  });
  useRetryWhileFailed(!data && Boolean(error?.networkError), () =>
    reexecute({ requestPolicy: 'network-only' }),
  );
  const shown = data ?? server;
  const nodes = (shown?.orders?.nodes ?? []).flatMap((order) => (order ? [order] : []));
  const databaseIds = new Map(nodes.map((order) => [order.id, order.databaseId]));
  const rows: OrderRow[] = nodes.map((order) => ({
    id: order.id,
    number: order.orderNumber ?? String(order.databaseId),
    date: order.date,
    status: order.status,
    total: amountOrNull(order.total),
  }));
  const message = shopperMessage(error);
  return (
    <OrdersTable
      orders={rows}
      loading={!shown && fetching}
      error={shown ? null : message}
      viewHref={(row) => viewHref(databaseIds.get(row.id) ?? 0)}
    />
  );
}
