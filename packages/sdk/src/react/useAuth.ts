import { useQuery } from 'urql';
import { ViewerDocument, type ViewerQuery } from '../generated/graphql';
import type { StoredUser } from '../storage/records';
import type { ActionResult } from '../store/actionResult';
import { useClientShopStore, useShopSnapshot } from './ShopStoreProvider';

/** What {@link useAuth} gives. */
export interface UseAuthResult {
  /** Whether a customer is logged in (a stored login token, or the server's session says so). */
  isLoggedIn: boolean;
  /** The stored user (id, name, email), or null. */
  user: StoredUser | null;
  /** The server's view of the caller (network-only), or null for a guest. */
  viewer: ViewerQuery['viewer'] | null;
  /** Logs in; stores token, user and username; the guest cart is merged and loaded. */
  login(username: string, password: string): Promise<ActionResult>;
  /** Registers with an e-mail only; stores a returned token. */
  register(email: string): Promise<ActionResult>;
  /** Clears every key the shop owns; the app then redirects (the storefront to /auth). */
  logout(): void;
}

/**
 * Login, registration, logout and the viewer (for the account page, the checkout's create-account
 * and the header), shared by every component under the provider: a login in one shows in all at
 * once.
 *
 * @returns the login state and actions with the account messages of `MESSAGES`
 */
export function useAuth(): UseAuthResult {
  const store = useClientShopStore();
  const { loggedIn, user } = useShopSnapshot();
  const [{ data }] = useQuery({ query: ViewerDocument, pause: !loggedIn });
  return {
    isLoggedIn: loggedIn,
    user,
    viewer: loggedIn ? (data?.viewer ?? null) : null,
    login: store.login,
    register: store.register,
    logout: store.logout,
  };
}
