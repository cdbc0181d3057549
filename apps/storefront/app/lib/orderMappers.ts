import {
  MESSAGES,
  orderNextSteps,
  orderStatusWords,
  readAmount,
  showsPaymentInstructions,
} from '@peptide/domain';
import type { OrderFragment } from '@peptide/sdk';
import type { OrderPaymentView, OrderSummaryOrder } from '@peptide/ui';

/** A raw order amount as a number, or null when the backend sent none. */
export function amountOrNull(value: string | null | undefined): number | null {
  return value == null ? null : readAmount(value);
}

/**
 * What was taken off an order between Subtotal and Shipping: each coupon line, then each
 * negative fee line (the bitcoin discount), as positive amounts.
 *
 * @param order - the fragment (its coupon and fee amounts are raw decimals, as upstream)
 * @returns the deductions, so that subtotal - deductions + shipping = total
 */
export function orderDeductions(order: OrderFragment): { label: string; amount: number }[] {
  const coupons = (order.couponLines?.nodes ?? []).flatMap((line) =>
    line && readAmount(line.discount) > 0
      ? [
          {
            label: `${MESSAGES.discountCouponLabel} ${line.code}`,
            amount: readAmount(line.discount),
          },
        ]
      : [],
  );
  const fees = (order.feeLines?.nodes ?? []).flatMap((line) =>
    line && readAmount(line.total) < 0
      ? [{ label: line.name ?? '', amount: -readAmount(line.total) }]
      : [],
  );
  return [...coupons, ...fees];
}

/** What the order pages know of an order besides the order itself. */
export interface OrderViewExtras {
  /** The order's gateway's description as the backend offers it, if known. */
  instructions?: string | null;
  /** The payment page of the order, where the session started its payment, if it did. */
  paymentUrl?: string | null;
}

/**
 * How an order is paid and ships and what happens next: the gateway's title as the order carries
 * it, its shipping line's title, the status in the shopper's words, an offline gateway's
 * instructions while it is still to be paid, the next step, and the payment page while the order
 * awaits its payment.
 *
 * @param order - the fragment
 * @param extras - the gateway's instructions and the payment page, if known
 * @returns the order pages' payment block
 */
export function orderPaymentView(
  order: OrderFragment,
  { instructions = null, paymentUrl = null }: OrderViewExtras = {},
): OrderPaymentView {
  const shippingMethod = (order.shippingLines?.nodes ?? [])
    .map((line) => line.methodTitle?.trim())
    .filter(Boolean)
    .join(', ');
  return {
    method: order.paymentMethodTitle || null,
    shippingMethod: shippingMethod || null,
    status: order.status ? orderStatusWords(order.status) : null,
    instructions: showsPaymentInstructions(order.status, order.paymentMethod)
      ? instructions || null
      : null,
    nextSteps: orderNextSteps(order.status, order.paymentMethod),
    paymentUrl: order.status === 'PENDING' ? paymentUrl || null : null,
  };
}

/**
 * An order as the order pages show it, from the Order fragment: lines, subtotal, every deduction
 * (coupons, the bitcoin discount), shipping, total, both addresses and its payment.
 *
 * @remarks A line of a variation is named for the variation (`Retatrutide - 10mg`), as in the cart
 *   and the confirmation e-mail, so two sizes of one product stay apart.
 *
 * @param order - the fragment
 * @param extras - the gateway's instructions and the payment page, if known
 * @returns the OrderSummary / OrderDetails order
 */
export function toOrderView(order: OrderFragment, extras: OrderViewExtras = {}): OrderSummaryOrder {
  return {
    id: order.id,
    number: order.orderNumber ?? String(order.databaseId),
    date: order.date,
    status: order.status,
    email: order.billing?.email ?? null,
    lines: (order.lineItems?.nodes ?? []).flatMap((line) =>
      line
        ? [
            {
              id: String(line.databaseId ?? `${line.productId}-${line.variationId ?? ''}`),
              name: line.variation?.node.name ?? line.product?.node.name ?? '',
              quantity: line.quantity ?? 0,
              total: readAmount(line.total ?? line.subtotal),
            },
          ]
        : [],
    ),
    subtotal: amountOrNull(order.subtotal),
    deductions: orderDeductions(order),
    shippingTotal: amountOrNull(order.shippingTotal),
    total: amountOrNull(order.total),
    billing: order.billing,
    shipping: order.shipping,
    payment: orderPaymentView(order, extras),
  };
}
