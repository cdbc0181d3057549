import { parseSessionRecord, type SessionRecord } from '@peptide/domain';
import { resetUnreadableCartRecord } from './cartRecord';
import { STORAGE_KEYS } from './keys';
import type { ShopStorage } from './storage';
import { resetUnreadableUser } from './userRecord';

// The cart and user records have modules of their own, so a page that only reads them (the
// session store's first download) does not bring the session and login records' code.
export {
  readCartRecord,
  resetCartRecord,
  resetUnreadableCartRecord,
  writeCartRecord,
} from './cartRecord';

export {
  isStoredUser,
  keepUser,
  readUser,
  resetUnreadableUser,
  type StoredUser,
  writeUser,
} from './userRecord';

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
  resetUnreadableUser(storage);
  resetUnreadableCartRecord(storage);
}
