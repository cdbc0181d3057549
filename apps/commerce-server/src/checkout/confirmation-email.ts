import { formatEuro, MESSAGES } from '@peptide/domain';
import { bitcoinFees } from '../cart/bitcoin-fee';
import type { LineItem, Order } from '../model/models';

/** What {@link confirmationEmail} reads: the stored order, its lines and its shipping label. */
export interface ConfirmationEmailInput {
  order: Pick<
    Order,
    'databaseId' | 'subtotal' | 'couponLines' | 'bitcoinDiscount' | 'shippingTotal' | 'total'
  >;
  items: readonly Pick<LineItem, 'name' | 'quantity' | 'subtotal'>[];
  /** The chosen shipping rate's label, e.g. `Xpresspost`; empty when unknown. */
  shippingLabel: string;
}

/**
 * The order confirmation e-mail: the lines, then Subtotal, each deduction (every coupon and the
 * bitcoin discount, as negative amounts), Shipping and Total, in the order pages' format.
 *
 * @param input - the stored order, its lines and its shipping label
 * @returns subject and plain-text body
 * @remarks The figures are the stored order's, so subtotal − deductions + shipping = total as on
 *   the order (computeTotals computes them all in cents).
 */
export function confirmationEmail({ order, items, shippingLabel }: ConfirmationEmailInput): {
  subject: string;
  body: string;
} {
  const lines = items.map(
    (item) => `${item.name} × ${item.quantity}: ${formatEuro(item.subtotal)}`,
  );
  const deductions = [
    ...order.couponLines.map(
      (line) => `${MESSAGES.discountCouponLabel} ${line.code}: ${formatEuro(-line.discount)}`,
    ),
    ...bitcoinFees(order.bitcoinDiscount).map((fee) => `${fee.name}: ${formatEuro(fee.amount)}`),
  ];
  const shipping = shippingLabel ? `Shipping (${shippingLabel})` : 'Shipping';
  return {
    subject: `Your order #${order.databaseId} has been received`,
    body: [
      `Thank you for your order #${order.databaseId}. It will be processed once the payment is confirmed.`,
      '',
      ...lines,
      '',
      `Subtotal: ${formatEuro(order.subtotal)}`,
      ...deductions,
      `${shipping}: ${formatEuro(order.shippingTotal)}`,
      `Total: ${formatEuro(order.total)}`,
    ].join('\n'),
  };
}
