import { decodeBase64, encodeBase64 } from './base64';

/** A decoded global id: `base64("product:123")` is `{ type: 'product', databaseId: 123 }`. */
export interface DecodedGlobalId {
  type: string;
  databaseId: number;
}

const DECODED_ID = /^([\w:-]+):(\d+)$/;

/**
 * Builds an opaque global id the way WPGraphQL does: base64 of `type:databaseId`.
 *
 * @param type - the node type, such as `product` or `order`
 * @param databaseId - the integer database id
 * @returns the base64 id
 */
export function encodeGlobalId(type: string, databaseId: number | string): string {
  return encodeBase64(`${type}:${databaseId}`);
}

/**
 * Reads an opaque global id; the database id is the last colon-separated part.
 *
 * @param id - the base64 id
 * @returns the type and the integer database id, or null for anything malformed (never throws)
 */
export function decodeGlobalId(id: string | null | undefined): DecodedGlobalId | null {
  if (typeof id !== 'string' || id === '') return null;
  const decoded = decodeBase64(id);
  const match = decoded === null ? null : DECODED_ID.exec(decoded);
  if (!match) return null;
  const databaseId = Number(match[2]);
  if (!Number.isSafeInteger(databaseId)) return null;
  return { type: match[1] ?? '', databaseId };
}

/**
 * The order number shown to a shopper: the last colon-separated part of the order id.
 *
 * @param id - a base64 global id, a decoded `order:123` id, or the number itself
 * @returns the number as text; empty for empty input
 */
export function orderNumberFromId(id: string | number | null | undefined): string {
  if (id === null || id === undefined) return '';
  const text = String(id).trim();
  if (text.includes(':')) return text.slice(text.lastIndexOf(':') + 1);
  const decoded = decodeGlobalId(text);
  return decoded ? String(decoded.databaseId) : text;
}
