import {
  type CartLine,
  computeTotals,
  lineSubtotal,
  MESSAGES,
  productPath,
  readAmount,
  round2,
  type Totals,
} from '@peptide/domain';
import type { CartFragment } from '../generated/graphql';

/** What an optimistic add knows of the product, so its line can be drawn before the answer. */
export interface AddPreview {
  name: string;
  slug: string;
  /** The unit price in euros. */
  price: number;
  image?: string | null;
  stock?: number | null;
}

/** A cart change sent to the server and not yet answered, shown ahead of the answer. */
export type PendingChange =
  | {
      id: number;
      kind: 'add';
      productId: number;
      variationId: number | null;
      quantity: number;
      preview?: AddPreview;
    }
  | { id: number; kind: 'quantity'; key: string; quantity: number }
  | { id: number; kind: 'remove'; key: string };

const sameItem = (line: CartLine, productId: number, variationId: number | null): boolean =>
  line.productId === productId && (line.variationId ?? null) === variationId;

function applyChange(
  lines: CartLine[],
  change: PendingChange,
  placeholderImage: string,
): CartLine[] {
  switch (change.kind) {
    case 'remove':
      return lines.filter((line) => line.key !== change.key);
    case 'quantity':
      return lines.map((line) =>
        line.key === change.key
          ? {
              ...line,
              quantity: change.quantity,
              subtotal: lineSubtotal(line.price, change.quantity),
            }
          : line,
      );
    case 'add': {
      const existing = lines.find((line) => sameItem(line, change.productId, change.variationId));
      if (existing) {
        const quantity = existing.quantity + change.quantity;
        return lines.map((line) =>
          line === existing
            ? { ...line, quantity, subtotal: lineSubtotal(line.price, quantity) }
            : line,
        );
      }
      const price = change.preview?.price ?? 0;
      const key = `pending:${change.id}`;
      return [
        ...lines,
        {
          id: key,
          key,
          productId: change.productId,
          variationId: change.variationId,
          name: change.preview?.name ?? '',
          link: change.preview ? productPath(change.preview.slug) : '',
          slug: change.preview?.slug ?? '',
          price,
          image: change.preview?.image || placeholderImage,
          quantity: change.quantity,
          stock: change.preview?.stock ?? null,
          subtotal: lineSubtotal(price, change.quantity),
        },
      ];
    }
  }
}

/**
 * The lines a shopper sees: the last confirmed lines with every unanswered change applied in the
 * order it was made.
 *
 * @param confirmed - the lines of the server's last answer (or the stored record before it)
 * @param pending - changes sent and not yet answered
 * @param placeholderImage - the image of an added line whose preview has none
 * @returns the optimistic lines
 */
export function applyPendingChanges(
  confirmed: readonly CartLine[],
  pending: readonly PendingChange[],
  placeholderImage: string,
): CartLine[] {
  return pending.reduce(
    (lines, change) => applyChange(lines, change, placeholderImage),
    [...confirmed],
  );
}

/** What {@link cartTotals} needs besides the lines. */
export interface CartTotalsInput {
  /** The server's last answer, or null before the cart has loaded. */
  cart: CartFragment | null;
  /** The lines shown (optimistic lines included). */
  lines: readonly CartLine[];
  /** Whether changes are still unanswered, so the server's figures are out of date. */
  pending: boolean;
  /** The chosen payment method, when known. */
  paymentMethodId: string | null;
  /** The server's free-shipping threshold, when known. */
  freeShippingThreshold: number | null;
}

/**
 * The shipping line's label: the backend's own label of the chosen rate, WooCommerce's request
 * for an address where no rate applies yet, or the shop's flat and free labels where the cart
 * names no rate.
 */
function shippingLabelOf(cart: CartFragment, shipping: number, hasLines: boolean): string {
  const rates = cart.availableShippingMethods?.[0]?.rates ?? [];
  if (hasLines && rates.length === 0) return MESSAGES.shippingAddressNeeded;
  const chosen = rates.find((rate) => rate?.id === cart.chosenShippingMethods?.[0]);
  if (chosen?.label) return chosen.label;
  return shipping === 0 && hasLines ? MESSAGES.shippingFreeLabel : MESSAGES.shippingFlatLabel;
}

/**
 * The totals the cart shows: the server's own figures, so the amount a shopper sees is always
 * one the backend answered; while a change is unanswered they are its last answer, marked
 * `updating`. Only before any cart has loaded are they the domain's computeTotals over the shown
 * (stored) lines with the server's threshold, marked `updating` too.
 *
 * @param input - the server cart, the shown lines and what computeTotals needs
 * @returns subtotal, discounts, shipping (with its label) and total, and whether they wait
 * @remarks No shipping rate or total is computed for a pending change: a stock backend's rates
 *   (zones, methods, thresholds) are its own, and a guess showed a flat rate it does not charge.
 */
export function cartTotals({
  cart,
  lines,
  pending,
  paymentMethodId,
  freeShippingThreshold,
}: CartTotalsInput): Totals {
  if (cart) {
    const subtotal = readAmount(cart.subtotal);
    const discount = readAmount(cart.discountTotal);
    const shipping = readAmount(cart.shippingTotal);
    const total = readAmount(cart.total);
    return {
      subtotal,
      discount,
      // The server keeps the bitcoin discount as a negative fee.
      bitcoinDiscount: Math.max(0, round2(-readAmount(cart.feeTotal))),
      shipping,
      shippingLabel: shippingLabelOf(cart, shipping, lines.length > 0),
      total,
      ...(pending ? { updating: true } : {}),
    };
  }
  const stored = computeTotals({
    lines,
    paymentMethodId,
    ...(freeShippingThreshold === null ? {} : { freeShippingThreshold }),
  });
  return lines.length > 0 ? { ...stored, updating: true } : stored;
}
