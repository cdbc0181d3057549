import { formatOrderDate, MESSAGES, orderNumberFromId } from '@peptide/domain';
import { useId } from 'react';
import { FormAlert } from '../AddressForm/FormAlert';
import { ButtonLink } from '../Button/Button';
import { OrderStatus } from '../OrdersTable/OrderStatus';
import { Skeleton } from '../Skeleton/Skeleton';
import type { OrderAddress } from './AddressBlock';
import { OrderAddresses } from './OrderAddresses';
import * as styles from './OrderDetails.css';
import { type OrderLine, OrderLinesTable } from './OrderLinesTable';
import { OrderPayment, type OrderPaymentView } from './OrderPayment';

/** An order as the details view shows it. */
export interface OrderDetailsOrder {
  /** The order's global id; its last part is the number shown unless `number` is given. */
  id: string;
  number?: string | null;
  date?: string | null;
  /** Shown as received from the backend. */
  status?: string | null;
  lines: readonly OrderLine[];
  subtotal?: number | null;
  /** What was taken off between Subtotal and Shipping (coupon, bitcoin discount), as positives. */
  deductions?: readonly { label: string; amount: number }[];
  shippingTotal?: number | null;
  total?: number | null;
  billing?: OrderAddress | null;
  shipping?: OrderAddress | null;
  /** How it is paid and what happens next; nothing shown without it. */
  payment?: OrderPaymentView | null;
}

export interface OrderDetailsProps {
  /** The order to show; none yet shows 'Select an order to view details.' */
  order?: OrderDetailsOrder | null;
  loading?: boolean;
  /** The load failure's message, shown as 'Error: {message}'. */
  error?: string | null;
  /** The order list's address: Back to orders links there (without scripts too). */
  backHref?: string;
  backLabel?: string;
}

/** One order of the account's My Orders tab: lines, totals and both addresses. */
export function OrderDetails({
  order,
  loading = false,
  error,
  backHref,
  backLabel = 'Back to orders',
}: OrderDetailsProps) {
  const titleId = useId();
  // The way back leads the view, top left, where the eye starts.
  const back = backHref ? (
    <div className={styles.back}>
      <ButtonLink href={backHref} variant="secondary" size="sm">
        <span aria-hidden="true">←</span> {backLabel}
      </ButtonLink>
    </div>
  ) : null;

  if (loading) {
    return (
      <section className={styles.root} aria-busy="true" aria-label="Loading order">
        <div className={styles.skeleton}>
          <Skeleton width="40%" height="1.75rem" />
          <Skeleton width="60%" />
          <Skeleton height="8rem" />
          <Skeleton height="6rem" />
        </div>
      </section>
    );
  }
  if (error) {
    return (
      <section className={styles.root}>
        {back}
        <FormAlert>{MESSAGES.errorGeneric(error)}</FormAlert>
      </section>
    );
  }
  if (!order) {
    return <p className={styles.placeholder}>{MESSAGES.selectOrder}</p>;
  }

  const number = order.number ?? orderNumberFromId(order.id);
  return (
    <section className={styles.root} aria-labelledby={titleId}>
      {back}
      <div className={styles.header}>
        <h3 id={titleId} className={styles.title}>
          Order #{number}
        </h3>
        {order.status ? <OrderStatus status={order.status} /> : null}
      </div>
      <p className={styles.meta}>
        Placed on <time dateTime={order.date ?? undefined}>{formatOrderDate(order.date)}</time>
      </p>
      {order.payment ? <OrderPayment payment={order.payment} headingLevel={4} /> : null}
      <OrderLinesTable
        lines={order.lines}
        subtotal={order.subtotal}
        deductions={order.deductions}
        shippingTotal={order.shippingTotal}
        total={order.total}
      />
      <OrderAddresses billing={order.billing} shipping={order.shipping} headingLevel={4} />
    </section>
  );
}
