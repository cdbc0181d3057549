import { STORAGE_KEYS } from './keys';
import type { ShopStorage } from './storage';

/** The stored logged-in user. */
export interface StoredUser {
  id: string;
  name: string;
  email: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value has the shape of a {@link StoredUser}. */
export const isStoredUser = (value: unknown): value is StoredUser =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.name === 'string' &&
  typeof value.email === 'string';

/** The stored user, or null when missing, corrupt or of a foreign shape. */
export function readUser(storage: ShopStorage): StoredUser | null {
  const raw = storage.getItem(STORAGE_KEYS.user);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return isStoredUser(value) ? value : null;
  } catch {
    return null;
  }
}

/** Stores the logged-in user as JSON. */
export function writeUser(storage: ShopStorage, user: StoredUser): void {
  storage.setItem(STORAGE_KEYS.user, JSON.stringify(user));
}

/** Keeps the customer a server names as this device's hint, or forgets it for a visitor. */
export function keepUser(storage: ShopStorage, user: StoredUser | null): void {
  if (user) writeUser(storage, user);
  else storage.removeItem(STORAGE_KEYS.user);
}

/** Removes a stored user record the shop cannot read (a torn write, another app's value). */
export function resetUnreadableUser(storage: ShopStorage): void {
  if (storage.getItem(STORAGE_KEYS.user) !== null && readUser(storage) === null) {
    storage.removeItem(STORAGE_KEYS.user);
  }
}
