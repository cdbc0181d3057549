import * as styles from './OrderDetails.css';
import { formatOrderAmount } from './orderAmount';

/** One line of an order. */
export interface OrderLine {
  id: string;
  name: string;
  quantity: number;
  /** The line total in euros. */
  total: number;
}

export interface OrderLinesTableProps {
  lines: readonly OrderLine[];
  subtotal?: number | null;
  shippingTotal?: number | null;
  total?: number | null;
  /** Amounts taken off between Subtotal and Shipping (coupon, payment discount), shown negative. */
  deductions?: readonly { label: string; amount: number }[];
  /** Shown after "Shipping", for example the chosen method. */
  shippingLabel?: string;
  caption?: string;
  amountHeading?: string;
  /** Said beside the caption while the figures wait for an answer, which marks the table busy. */
  busyNote?: string | null;
}

/**
 * An order's lines with Subtotal, any deductions, Shipping and Total beneath, figures in tabular
 * digits.
 */
export function OrderLinesTable({
  lines,
  subtotal,
  shippingTotal,
  total,
  deductions = [],
  shippingLabel,
  caption = 'Order details',
  amountHeading = 'Total',
  busyNote = null,
}: OrderLinesTableProps) {
  return (
    <table className={styles.lines} aria-busy={busyNote ? true : undefined}>
      <caption className={styles.caption}>
        {caption}{' '}
        {busyNote ? (
          <span className={styles.busyNote} role="status">
            {busyNote}
          </span>
        ) : null}
      </caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col" className={styles.amount}>
            {amountHeading}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td className={styles.lineName}>
              {line.name} <span className={styles.quantity}>× {line.quantity}</span>
            </td>
            <td className={styles.amount}>{formatOrderAmount(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Subtotal</th>
          <td className={styles.amount}>{formatOrderAmount(subtotal)}</td>
        </tr>
        {deductions.map((deduction) => (
          <tr key={deduction.label}>
            <th scope="row">{deduction.label}</th>
            <td className={styles.amount}>-{formatOrderAmount(deduction.amount)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">Shipping{shippingLabel ? ` (${shippingLabel})` : ''}</th>
          <td className={styles.amount}>{formatOrderAmount(shippingTotal)}</td>
        </tr>
        <tr className={styles.grandTotal}>
          <th scope="row">Total</th>
          <td className={styles.amount}>{formatOrderAmount(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
