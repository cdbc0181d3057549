import { MESSAGES } from '@peptide/domain';
import { useCallback, useState } from 'react';
import { useQuery } from 'urql';
import {
  LoginDocument,
  RegisterCustomerDocument,
  ViewerDocument,
  type ViewerQuery,
} from '../generated/graphql';
import { clearShopStorage, STORAGE_KEYS } from '../storage/keys';
import { readAuthToken, readUser, type StoredUser, writeUser } from '../storage/records';
import { type ActionResult, errorMessage } from './actionResult';
import { useCommerce } from './CommerceProvider';
import { refetchCart } from './refetchCart';

/** What {@link useAuth} gives. */
export interface UseAuthResult {
  /** Whether a login token is stored. */
  isLoggedIn: boolean;
  /** The stored user (id, name, email), or null. */
  user: StoredUser | null;
  /** The server's view of the caller (network-only), or null for a guest. */
  viewer: ViewerQuery['viewer'] | null;
  /** Logs in; stores token, user and username; the guest cart is kept and refetched. */
  login(username: string, password: string): Promise<ActionResult>;
  /** Registers with an e-mail only; stores a returned token. */
  register(email: string): Promise<ActionResult>;
  /** Clears every key the shop owns; the app then redirects (the storefront to /auth). */
  logout(): void;
}

/**
 * Login, registration, logout and the viewer (spec sections 4, 6 and 8).
 *
 * @returns the login state and actions with the spec's messages
 */
export function useAuth(): UseAuthResult {
  const { client, storage } = useCommerce();
  const [token, setToken] = useState(() => readAuthToken(storage));
  const [user, setUser] = useState(() => readUser(storage));
  const [{ data }] = useQuery({ query: ViewerDocument, pause: token === null });

  const storeToken = useCallback(
    (authToken: string) => {
      storage.setItem(STORAGE_KEYS.authToken, authToken);
      setToken(authToken);
    },
    [storage],
  );

  const login = useCallback<UseAuthResult['login']>(
    async (username, password) => {
      try {
        const result = await client.mutation(LoginDocument, { username, password }).toPromise();
        const payload = result.data?.login;
        if (!payload?.authToken) return { ok: false, message: MESSAGES.invalidCredentials };
        storeToken(payload.authToken);
        const loggedIn: StoredUser = {
          id: payload.user?.id ?? '',
          name: payload.user?.name ?? '',
          email: payload.user?.email ?? '',
        };
        writeUser(storage, loggedIn);
        setUser(loggedIn);
        storage.setItem(STORAGE_KEYS.username, username);
        await refetchCart(client);
        return { ok: true, message: MESSAGES.loginSuccessful };
      } catch {
        return { ok: false, message: MESSAGES.invalidCredentials };
      }
    },
    [client, storage, storeToken],
  );

  const register = useCallback<UseAuthResult['register']>(
    async (email) => {
      const result = await client.mutation(RegisterCustomerDocument, { email }).toPromise();
      if (result.error) return { ok: false, message: errorMessage(result.error) };
      const payload = result.data?.registerCustomer;
      if (!payload?.customer) return { ok: false, message: MESSAGES.registrationFailed };
      if (payload.authToken) storeToken(payload.authToken);
      return { ok: true, message: MESSAGES.registrationSuccessful };
    },
    [client, storeToken],
  );

  const logout = useCallback(() => {
    clearShopStorage(storage);
    setToken(null);
    setUser(null);
  }, [storage]);

  return {
    isLoggedIn: token !== null,
    user,
    viewer: token === null ? null : (data?.viewer ?? null),
    login,
    register,
    logout,
  };
}
