import type { ShopStorage } from './storage';

/**
 * The storage keys the shop owns, one constant each, so the storefront, the SDK and tests agree.
 */
export const STORAGE_KEYS = {
  /** Commerce session record: JSON `{ token, createdTime }` (createdTime in ms). */
  session: 'woo-session',
  /** Signed auth token (JWT) as a bare string. */
  authToken: 'authToken',
  /** The login plugin's refresh token, which renews the auth token, as a bare string. */
  refreshToken: 'refreshToken',
  /** Logged-in user: JSON `{ id, name, email }`. */
  user: 'user',
  /** Local cart record: JSON array of cart lines, replaced whenever the server cart loads. */
  cart: 'cart',
  /** The applied coupon code as a bare string. */
  appliedCoupon: 'appliedCoupon',
  /** Age gate answer: 'true' or 'false'. */
  ageVerified: 'ageVerified',
  /** Set once the shopper has subscribed to the newsletter. */
  emailSubscribed: 'emailSubscribed',
  /** Set once the shopper has closed the newsletter modal. */
  emailModalDismissed: 'emailModalDismissed',
  /** The username last used to log in. */
  username: 'username',
} as const;

/** One of the key names in {@link STORAGE_KEYS}. */
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/**
 * Removes every key the shop owns, as logout does: a logged-out browser keeps no token, user,
 * session, cart or coupon of the shopper before.
 *
 * @param storage - the storage the client was created with
 * @remarks Keys of other apps sharing the origin are left alone.
 */
export function clearShopStorage(storage: ShopStorage): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    storage.removeItem(key);
  }
}

/** The keys a server-side session keeps instead of the browser: never kept here once it does. */
export const SERVER_KEPT_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.session,
  STORAGE_KEYS.authToken,
  STORAGE_KEYS.refreshToken,
];
