import { formatOrderDate, MESSAGES, orderNumberFromId } from '@peptide/domain';
import { FormAlert } from '../AddressForm/FormAlert';
import { ButtonLink } from '../Button/Button';
import { formatOrderAmount } from '../OrderDetails/orderAmount';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import { OrderStatus } from './OrderStatus';
import * as styles from './OrdersTable.css';

/** One row of the account's order list. */
export interface OrderRow {
  /** The order's global id; its last part is the number shown unless `number` is given. */
  id: string;
  number?: string | null;
  date?: string | null;
  /** Shown as received from the backend. */
  status?: string | null;
  /** A number in euros, or the backend's display string. */
  total?: number | null;
}

export interface OrdersTableProps {
  orders: readonly OrderRow[];
  /** The address of an order's own page: its View is a link, so it opens without scripts. */
  viewHref: (order: OrderRow) => string;
  loading?: boolean;
  /** The load failure's message, shown as 'Error: {message}'. */
  error?: string | null;
  /** Rows drawn while loading. */
  skeletonRows?: number;
  browseHref?: string;
}

const COLUMNS = ['Order', 'Date', 'Status', 'Total', 'Actions'] as const;

// Amounts and the row's button line up on the right edge, so totals compare digit by digit.
const ALIGN_END: ReadonlySet<string> = new Set(['Total', 'Actions']);

/**
 * The My Orders table: Order, Date, Status (a coloured pill), Total (right-aligned, tabular
 * figures) and a View link per order. Below 768 px each order becomes a small card.
 */
export function OrdersTable({
  orders,
  viewHref,
  loading = false,
  error,
  skeletonRows = 3,
  browseHref = '/shop',
}: OrdersTableProps) {
  if (error) return <FormAlert>{MESSAGES.errorGeneric(error)}</FormAlert>;
  if (!loading && orders.length === 0) {
    return (
      <div className={styles.empty}>
        <p className={styles.emptyText}>{MESSAGES.noOrders}</p>
        <ButtonLink href={browseHref} variant="secondary" size="sm">
          {MESSAGES.browseProducts}
        </ButtonLink>
      </div>
    );
  }
  return (
    <table className={styles.table} aria-busy={loading || undefined}>
      <caption>
        <VisuallyHidden>Orders</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {COLUMNS.map((column) => (
            <th key={column} scope="col" className={ALIGN_END.has(column) ? styles.end : undefined}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {loading
          ? Array.from({ length: skeletonRows }, (_, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: skeleton rows are identical
              <tr key={row}>
                {COLUMNS.map((column) => (
                  <td
                    key={column}
                    data-label={column}
                    className={ALIGN_END.has(column) ? styles.end : undefined}
                  >
                    <Skeleton width="5rem" />
                  </td>
                ))}
              </tr>
            ))
          : orders.map((order) => {
              const number = order.number ?? orderNumberFromId(order.id);
              return (
                <tr key={order.id}>
                  <td data-label="Order">#{number}</td>
                  <td data-label="Date">
                    <time dateTime={order.date ?? undefined}>{formatOrderDate(order.date)}</time>
                  </td>
                  <td data-label="Status">
                    {order.status ? <OrderStatus status={order.status} /> : null}
                  </td>
                  <td data-label="Total" className={`${styles.end} ${styles.amount}`}>
                    {formatOrderAmount(order.total)}
                  </td>
                  <td data-label="Actions" className={styles.end}>
                    <ButtonLink href={viewHref(order)} variant="secondary" size="sm">
                      View<VisuallyHidden> order {number}</VisuallyHidden>
                    </ButtonLink>
                  </td>
                </tr>
              );
            })}
      </tbody>
    </table>
  );
}
