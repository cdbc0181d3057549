import { LIMITS } from './constants';
import { readAmount, round2 } from './money';
import { productPath } from './paths';

/** A cart line as the storefront keeps it locally. */
export interface CartLine {
  /** Stable id of the line; the server's cart item key. */
  id: string;
  /** The server's cart item key, needed to update or remove the line. */
  key: string;
  productId: number;
  variationId?: number | null;
  name: string;
  /** Path of the product page, `/product/{slug}`. */
  link: string;
  price: number;
  image: string;
  quantity: number;
  /** Units in stock; null when the product does not manage stock. */
  stock: number | null;
  slug: string;
  /** price × quantity, rounded to cents. */
  subtotal: number;
}

/** The least a line needs to be merged and priced. */
export interface MergeableCartLine {
  productId: number | string;
  variationId?: number | string | null;
  price: number | string | null | undefined;
  quantity: number;
}

/** A line after merging: its price is a number and its subtotal is computed. */
export type PricedCartLine<T extends MergeableCartLine> = Omit<T, 'price' | 'subtotal'> & {
  price: number;
  subtotal: number;
};

/** What {@link toCartLine} builds a local line from. */
export interface CartLineSource {
  key: string;
  productId: number;
  variationId?: number | null;
  name: string;
  slug: string;
  price: number | string | null | undefined;
  image?: string | null;
  quantity: number;
  stock?: number | null;
}

/**
 * The subtotal of one line.
 *
 * @param price - the unit price, as a number or a raw decimal string (`19.99`)
 * @param quantity - the number of units
 * @returns round2(price × quantity)
 */
export function lineSubtotal(price: number | string | null | undefined, quantity: number): number {
  return round2(readAmount(price) * quantity);
}

function lineIdentity(line: Pick<MergeableCartLine, 'productId' | 'variationId'>): string {
  return `${String(line.productId)}|${line.variationId == null ? '' : String(line.variationId)}`;
}

/**
 * Merges lines of the same product (and variation) by summing their quantities, and prices them.
 *
 * @param lines - lines in any order, possibly with duplicates
 * @returns one line per product and variation, in order of first appearance; each keeps the
 *   fields of its first occurrence, with the summed quantity, a numeric price and its subtotal
 */
export function mergeCartLines<T extends MergeableCartLine>(
  lines: readonly T[],
): PricedCartLine<T>[] {
  const merged = new Map<string, PricedCartLine<T>>();
  for (const line of lines) {
    const identity = lineIdentity(line);
    const existing = merged.get(identity);
    if (existing) {
      existing.quantity += line.quantity;
      existing.subtotal = lineSubtotal(existing.price, existing.quantity);
    } else {
      const price = readAmount(line.price);
      merged.set(identity, {
        ...line,
        price,
        subtotal: lineSubtotal(price, line.quantity),
      } as PricedCartLine<T>);
    }
  }
  return [...merged.values()];
}

/**
 * Builds a local cart line, reading its raw price and falling back to a placeholder image.
 *
 * @param source - the line's data as read from the server cart
 * @param placeholderImage - the image shown when the product has none
 * @returns the local line with its subtotal
 */
export function toCartLine(source: CartLineSource, placeholderImage: string): CartLine {
  const price = readAmount(source.price);
  return {
    id: source.key,
    key: source.key,
    productId: source.productId,
    variationId: source.variationId ?? null,
    name: source.name,
    link: productPath(source.slug),
    price,
    image: source.image || placeholderImage,
    quantity: source.quantity,
    stock: source.stock ?? null,
    slug: source.slug,
    subtotal: lineSubtotal(price, source.quantity),
  };
}

/**
 * How many units of a product (and variation) the cart already holds.
 *
 * @param lines - the cart lines
 * @param productId - the product's database id
 * @param variationId - the variation's database id, when the product is variable
 * @returns the summed quantity, 0 when absent
 */
export function quantityInCart(
  lines: readonly Pick<MergeableCartLine, 'productId' | 'variationId' | 'quantity'>[],
  productId: number | string,
  variationId?: number | string | null,
): number {
  const identity = lineIdentity({ productId, variationId });
  return lines.reduce(
    (sum, line) => (lineIdentity(line) === identity ? sum + line.quantity : sum),
    0,
  );
}

/**
 * Whether the plus button of a cart line is enabled.
 *
 * @param line - the line's quantity and stock (null or absent when stock is not managed)
 * @returns false once the quantity reaches the stock or the maximum quantity
 */
export function canIncrement(line: { quantity: number; stock?: number | null }): boolean {
  if (line.quantity >= LIMITS.maxQuantity) return false;
  return line.stock == null || line.quantity < line.stock;
}

/**
 * Whether the minus button of a cart line is enabled.
 *
 * @param line - the line's quantity
 * @returns false at quantity 1 or less
 */
export function canDecrement(line: { quantity: number }): boolean {
  return line.quantity > LIMITS.minQuantity;
}

/**
 * Whether a cart quantity update may be sent.
 *
 * @param update - the cart item key and the new quantity
 * @returns false when the key is missing or the quantity is below 1
 */
export function canUpdateCartItem(update: {
  key: string | null | undefined;
  quantity: number;
}): boolean {
  return Boolean(update.key) && Number.isFinite(update.quantity) && update.quantity >= 1;
}

/**
 * Whether a cart line removal may be sent.
 *
 * @param key - the cart item key
 * @returns false without a key
 */
export function canRemoveCartItem(key: string | null | undefined): boolean {
  return Boolean(key);
}
