import { decodeGlobalId, encodeGlobalId, SERVER_MESSAGES } from '@peptide/domain';
import { userError } from '../../errors';

/** The type part of the global ids this server issues, as WPGraphQL and WooGraphQL spell them. */
export const ID_TYPES = {
  product: 'product',
  variation: 'product_variation',
  term: 'term',
  post: 'post',
  user: 'user',
  customer: 'customer',
  order: 'order',
  attribute: 'attribute',
  cartItem: 'cart_item',
  orderItem: 'order_item',
  couponLine: 'coupon_line',
  feeLine: 'fee_line',
  shippingLine: 'shipping_line',
  coaCategory: 'coa_category',
  stockNotification: 'stock_notification',
} as const;

/** A global id for a database id. */
export const globalId = encodeGlobalId;

/**
 * Reads the database id out of a global id, refusing malformed ids with a clear error.
 *
 * @param id - the base64 global id
 * @param what - the kind of object, for the message
 * @returns the database id
 */
export function databaseIdFrom(id: string, what: string): number {
  const decoded = decodeGlobalId(id);
  if (!decoded) throw userError(SERVER_MESSAGES.invalidId(id.slice(0, 60), what));
  return decoded.databaseId;
}

/**
 * Reads a plain database id given as text (idType DATABASE_ID).
 *
 * @param id - digits
 * @param what - the kind of object, for the message
 */
export function numericId(id: string, what: string): number {
  const value = Number(id);
  if (!/^\d{1,15}$/.test(id.trim()) || !Number.isSafeInteger(value)) {
    throw userError(SERVER_MESSAGES.invalidDatabaseId(id.slice(0, 60), what));
  }
  return value;
}
