import { decodeGlobalId } from '@peptide/domain';

/**
 * The database id of a product card's id: a plain number or an opaque global id whose last
 * colon-separated part is the number (spec section 7).
 *
 * @param id - the card's id
 * @returns the database id, or null when the id is neither
 */
export function productDatabaseId(id: string): number | null {
  if (/^\d+$/.test(id)) return Number(id);
  const databaseId = decodeGlobalId(id)?.databaseId ?? 0;
  return databaseId > 0 ? databaseId : null;
}
