import { type CartLine, parseStoredCart, serializeCart } from '@peptide/domain';
import { STORAGE_KEYS } from './keys';
import type { ShopStorage } from './storage';

/** The local cart lines; corrupt records and unreadable lines are dropped, never thrown. */
export function readCartRecord(storage: ShopStorage): CartLine[] {
  return parseStoredCart(storage.getItem(STORAGE_KEYS.cart));
}

/** Stores the local cart lines, as the storefront seeds the next visit's cart from them. */
export function writeCartRecord(storage: ShopStorage, lines: readonly CartLine[]): void {
  storage.setItem(STORAGE_KEYS.cart, serializeCart(lines));
}

/** Replaces the local cart record with an empty cart. */
export function resetCartRecord(storage: ShopStorage): void {
  writeCartRecord(storage, []);
}

/** Whether stored cart text is a cart record at all: a JSON array, or an object with `lines`. */
function isCartRecordText(raw: string): boolean {
  try {
    const value: unknown = JSON.parse(raw);
    return (
      Array.isArray(value) ||
      (typeof value === 'object' &&
        value !== null &&
        Array.isArray((value as { lines?: unknown }).lines))
    );
  } catch {
    return false;
  }
}

/** Replaces a stored cart record the shop cannot read with an empty cart. */
export function resetUnreadableCartRecord(storage: ShopStorage): void {
  const cart = storage.getItem(STORAGE_KEYS.cart);
  if (cart !== null && !isCartRecordText(cart)) resetCartRecord(storage);
}
