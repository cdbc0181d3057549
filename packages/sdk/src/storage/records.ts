import { parseSessionRecord, type SessionRecord } from '@peptide/domain';
import { resetCartRecord } from './cartRecord';
import { STORAGE_KEYS } from './keys';
import type { ShopStorage } from './storage';

// The cart record has a module of its own, so a page that only reads it (the session store's
// first download) does not bring the session and login records' code.
export { readCartRecord, resetCartRecord, writeCartRecord } from './cartRecord';

/** The stored logged-in user. */
export interface StoredUser {
  id: string;
  name: string;
  email: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses stored JSON; anything unparseable or of the wrong shape reads as absent. */
function readJson<T>(
  storage: ShopStorage,
  key: string,
  isShape: (value: unknown) => value is T,
): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isShape(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether a value has the shape of a {@link StoredUser}. */
export const isStoredUser = (value: unknown): value is StoredUser =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.name === 'string' &&
  typeof value.email === 'string';

/** The stored session record, or null when missing, corrupt or of a foreign shape. */
export function readSession(storage: ShopStorage): SessionRecord | null {
  return parseSessionRecord(storage.getItem(STORAGE_KEYS.session));
}

/** Stores the session record as JSON. */
export function writeSession(storage: ShopStorage, record: SessionRecord): void {
  storage.setItem(STORAGE_KEYS.session, JSON.stringify(record));
}

/** The stored auth token, or null when missing or blank. Expiry is the caller's question. */
export function readAuthToken(storage: ShopStorage): string | null {
  const token = storage.getItem(STORAGE_KEYS.authToken);
  return token === null || token.trim() === '' ? null : token;
}

/** The stored user, or null when missing, corrupt or of a foreign shape. */
export function readUser(storage: ShopStorage): StoredUser | null {
  return readJson(storage, STORAGE_KEYS.user, isStoredUser);
}

/** Stores the logged-in user as JSON. */
export function writeUser(storage: ShopStorage, user: StoredUser): void {
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Whether stored cart text is a cart record at all: a JSON array, or an object with `lines`. */
function isCartRecordText(raw: string): boolean {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) || (isRecord(value) && Array.isArray(value.lines));
  } catch {
    return false;
  }
}

/**
 * Resets the stored records the shop cannot read (a torn write, another app's value, tampering):
 * an unreadable session or user record is removed and an unreadable cart record becomes an empty
 * cart, so storage holds only what the shop itself would write. Readable records are untouched.
 *
 * @param storage - the shop's storage
 */
export function resetUnreadableRecords(storage: ShopStorage): void {
  if (storage.getItem(STORAGE_KEYS.session) !== null && readSession(storage) === null)
    storage.removeItem(STORAGE_KEYS.session);
  if (storage.getItem(STORAGE_KEYS.user) !== null && readUser(storage) === null)
    storage.removeItem(STORAGE_KEYS.user);
  const cart = storage.getItem(STORAGE_KEYS.cart);
  if (cart !== null && !isCartRecordText(cart)) resetCartRecord(storage);
}
