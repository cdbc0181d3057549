import { MESSAGES, type Totals } from '@peptide/domain';
import * as tableStyles from '../OrderDetails/OrderDetails.css';
import type { OrderLine } from '../OrderDetails/OrderLinesTable';
import { formatOrderAmount } from '../OrderDetails/orderAmount';

export interface CheckoutOrderSummaryProps {
  lines: readonly OrderLine[];
  /** The figures of the domain's `computeTotals`. */
  totals: Pick<Totals, 'subtotal' | 'discount' | 'bitcoinDiscount' | 'shipping' | 'total'> & {
    shippingLabel?: string;
  };
  title?: string;
}

/** The checkout's order review: lines, subtotal, discounts, shipping and total. */
export function CheckoutOrderSummary({
  lines,
  totals,
  title = 'Your order',
}: CheckoutOrderSummaryProps) {
  return (
    <table className={tableStyles.lines}>
      <caption className={tableStyles.caption}>{title}</caption>
      <thead>
        <tr>
          <th scope="col">Product</th>
          <th scope="col" className={tableStyles.amount}>
            Subtotal
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => (
          <tr key={line.id}>
            <td className={tableStyles.lineName}>
              {line.name} <span className={tableStyles.quantity}>× {line.quantity}</span>
            </td>
            <td className={tableStyles.amount}>{formatOrderAmount(line.total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Subtotal</th>
          <td className={tableStyles.amount}>{formatOrderAmount(totals.subtotal)}</td>
        </tr>
        {totals.discount > 0 ? (
          <tr>
            <th scope="row">Discount (Coupon)</th>
            <td className={tableStyles.amount}>-{formatOrderAmount(totals.discount)}</td>
          </tr>
        ) : null}
        {totals.bitcoinDiscount > 0 ? (
          <tr>
            <th scope="row">Bitcoin discount ({MESSAGES.bitcoinDiscountLabel})</th>
            <td className={tableStyles.amount}>-{formatOrderAmount(totals.bitcoinDiscount)}</td>
          </tr>
        ) : null}
        <tr>
          <th scope="row">Shipping{totals.shippingLabel ? ` (${totals.shippingLabel})` : ''}</th>
          <td className={tableStyles.amount}>{formatOrderAmount(totals.shipping)}</td>
        </tr>
        <tr className={tableStyles.grandTotal}>
          <th scope="row">Total</th>
          <td className={tableStyles.amount}>{formatOrderAmount(totals.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
