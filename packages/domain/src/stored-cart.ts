import type { CartLine } from './cart';
import { lineSubtotal } from './cart';
import { readAmount } from './money';
import { productPath } from './paths';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toStoredLine(value: unknown): CartLine | null {
  if (!isObject(value)) return null;
  const productId = Number(value.productId);
  const quantity = Number(value.quantity);
  if (!Number.isSafeInteger(productId) || productId <= 0) return null;
  if (!Number.isSafeInteger(quantity) || quantity < 1) return null;
  const text = (field: unknown) => (typeof field === 'string' ? field : '');
  const key = text(value.key);
  const slug = text(value.slug);
  const price = readAmount(value.price as string | number | null | undefined);
  const stock =
    typeof value.stock === 'number' && Number.isFinite(value.stock) ? value.stock : null;
  const variationId = Number(value.variationId);
  return {
    id: text(value.id) || key,
    key,
    productId,
    variationId: Number.isSafeInteger(variationId) && variationId > 0 ? variationId : null,
    name: text(value.name),
    link: text(value.link) || (slug ? productPath(slug) : ''),
    price,
    image: text(value.image),
    quantity,
    stock,
    slug,
    subtotal: lineSubtotal(price, quantity),
  };
}

/**
 * Reads the cart record kept in browser storage (key 'cart'), never throwing.
 *
 * @param raw - the stored JSON text: an array of lines, or an object with a `lines` array
 * @returns the readable lines, repriced; corrupt input or lines without a product id and a
 *   positive quantity are dropped
 */
export function parseStoredCart(raw: string | null | undefined): CartLine[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  const items = Array.isArray(value) ? value : isObject(value) ? value.lines : undefined;
  if (!Array.isArray(items)) return [];
  return items.map(toStoredLine).filter((line): line is CartLine => line !== null);
}

/**
 * Writes cart lines for browser storage, in the form {@link parseStoredCart} reads.
 *
 * @param lines - the local cart lines
 * @returns JSON text
 */
export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify(lines);
}
