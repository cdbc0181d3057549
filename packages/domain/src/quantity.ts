import { LIMITS } from './constants';
import { MESSAGES } from './messages';
import { failure, type Result, success } from './result';

/** The stock status values of the backend. */
export type StockStatus = 'IN_STOCK' | 'OUT_OF_STOCK' | 'ON_BACKORDER';

/** What {@link checkAddToCart} needs to decide. */
export interface AddToCartCheckInput {
  /** The quantity the shopper wants to add. */
  quantity: number;
  /** Units in stock; null or absent when unknown. */
  stockQuantity?: number | null;
  /** Units of the same product (and variation) already in the cart. */
  inCart?: number;
  /** Whether the product counts its stock; without it only the stock status applies. */
  manageStock?: boolean | null;
  stockStatus?: StockStatus | string | null;
  /** Whether the product is variable, so that a variation must be chosen. */
  needsVariation?: boolean;
  variationId?: number | string | null;
}

/** Why an add to cart is refused. */
export type AddToCartRefusal =
  | 'out-of-stock'
  | 'variation-required'
  | 'invalid-quantity'
  | 'no-more-stock'
  | 'insufficient-stock';

/** The outcome of {@link checkAddToCart}: ok, or the reason and its message from `MESSAGES`. */
export type AddToCartCheck = Result<void, { reason: AddToCartRefusal; message: string }>;

/**
 * Clamps a quantity entry to 1..999.
 *
 * @param n - what the shopper typed, as a number or a string
 * @returns an integer from 1 to 999; anything unreadable gives 1
 */
export function clampQuantity(n: number | string | null | undefined): number {
  const value = typeof n === 'string' ? Number.parseInt(n, 10) : Number(n);
  if (!Number.isFinite(value)) return LIMITS.minQuantity;
  return Math.min(LIMITS.maxQuantity, Math.max(LIMITS.minQuantity, Math.trunc(value)));
}

/**
 * Whether a quantity may be added at all.
 *
 * @param quantity - the quantity entered
 * @returns true for a whole number from 1 to 999
 */
export function isQuantityInRange(quantity: number): boolean {
  return (
    Number.isInteger(quantity) && quantity >= LIMITS.minQuantity && quantity <= LIMITS.maxQuantity
  );
}

/**
 * Decides whether an add to cart may go ahead, counting what the cart already holds.
 *
 * @param input - the quantity, stock, cart quantity and variation choice
 * @returns ok, or the refusal with its exact message from `MESSAGES`
 * @remarks Checked in this order: out of stock, missing variation, quantity outside 1..999, then
 *   the stock left once the cart's units are counted (only when stock is managed and known). A
 *   managed stock of 0 with nothing in the cart reads as out of stock.
 */
export function checkAddToCart(input: AddToCartCheckInput): AddToCartCheck {
  const inCart = Math.max(0, input.inCart ?? 0);
  if (input.stockStatus === 'OUT_OF_STOCK') {
    return refuse('out-of-stock', MESSAGES.outOfStock);
  }
  if (input.needsVariation && (input.variationId == null || input.variationId === '')) {
    return refuse('variation-required', MESSAGES.selectVariation);
  }
  if (!isQuantityInRange(input.quantity)) {
    return refuse('invalid-quantity', MESSAGES.quantityOutOfRange);
  }
  if (input.manageStock && input.stockQuantity != null) {
    const stock = input.stockQuantity;
    if (stock - inCart <= 0) {
      // With nothing in the cart, "you already have 0 item(s)" would explain nothing.
      return inCart === 0
        ? refuse('out-of-stock', MESSAGES.outOfStock)
        : refuse('no-more-stock', MESSAGES.noMoreStock(inCart));
    }
    if (input.quantity + inCart > stock) {
      return refuse('insufficient-stock', MESSAGES.onlyLeftInStock(stock, inCart));
    }
  }
  return success(undefined);
}

/** A refusal of {@link checkAddToCart}, with its reason and message. */
function refuse(reason: AddToCartRefusal, message: string): AddToCartCheck {
  return failure({ reason, message });
}

/**
 * Whether a quantity entry goes beyond the stock, for the inline 'Stock Limit Exceeds.' notice.
 *
 * @param quantity - the quantity entered
 * @param stockQuantity - units in stock; null when not managed
 * @returns true when a known stock is smaller than the quantity
 */
export function exceedsStock(quantity: number, stockQuantity: number | null | undefined): boolean {
  return stockQuantity != null && quantity > stockQuantity;
}

/** What {@link stockNotice} needs. */
export interface StockNoticeInput {
  /** The quantity entered. */
  quantity: number;
  /** Units in stock; null or absent when stock is not managed. */
  stockQuantity?: number | null;
  /** Units of the same product (and variation) already in the cart. */
  inCart?: number;
}

/**
 * The notice under the product page's quantity while that quantity cannot be added for want of
 * stock; the Add to cart button is disabled whenever there is one.
 *
 * @param input - the quantity, the stock and what the cart already holds
 * @returns 'Stock Limit Exceeds.' when the quantity alone is above the stock, the cart-aware stock
 *   message when only the cart's units take it over, otherwise null
 * @remarks The cart's units are counted as {@link checkAddToCart} counts them, so the button is
 *   never enabled for an add the check would refuse for stock.
 */
export function stockNotice({
  quantity,
  stockQuantity,
  inCart = 0,
}: StockNoticeInput): string | null {
  if (stockQuantity == null || !Number.isFinite(quantity)) return null;
  const held = Math.max(0, inCart);
  if (exceedsStock(quantity, stockQuantity)) return MESSAGES.stockLimitExceeds;
  if (quantity + held <= stockQuantity) return null;
  return stockQuantity - held <= 0
    ? MESSAGES.noMoreStock(held)
    : MESSAGES.onlyLeftInStock(stockQuantity, held);
}
