import { isSessionRejectedMessage } from '@peptide/domain';
import { type CombinedError, type Exchange, mapExchange } from '@urql/core';
import { clearShopStorage } from '../storage/keys';
import type { ShopStorage } from '../storage/storage';
import { ServerResponseError } from './serverResponseError';

/** Options of {@link sessionRejectedExchange}. */
export interface SessionRejectedExchangeOptions {
  /** The storage whose shop keys are cleared on a rejection. */
  storage: ShopStorage;
  /** Called with the server's message after the shop's storage has been cleared. */
  onSessionRejected?: (message: string) => void;
}

const messagesOf = (error: CombinedError): string[] => {
  const messages = error.graphQLErrors.map((graphQLError) => graphQLError.message);
  const { networkError } = error;
  if (networkError instanceof ServerResponseError) {
    const { result } = networkError;
    if (typeof result === 'object' && result !== null && 'errors' in result) {
      const errors: unknown = result.errors;
      if (Array.isArray(errors)) {
        for (const entry of errors) {
          if (typeof entry?.message === 'string') messages.push(entry.message);
        }
      }
    }
  }
  return messages;
};

/**
 * Reacts to the server refusing the stored session or token (`SESSION_REJECTED_MESSAGES` of the
 * domain).
 *
 * @param options - the storage to clear and the callback to notify
 * @returns an exchange to place after `cacheExchange`
 * @remarks
 * When an answer carries `Expired token` or `The iss do not match with this server` (as a
 * GraphQL error, or inside a non-2xx body), every key the shop owns is cleared, as a logout
 * does, so the next request starts a fresh guest session even when the app does not reload; then
 * `onSessionRejected` is called (the storefront reloads there).
 */
export const sessionRejectedExchange = ({
  storage,
  onSessionRejected,
}: SessionRejectedExchangeOptions): Exchange =>
  mapExchange({
    onError(error) {
      const rejected = messagesOf(error).find((message) => isSessionRejectedMessage(message));
      if (rejected === undefined) return;
      clearShopStorage(storage);
      onSessionRejected?.(rejected);
    },
  });
