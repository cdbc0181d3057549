import { formatOrderDate, MESSAGES, orderNumberFromId } from '@peptide/domain';
import { FormAlert } from '../AddressForm/FormAlert';
import { OrderAddresses } from '../OrderDetails/OrderAddresses';
import type { OrderDetailsOrder } from '../OrderDetails/OrderDetails';
import { OrderLinesTable } from '../OrderDetails/OrderLinesTable';
import { OrderPayment } from '../OrderDetails/OrderPayment';
import { formatOrderAmount } from '../OrderDetails/orderAmount';
import { Skeleton } from '../Skeleton/Skeleton';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './OrderSummary.css';

/** A received order: the details plus the e-mail it was placed with. */
export interface OrderSummaryOrder extends OrderDetailsOrder {
  email?: string | null;
}

export interface OrderSummaryProps {
  order?: OrderSummaryOrder | null;
  loading?: boolean;
  /** The load failure's message, shown as 'Error loading order: {message}'. */
  error?: string | null;
}

/** The body of /order-summary/{orderId}: the received order, its lines and addresses. */
export function OrderSummary({ order, loading = false, error }: OrderSummaryProps) {
  if (loading) {
    return (
      <div className={styles.skeleton} role="status" aria-busy="true">
        <VisuallyHidden>Loading order</VisuallyHidden>
        <Skeleton height="3rem" />
        <Skeleton height="4rem" />
        <Skeleton height="10rem" />
      </div>
    );
  }
  if (error) return <FormAlert>{MESSAGES.errorLoadingOrder(error)}</FormAlert>;
  if (!order) return <p className={styles.message}>{MESSAGES.noOrderFound}</p>;

  const overview: [string, string][] = [
    ['Order number', order.number ?? orderNumberFromId(order.id)],
    ['Date', formatOrderDate(order.date)],
    ['Email', order.email ?? ''],
    ['Total', formatOrderAmount(order.total)],
  ];
  return (
    <article className={styles.root} aria-label="Order summary">
      <p className={styles.received}>{MESSAGES.orderReceived}</p>
      <dl className={styles.overview}>
        {overview.map(([term, value]) => (
          <div key={term} className={styles.overviewItem}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {order.payment ? <OrderPayment payment={order.payment} headingLevel={2} /> : null}
      <OrderLinesTable
        lines={order.lines}
        subtotal={order.subtotal}
        deductions={order.deductions}
        shippingTotal={order.shippingTotal}
        total={order.total}
      />
      <OrderAddresses billing={order.billing} shipping={order.shipping} headingLevel={2} />
    </article>
  );
}
