import { isSessionExpired, SESSION_HEADER, sessionHeaderAction } from '@peptide/domain';
import { type Exchange, mapExchange } from '@urql/core';
import { STORAGE_KEYS } from '../storage/keys';
import { readSession, resetCartRecord, writeSession } from '../storage/records';
import type { ShopStorage } from '../storage/storage';
import { withFetch, withRequestHeaders } from './operationContext';

const SESSION_LAYER = Symbol('sessionExchange');

/** Options of {@link sessionExchange}. */
export interface SessionExchangeOptions {
  /** Where the session and cart records are stored. */
  storage: ShopStorage;
  /** Epoch milliseconds; `Date.now` in production, a fixed clock in tests. */
  now: () => number;
}

/** The stored session token while it is younger than the session lifetime, else null. */
function liveSessionToken({ storage, now }: SessionExchangeOptions): string | null {
  const session = readSession(storage);
  if (!session) return null;
  if (isSessionExpired(session.createdTime, now())) {
    storage.removeItem(STORAGE_KEYS.session);
    resetCartRecord(storage);
    return null;
  }
  return session.token;
}

/** Applies the session header of a response: 'false' forgets, any other value is kept if new. */
function storeSessionHeader(value: string | null, { storage, now }: SessionExchangeOptions): void {
  const action = sessionHeaderAction(value, readSession(storage) !== null);
  if (action === 'remove') storage.removeItem(STORAGE_KEYS.session);
  if (action === 'store' && value) writeSession(storage, { token: value, createdTime: now() });
}

/**
 * Sends and keeps the commerce session, which ties a guest's (or a customer's) cart to the browser.
 *
 * @param options - where the session record lives and the clock to age it by
 * @returns an exchange to place before `fetchExchange`
 * @remarks
 * A stored session no older than 7 days goes out as `woocommerce-session: Session {token}`; an
 * older one is removed and the local cart record reset to empty. The response header is read
 * through a wrapped fetch, because urql results do not expose response headers: the value
 * `false` removes the stored session, any other value is stored (created now) only when no
 * session is stored, so a server echoing a refreshed token never restarts the 7-day clock.
 */
export const sessionExchange = (options: SessionExchangeOptions): Exchange =>
  mapExchange({
    onOperation(operation) {
      const token = liveSessionToken(options);
      const withHeader = withRequestHeaders(operation, {
        [SESSION_HEADER]: token ? `Session ${token}` : null,
      });
      return withFetch(withHeader, SESSION_LAYER, (inner) => async (input, init) => {
        const response = await inner(input, init);
        storeSessionHeader(response.headers.get(SESSION_HEADER), options);
        return response;
      });
    },
  });
