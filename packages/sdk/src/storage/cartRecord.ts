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
