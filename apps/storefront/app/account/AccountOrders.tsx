import type { GetOrdersQuery } from '@peptide/sdk';
import { type OrderRow, OrdersTable } from '@peptide/ui';
import { useRetryWhileFailed } from '../components/RetryWhileFailed';
import { amountOrNull } from '../lib/orderMappers';

export interface AccountOrdersProps {
  /** The orders the page's loader read (null when it could not). */
  orders: GetOrdersQuery | null;
  /** Why the loader could not read them, if it could not. */
  error: string | null;
  /** Whether the backend could not be reached: the page's loader asks again until it answers. */
  unreachable: boolean;
  /** The address of one order's own page, by its database id. */
  viewHref: (databaseId: number) => string;
}

/**
 * The customer's orders (the first 10): Order, Date, Status, Total and View; `No order has been
 * made yet.` with Browse products when there are none.
 *
 * @remarks The page's loader reads them on every visit of the tab, so an order placed since
 *   shows, with scripts or without.
 */
export function AccountOrders({ orders, error, unreachable, viewHref }: AccountOrdersProps) {
  useRetryWhileFailed(!orders && unreachable);
  const nodes = (orders?.orders?.nodes ?? []).flatMap((order) => (order ? [order] : []));
  const databaseIds = new Map(nodes.map((order) => [order.id, order.databaseId]));
  const rows: OrderRow[] = nodes.map((order) => ({
    id: order.id,
    number: order.orderNumber ?? String(order.databaseId),
    date: order.date,
    status: order.status,
    total: amountOrNull(order.total),
  }));
  return (
    <OrdersTable
      orders={rows}
      error={orders ? null : error}
      viewHref={(row) => viewHref(databaseIds.get(row.id) ?? 0)}
    />
  );
}
