import { MESSAGES, parsePrice } from '@peptide/domain';
import type { OrderFragment } from '@peptide/sdk';
import type { OrderSummaryOrder } from '@peptide/ui';

/**
 * An order as the order pages show it, from the Order fragment: lines, subtotal, every deduction
 * (the coupon discount), shipping, total and both addresses.
 *
 * @param order - the fragment
 * @returns the OrderSummary / OrderDetails order
 */
export function toOrderView(order: OrderFragment): OrderSummaryOrder {
  const discount = parsePrice(order.discountTotal);
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
              name: line.product?.name ?? '',
              quantity: line.quantity ?? 0,
              total: line.total ?? line.subtotal ?? 0,
            },
          ]
        : [],
    ),
    subtotal: order.subtotal,
    deductions: discount > 0 ? [{ label: MESSAGES.discountCouponLabel, amount: discount }] : [],
    shippingTotal: order.shippingTotal,
    total: order.total,
    billing: order.billing,
    shipping: order.shipping,
  };
}
