import { MESSAGES, type Totals } from '@peptide/domain';
import { type OrderLine, OrderLinesTable } from '../OrderDetails/OrderLinesTable';

export interface CheckoutOrderSummaryProps {
  lines: readonly OrderLine[];
  /** The figures of the domain's `computeTotals`. */
  totals: Pick<
    Totals,
    'subtotal' | 'discount' | 'bitcoinDiscount' | 'shipping' | 'total' | 'updating'
  > & {
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
  const deductions = [
    { label: 'Discount (Coupon)', amount: totals.discount },
    {
      label: `Bitcoin discount (${MESSAGES.bitcoinDiscountLabel})`,
      amount: totals.bitcoinDiscount,
    },
  ].filter((deduction) => deduction.amount > 0);
  return (
    <OrderLinesTable
      lines={lines}
      caption={title}
      amountHeading="Subtotal"
      subtotal={totals.subtotal}
      deductions={deductions}
      shippingLabel={totals.shippingLabel}
      shippingTotal={totals.shipping}
      total={totals.total}
      busyNote={totals.updating ? MESSAGES.totalsUpdating : null}
    />
  );
}
